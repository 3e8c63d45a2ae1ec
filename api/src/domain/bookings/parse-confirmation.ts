// Reads a booking confirmation offline (issue 31): the six formats Filipino travelers get most
// (Philippine Airlines, Cebu Pacific, AirAsia, Agoda, Booking.com, Klook), each told by its
// sender and read by its own layout. A message none of them reads gives no bookings and says
// what it did recognize (a brand, a reference), so nothing half-read is ever saved.
import { bookingSchema, type Booking, type BookingSource, type FlightBooking } from '@lakbay/validation/bookings';
import { airport } from '../catalogue/airports.js';
import { addDays, findDate, labelled, plainText, terminalIn, toClock } from './confirmation-text.js';

export interface ParsedConfirmation {
  /** The format the message is in, when one of ours. */
  source: BookingSource | null;
  bookings: Booking[];
  /** What was recognized, for a message that gave no bookings: the brand, a reference. */
  recognized: string[];
}

interface Format {
  source: BookingSource;
  brand: string;
  /** The sender's address or the brand's name in the message. */
  sender: RegExp;
  /** The label of the booking's reference. */
  reference: RegExp;
  read: (text: string, reference: string | undefined) => Booking[];
}

const CARRIERS: Record<string, string> = {
  PR: 'Philippine Airlines',
  '5J': 'Cebu Pacific',
  DG: 'Cebgo',
  Z2: 'AirAsia Philippines',
  AK: 'AirAsia',
  FD: 'Thai AirAsia',
};

/** One end of a flight: the airport, its terminal, the local time there and the airport's zone. */
function end(code: string, terminal: string | undefined, date: string, clock: string) {
  return {
    airport: code,
    ...(terminal ? { terminal } : {}),
    at: `${date}T${clock}`,
    zone: airport(code)?.timeZone ?? null,
  };
}

function flight(
  code: string,
  number: string,
  from: FlightBooking['from'],
  to: FlightBooking['to'],
  reference?: string,
): FlightBooking {
  return {
    kind: 'flight',
    carrier: CARRIERS[code] ?? code,
    flightNumber: `${code} ${number}`,
    from,
    to,
    ...(reference ? { reference } : {}),
  };
}

/** A "(+1)" after an arrival time: the days it lands after it leaves. */
const daysLater = (text: string | undefined) => Number(/\(\+(\d)\)/.exec(text ?? '')?.[1] ?? 0);

// PR 428 / Manila (MNL) - … Terminal 1 / Departure: Tue 01 Dec 2026 08:05 / Tokyo (NRT) - … / Arrival: …
const PAL_SEGMENT =
  /\b(PR)\s?(\d{1,4})\b[^\n]*\n[^\n(]*\(([A-Z]{3})\)([^\n]*)\n\s*Departure:\s*([^\n]+)\n[^\n(]*\(([A-Z]{3})\)([^\n]*)\n\s*Arrival:\s*([^\n]+)/g;

function readPhilippineAirlines(text: string, reference?: string): Booking[] {
  return [...text.matchAll(PAL_SEGMENT)].flatMap(([, code, number, from, fromLine, departs, to, toLine, arrives]) => {
    const [departDate, departClock] = [findDate(departs!), toClock(departs!)];
    const [arriveDate, arriveClock] = [findDate(arrives!), toClock(arrives!)];
    if (!departDate || !departClock || !arriveDate || !arriveClock) return [];
    return [
      flight(
        code!,
        number!,
        end(from!, terminalIn(fromLine!), departDate, departClock),
        end(to!, terminalIn(toLine!), arriveDate, arriveClock),
        reference,
      ),
    ];
  });
}

// Flight 5J 5054 / Manila (MNL) Terminal 3 → Tokyo - Narita (NRT) Terminal 2 / date / Departs 21:35 Arrives 03:05 (+1)
const CEBU_PACIFIC_SEGMENT =
  /\bFlight\s+(5J|DG)\s?(\d{1,4})\s*\n[^\n(]*\(([A-Z]{3})\)([^\n→]*)(?:→|->)[^\n(]*\(([A-Z]{3})\)([^\n]*)\n([^\n]+)\n\s*Departs\s+([^\n]+?)\s+Arrives\s+([^\n]+)/g;

function readCebuPacific(text: string, reference?: string): Booking[] {
  return [...text.matchAll(CEBU_PACIFIC_SEGMENT)].flatMap(
    ([, code, number, from, fromTerminal, to, toTerminal, dateLine, departs, arrives]) => {
      const date = findDate(dateLine!);
      const [departClock, arriveClock] = [toClock(departs!), toClock(arrives!)];
      if (!date || !departClock || !arriveClock) return [];
      return [
        flight(
          code!,
          number!,
          end(from!, terminalIn(fromTerminal!), date, departClock),
          end(to!, terminalIn(toTerminal!), addDays(date, daysLater(arrives)), arriveClock),
          reference,
        ),
      ];
    },
  );
}

// Depart: Manila (MNL) to Bangkok - Don Mueang (DMK) / Z2 902 | 15 Jan 2027 / … Terminal 3  06:35 / … 09:10
const AIRASIA_SEGMENT =
  /\b(?:Depart|Return)\w*:?[^\n(]*\(([A-Z]{3})\)\s*to\s*[^\n(]*\(([A-Z]{3})\)[^\n]*\n\s*([A-Z0-9]{2})\s?(\d{1,4})\s*\|\s*([^\n]+)\n([^\n]+)\n([^\n]+)/g;

function readAirAsia(text: string, reference?: string): Booking[] {
  return [...text.matchAll(AIRASIA_SEGMENT)].flatMap(([, from, to, code, number, dateLine, fromLine, toLine]) => {
    const date = findDate(dateLine!);
    const [departClock, arriveClock] = [toClock(fromLine!), toClock(toLine!)];
    if (!date || !departClock || !arriveClock) return [];
    return [
      flight(
        code!,
        number!,
        end(from!, terminalIn(fromLine!), date, departClock),
        end(to!, terminalIn(toLine!), addDays(date, daysLater(toLine)), arriveClock),
        reference,
      ),
    ];
  });
}

/** A stay from its check-in and check-out lines; the name from `nameLabel`, or the line before the address. */
function readStay(text: string, reference: string | undefined, nameLabel: RegExp | null): Booking[] {
  const checkInLine = labelled(text, /Check-?in/);
  const checkOutLine = labelled(text, /Check-?out/);
  const address = labelled(text, /Address/) ?? undefined;
  const name =
    (nameLabel && labelled(text, nameLabel)) ??
    (address ? /\n[ \t]*([^\n]+?)[ \t]*\n[ \t]*Address\b/i.exec(text)?.[1] : undefined);
  const checkIn = checkInLine && findDate(checkInLine);
  const checkOut = checkOutLine && findDate(checkOutLine);
  if (!name || !checkIn || !checkOut) return [];
  const from = checkInLine && toClock(checkInLine);
  return [
    {
      kind: 'stay',
      name,
      ...(address ? { address } : {}),
      checkIn,
      checkOut,
      ...(from ? { checkInTime: from } : {}),
      ...(reference ? { reference } : {}),
    },
  ];
}

function readKlook(text: string, reference?: string): Booking[] {
  const name = labelled(text, /Activity/);
  const dateLine = labelled(text, /Participation date|Date/);
  const date = dateLine && findDate(dateLine);
  if (!name || !date) return [];
  const timeLine = labelled(text, /Time/);
  const time = timeLine && toClock(timeLine);
  const meetingPoint = labelled(text, /Meeting point/) ?? undefined;
  return [
    {
      kind: 'activity',
      name,
      date,
      ...(time ? { time } : {}),
      ...(meetingPoint ? { meetingPoint } : {}),
      ...(reference ? { reference } : {}),
    },
  ];
}

const FORMATS: Format[] = [
  {
    source: 'philippine_airlines',
    brand: 'Philippine Airlines',
    sender: /philippineairlines\.com|Philippine Airlines/i,
    reference: /Booking Reference/,
    read: readPhilippineAirlines,
  },
  {
    source: 'cebu_pacific',
    brand: 'Cebu Pacific',
    sender: /cebupacificair\.com|Cebu Pacific/i,
    reference: /Booking Reference/,
    read: readCebuPacific,
  },
  {
    source: 'airasia',
    brand: 'AirAsia',
    sender: /airasia\.com|AirAsia/i,
    reference: /Booking number/,
    read: readAirAsia,
  },
  {
    source: 'agoda',
    brand: 'Agoda',
    sender: /agoda\.com|\bAgoda\b/i,
    reference: /Booking ID/,
    read: (text, reference) => readStay(text, reference, /Property|Hotel/),
  },
  {
    source: 'booking_com',
    brand: 'Booking.com',
    sender: /booking\.com/i,
    reference: /Confirmation number/,
    read: (text, reference) => readStay(text, reference, null),
  },
  {
    source: 'klook',
    brand: 'Klook',
    sender: /klook\.com|\bKlook\b/i,
    reference: /Booking reference ID/,
    read: readKlook,
  },
];

/** A reference as printed: letters, digits, dots and dashes, cut to the schema's 40 characters. */
function referenceIn(text: string, label: RegExp): string | undefined {
  const value = labelled(text, label);
  const match = value && /^[A-Z0-9][A-Z0-9.-]{2,39}/i.exec(value);
  return match?.[0];
}

/** The bookings in a confirmation's text (or HTML), each checked against the bookings schema. */
export function parseConfirmation(message: string): ParsedConfirmation {
  const text = plainText(message);
  // The sender's own line decides first; a brand named in the body (a hotel near "Cebu Pacific's" hub) only next.
  const fromLine = /^From:[^\n]*/im.exec(text)?.[0] ?? '';
  const format =
    FORMATS.find((candidate) => candidate.sender.test(fromLine)) ??
    FORMATS.find((candidate) => candidate.sender.test(text));
  if (!format) return { source: null, bookings: [], recognized: [] };
  const reference = referenceIn(text, format.reference);
  const bookings = format.read(text, reference).flatMap((booking) => {
    const checked = bookingSchema.safeParse(booking);
    return checked.success ? [checked.data] : [];
  });
  const recognized = bookings.length ? [] : [format.brand, ...(reference ? [reference] : [])];
  return { source: format.source, bookings, recognized };
}

// Bookings on a trip (issue 31): flights, stays and activities that Lakbay read from a
// confirmation the traveler pasted. The parsers (api/src/domain/bookings) produce them, the
// API stores them as this schema checks, and the web app shows them. Times are the local
// wall-clock times the confirmation prints, with the place's IANA time zone when known.
import { z } from 'zod';
import { MAX_CONFIRMATION_CHARACTERS } from './bookings-fields.js';
import { rule } from './rules.js';

export { MAX_CONFIRMATION_CHARACTERS };
/** The most bookings one trip keeps. */
export const MAX_TRIP_BOOKINGS = 50;

const text = (max: number) => z.string().trim().min(1).max(max);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Local wall-clock date and time, YYYY-MM-DDTHH:MM, as the confirmation prints it. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const zone = z.string().max(64).nullable();

/** Which confirmation format a booking was read from; `gemini` for any other message, read by Gemini. */
export const BOOKING_SOURCES = [
  'philippine_airlines',
  'cebu_pacific',
  'airasia',
  'agoda',
  'booking_com',
  'klook',
  'gemini',
] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

const airportEnd = z.object({
  /** IATA code, e.g. MNL. */
  airport: z.string().regex(/^[A-Z]{3}$/),
  terminal: text(40).optional(),
  /** Local time there. */
  at: localDateTime,
  /** The airport's IANA zone; null when Lakbay does not know the airport. */
  zone,
});

export const flightBookingSchema = z.object({
  kind: z.literal('flight'),
  carrier: text(80),
  /** e.g. PR 428. */
  flightNumber: z.string().regex(/^[A-Z0-9]{2} ?\d{1,4}$/),
  from: airportEnd,
  to: airportEnd,
  reference: text(40).optional(),
});

export const stayBookingSchema = z.object({
  kind: z.literal('stay'),
  name: text(200),
  address: text(300).optional(),
  checkIn: date,
  checkOut: date,
  /** From when the room is ready, local time. */
  checkInTime: clock.optional(),
  reference: text(40).optional(),
});

export const activityBookingSchema = z.object({
  kind: z.literal('activity'),
  name: text(200),
  date,
  time: clock.optional(),
  meetingPoint: text(300).optional(),
  reference: text(40).optional(),
});

export const bookingSchema = z.discriminatedUnion('kind', [
  flightBookingSchema,
  stayBookingSchema,
  activityBookingSchema,
]);

export type FlightBooking = z.infer<typeof flightBookingSchema>;
export type StayBooking = z.infer<typeof stayBookingSchema>;
export type ActivityBooking = z.infer<typeof activityBookingSchema>;
export type Booking = z.infer<typeof bookingSchema>;

/** What the traveler pastes: a confirmation e-mail's text. */
export const confirmationText = z
  .string({ error: rule('validation:bookings.textRequired') })
  .trim()
  .min(1, rule('validation:bookings.textRequired'))
  .max(MAX_CONFIRMATION_CHARACTERS, rule('validation:bookings.textTooLong', { max: MAX_CONFIRMATION_CHARACTERS }));

/** The paste dialog's one field. */
export const pasteConfirmationForm = z.object({ text: confirmationText });

/** The first day of a booking: the flight's departure, the stay's check-in, the activity's date. */
export const bookingDate = (booking: Booking): string =>
  booking.kind === 'flight' ? booking.from.at.slice(0, 10) : booking.kind === 'stay' ? booking.checkIn : booking.date;

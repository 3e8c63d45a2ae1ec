// Bookings in tests: the sample confirmations (domain/bookings/samples: written for the tests, no real
// person's data) as text or as an e-mail, and the GraphQL that previews, adds and reads a trip's bookings
// with every field.
import { readFileSync } from 'node:fs';

/** The samples of the formats Lakbay reads offline. */
export const BOOKING_SAMPLES = [
  'philippine-airlines',
  'cebu-pacific',
  'airasia',
  'agoda',
  'booking-com',
  'klook',
] as const;
/** Those and a travel agency's confirmation, which only Gemini reads. */
export type BookingSampleName = (typeof BOOKING_SAMPLES)[number] | 'travel-agency';

/** A sample confirmation's text, as a traveler pastes it. */
export const bookingSample = (name: BookingSampleName) =>
  readFileSync(new URL(`../domain/bookings/samples/${name}.txt`, import.meta.url), 'utf8');

/** A sample as an e-mail: its From and Subject lines as headers, the rest as the body's text. */
export function sampleMessage(name: BookingSampleName) {
  const [header = '', ...body] = bookingSample(name).split('\n\n');
  const line = (label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(header)![1]!;
  return { from: line('From'), subject: line('Subject'), text: body.join('\n\n') };
}

export const BOOKING_FIELDS = `kind day onDays { day role } reference
  flight { carrier flightNumber from { airport terminal at zone } to { airport terminal at zone } }
  stay { name address checkIn checkOut checkInTime }
  activity { name date time meetingPoint }`;
export const PREVIEW_BOOKINGS = `mutation ($tripId: Int!, $text: String!) { previewBookings(tripId: $tripId, text: $text) {
  source recognized bookings { ${BOOKING_FIELDS} } } }`;
export const ADD_BOOKINGS = `mutation ($tripId: Int!, $text: String!) { addBookings(tripId: $tripId, text: $text) { id source ${BOOKING_FIELDS} } }`;
export const TRIP_BOOKINGS = `query ($id: Int!) { trip(id: $id) { bookings { id source ${BOOKING_FIELDS} } } }`;

// Bookings in tests: a sample confirmation's text (domain/bookings/samples), and the GraphQL that previews,
// adds and reads a trip's bookings with every field.
import { readFileSync } from 'node:fs';

export const sampleConfirmation = (name: string) =>
  readFileSync(new URL(`../domain/bookings/samples/${name}.txt`, import.meta.url), 'utf8');

export const BOOKING_FIELDS = `kind day reference
  flight { carrier flightNumber from { airport terminal at zone } to { airport terminal at zone } }
  stay { name address checkIn checkOut checkInTime }
  activity { name date time meetingPoint }`;
export const PREVIEW_BOOKINGS = `mutation ($tripId: Int!, $text: String!) { previewBookings(tripId: $tripId, text: $text) {
  source recognized bookings { ${BOOKING_FIELDS} } } }`;
export const ADD_BOOKINGS = `mutation ($tripId: Int!, $text: String!) { addBookings(tripId: $tripId, text: $text) { id source ${BOOKING_FIELDS} } }`;
export const TRIP_BOOKINGS = `query ($id: Int!) { trip(id: $id) { bookings { id source ${BOOKING_FIELDS} } } }`;

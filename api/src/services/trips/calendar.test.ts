// A booked flight in a calendar: at its instants when both airports' zones are known, else at the
// local times the confirmation printed, both ends alike (never one end in UTC read as local).
import type { FlightBooking } from '@lakbay/validation/bookings';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../test/icalendar.js';
import { addBookings, calendarText, newCalendar } from './calendar.js';

const flight: FlightBooking = {
  kind: 'flight',
  carrier: 'Philippine Airlines',
  flightNumber: 'PR 428',
  from: { airport: 'MNL', at: '2026-12-01T08:05', zone: 'Asia/Manila' },
  to: { airport: 'NRT', at: '2026-12-01T13:30', zone: 'Asia/Tokyo' },
};

const eventOf = (booking: FlightBooking) => {
  const calendar = newCalendar('Test');
  addBookings(calendar, [{ id: 1, booking }], 'en');
  return parseCalendar(calendarText(calendar)).events[0]!;
};

describe('a booked flight in a calendar', () => {
  it('is at its instants when both zones are known', () => {
    expect(eventOf(flight)).toMatchObject({ start: '2026-12-01T00:05:00Z', end: '2026-12-01T04:30:00Z' });
  });

  it('keeps both ends at their local times when one airport is unknown', () => {
    const unknownArrival = { ...flight, to: { airport: 'XYZ', at: '2026-12-01T13:30', zone: null } };
    expect(eventOf(unknownArrival)).toMatchObject({ start: '2026-12-01T08:05:00', end: '2026-12-01T13:30:00' });
  });
});

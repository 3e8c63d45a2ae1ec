// Bookings as a trip holds them: each on the day of the trip it starts, read back from the
// stored JSON through the bookings schema (a row that no longer passes is left out, not shown
// broken). The trip-bookings service writes them; trips, calendars and GraphQL read them.
import { bookingDate, bookingSchema, type Booking } from '@lakbay/validation/bookings';
import { bookingDays, type BookingDay } from './booking-days.js';

/** A booking with the day of the trip it starts on (null without a start date, or outside the trip's days) and every day it touches. */
export interface DatedBooking {
  booking: Booking;
  day: number | null;
  days: BookingDay[];
}

/** A stored booking as the trip shows it; a row that no longer passes the schema is left out, not shown broken. */
export interface SavedBooking extends DatedBooking {
  id: number;
  source: string;
  createdAt: Date;
}

/** The trip's day `date` (YYYY-MM-DD) falls on, counting its start date as day 1. */
export function tripDayOf(date: string, trip: { startDate: Date | null; duration: number }): number | null {
  if (!trip.startDate) return null;
  const day = Math.round((Date.parse(`${date}T00:00:00Z`) - trip.startDate.getTime()) / 86_400_000) + 1;
  return day >= 1 && day <= trip.duration ? day : null;
}

/** A booking on the days of `trip` it starts on and touches. */
export const onTripDay = (booking: Booking, trip: { startDate: Date | null; duration: number }): DatedBooking => ({
  booking,
  day: tripDayOf(bookingDate(booking), trip),
  days: bookingDays(booking, trip),
});

/** The rows `savedBookings` reads, oldest first: a trip query's `bookings` selection. */
export const bookingRows = {
  orderBy: { id: 'asc' },
  select: { id: true, source: true, details: true, createdAt: true },
} as const;

/** The stored bookings of a trip, oldest first, as the trip shows them. */
export function savedBookings(
  rows: readonly { id: number; source: string; details: unknown; createdAt: Date }[],
  trip: { startDate: Date | null; duration: number },
): SavedBooking[] {
  return rows.flatMap((row) => {
    const checked = bookingSchema.safeParse(row.details);
    if (!checked.success) return [];
    return [{ id: row.id, source: row.source, createdAt: row.createdAt, ...onTripDay(checked.data, trip) }];
  });
}

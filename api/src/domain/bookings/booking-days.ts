// Which days of a trip a booking touches, and what it fixes on a day (issue 31, item 3): a flight
// on the day it leaves and the day it lands, a stay on every night and on its check-out, an
// activity on its date. The trip page, the printed trip and the offline copy show these on the
// days; "Change this day" plans around them.
import type { Booking } from '@lakbay/validation/bookings';
import { airport } from '../catalogue/airports.js';
import { minutesOfClock } from '../geo/zoned-time.js';

/** What a booking is on a day: a flight that leaves and lands that day, leaves, or lands; a stay's check-in, night or check-out; an activity. */
export type BookingDayRole = 'flight' | 'departs' | 'lands' | 'check_in' | 'night' | 'check_out' | 'activity';

export interface BookingDay {
  day: number;
  role: BookingDayRole;
}

interface TripDates {
  startDate: Date | null;
  duration: number;
}

/** The date (YYYY-MM-DD) of the trip's day `day`, counting its start date as day 1. */
const dateOfDay = (startDate: Date, day: number) =>
  new Date(startDate.getTime() + (day - 1) * 86_400_000).toISOString().slice(0, 10);

function roleOn(booking: Booking, date: string): BookingDayRole | null {
  switch (booking.kind) {
    case 'flight': {
      const leaves = booking.from.at.startsWith(date);
      const lands = booking.to.at.startsWith(date);
      return leaves && lands ? 'flight' : leaves ? 'departs' : lands ? 'lands' : null;
    }
    case 'stay':
      if (date === booking.checkIn) return 'check_in';
      if (date === booking.checkOut) return 'check_out';
      return date > booking.checkIn && date < booking.checkOut ? 'night' : null;
    case 'activity':
      return date === booking.date ? 'activity' : null;
  }
}

/** The days of the trip a booking touches, in order; none when the trip has no start date. */
export function bookingDays(booking: Booking, trip: TripDates): BookingDay[] {
  const { startDate } = trip;
  if (!startDate) return [];
  return Array.from({ length: trip.duration }, (_, index) => index + 1).flatMap((day) => {
    const role = roleOn(booking, dateOfDay(startDate, day));
    return role ? [{ day, role }] : [];
  });
}

/** What the traveler's bookings fix on one day, for a planner; times in minutes after midnight, local. */
export interface DayFixedPoints {
  /** Sightseeing starts no earlier: a landing plus the way into town. */
  from: number | null;
  /** Sightseeing ends no later: a flight out less the time to the airport and check-in. */
  until: number | null;
  /** Where the traveler sleeps that night. */
  stay: { name: string; address?: string } | null;
  /** Booked activities, with their start when the confirmation gives one. */
  activities: { name: string; time: number | null }[];
}

/** From landing to sightseeing: immigration, baggage and the way into town. */
export const AFTER_LANDING_MINUTES = 120;
/** From sightseeing to take-off: the way to the airport and check-in. */
export const BEFORE_DEPARTURE_MINUTES = 180;
/** The whole day: nothing fits at the destination. */
const WHOLE_DAY = 24 * 60;

/** Whether an airport is the traveler's home end: the trip's origin, or any Philippine airport on a trip abroad. */
function atHome(code: string, home: { originAirport: string; destinationCountry: string }) {
  if (code === home.originAirport) return true;
  return home.destinationCountry !== 'PH' && airport(code)?.country === 'PH';
}

/**
 * What the bookings on day `day` fix for its plan; null when none touches the day. A landing starts the
 * day's sightseeing; a later flight out ends it; a flight from home that lands another day leaves no time at
 * the destination; the stay of the night is where the day ends.
 */
export function fixedPointsOn(
  day: number,
  bookings: readonly { booking: Booking; days: readonly BookingDay[] }[],
  home: { originAirport: string; destinationCountry: string },
): DayFixedPoints | null {
  const today = bookings.flatMap(({ booking, days }) =>
    days.filter((entry) => entry.day === day).map(({ role }) => ({ booking, role })),
  );
  if (!today.length) return null;
  const fixed: DayFixedPoints = { from: null, until: null, stay: null, activities: [] };
  const later = (minutes: number) => (fixed.from = Math.max(fixed.from ?? 0, minutes));
  for (const { booking, role } of today) {
    if (booking.kind !== 'flight') continue;
    // Landing home from a flight of the day before, or leaving home for a landing the next day: the whole
    // day is spent travelling, none of it at the destination.
    if (role === 'lands' && atHome(booking.to.airport, home)) later(WHOLE_DAY);
    else if (role === 'departs' && atHome(booking.from.airport, home)) later(WHOLE_DAY);
    else if (role !== 'departs' && !atHome(booking.to.airport, home)) {
      later(minutesOfClock(booking.to.at.slice(11)) + AFTER_LANDING_MINUTES);
    }
  }
  for (const { booking, role } of today) {
    if (booking.kind !== 'flight' || role === 'lands') continue;
    if (atHome(booking.from.airport, home)) continue;
    const lastSight = minutesOfClock(booking.from.at.slice(11)) - BEFORE_DEPARTURE_MINUTES;
    // A flight that leaves before the day's landing is the one that brought the traveler here.
    if (lastSight > (fixed.from ?? 0)) fixed.until = Math.min(fixed.until ?? WHOLE_DAY, lastSight);
  }
  for (const { booking, role } of today) {
    if (booking.kind === 'stay' && (role === 'check_in' || role === 'night')) {
      fixed.stay = { name: booking.name, ...(booking.address ? { address: booking.address } : {}) };
    }
    if (booking.kind === 'activity') {
      fixed.activities.push({ name: booking.name, time: booking.time ? minutesOfClock(booking.time) : null });
    }
  }
  return fixed;
}

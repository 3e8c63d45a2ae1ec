// Trips as iCalendar (RFC 5545), written by ical-generator: one all-day event per
// itinerary day, counted from the trip's start date, with the day's stops and their
// local times in its description; and the trip's bookings: flights at their times in
// their airports' zones, stays across their nights, activities on their day. The trip
// page's one-off export holds one trip; a calendar feed (services/calendar-feeds) holds
// all of a user's dated trips.
import ical, { ICalCalendarMethod, ICalEventTransparency, type ICalCalendar } from 'ical-generator';
import type { Booking } from '@lakbay/validation/bookings';
import type { Day, Itinerary } from '@lakbay/validation/itinerary';
import { floatingTime, zonedInstant } from '../../domain/geo/zoned-time.js';
import { t, type Locale } from '../../lib/i18n.js';

const DAY_MS = 86_400_000;

/** What a trip's days need: the event ids and dates come from these. */
export interface DatedTrip {
  id: number;
  startDate: Date;
  updatedAt: Date;
}

/** `HH:MM  line` for each stop, in the day's order, then any activity no stop stands for, then the stay. */
function dayDescription(day: Day, locale: Locale): string {
  const stops = day.stops ?? [];
  const stopLines = new Set(stops.map((stop) => stop.line));
  const lines = [
    ...stops.map((stop) => `${stop.start}  ${stop.line}`),
    ...day.activities.filter((activity) => !stopLines.has(activity)).map((activity) => `- ${activity}`),
  ];
  if (stops.length) lines.unshift(t(locale, 'trips:calendar.localTimes'));
  if (day.accommodation) lines.push(t(locale, 'trips:calendar.stay', { place: day.accommodation }));
  return lines.join('\n');
}

/** Adds one all-day event per day of `itinerary` to `calendar`. */
export function addTripDays(calendar: ICalCalendar, trip: DatedTrip, itinerary: Itinerary, locale: Locale): void {
  for (const day of itinerary.days) {
    const start = new Date(trip.startDate.getTime() + (day.day - 1) * DAY_MS);
    calendar.createEvent({
      // Stable per trip and day: a re-import or the next poll of a feed updates the event instead of adding a copy.
      id: `trip-${trip.id}-day-${day.day}@lakbay`,
      stamp: trip.updatedAt,
      start,
      end: new Date(start.getTime() + DAY_MS),
      allDay: true,
      summary: t(locale, 'trips:calendar.daySummary', {
        day: day.day,
        title: day.title,
        destination: itinerary.destination,
      }),
      description: dayDescription(day, locale),
      // A day of a trip is not a meeting: it does not mark the traveler busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
}

/** Adds the trip's bookings to `calendar`: each its own event, with an id that follows it across polls. */
export function addBookings(
  calendar: ICalCalendar,
  bookings: readonly { id: number; booking: Booking }[],
  locale: Locale,
): void {
  for (const { id, booking } of bookings) {
    const common = { id: `booking-${id}@lakbay`, ...(booking.reference ? { description: booking.reference } : {}) };
    if (booking.kind === 'flight') {
      // Both ends in their zones, or both floating: a flight with an unknown airport is shown at its local times.
      const { from, to } = booking;
      const zones = from.zone && to.zone ? { from: from.zone, to: to.zone } : null;
      calendar.createEvent({
        ...common,
        start: zones ? zonedInstant(from.at, zones.from) : floatingTime(from.at),
        end: zones ? zonedInstant(to.at, zones.to) : floatingTime(to.at),
        floating: !zones,
        summary: t(locale, 'trips:calendar.flight', {
          flight: booking.flightNumber,
          from: booking.from.airport,
          to: booking.to.airport,
        }),
        location: [booking.from.airport, booking.from.terminal && `T${booking.from.terminal}`]
          .filter(Boolean)
          .join(' '),
      });
    } else if (booking.kind === 'stay') {
      calendar.createEvent({
        ...common,
        start: new Date(`${booking.checkIn}T00:00:00Z`),
        end: new Date(`${booking.checkOut}T00:00:00Z`),
        allDay: true,
        summary: t(locale, 'trips:calendar.stay', { place: booking.name }),
        transparency: ICalEventTransparency.TRANSPARENT,
        ...(booking.address ? { location: booking.address } : {}),
      });
    } else {
      const start = booking.time
        ? floatingTime(`${booking.date}T${booking.time}`)
        : new Date(`${booking.date}T00:00:00Z`);
      calendar.createEvent({
        ...common,
        start,
        ...(booking.time ? { floating: true } : { allDay: true }),
        summary: booking.name,
        ...(booking.meetingPoint ? { location: booking.meetingPoint } : {}),
      });
    }
  }
}

/** An empty calendar named `name`. */
export function newCalendar(name: string): ICalCalendar {
  return ical({ name, prodId: { company: 'Lakbay', product: 'Trip Planner', language: 'EN' } });
}

/** The calendar's text. RFC 5545 ends every content line, the last too, in CRLF; ical-generator leaves the last bare. */
export const calendarText = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

/** One trip's saved itinerary as an `.ics` file to import. */
export function tripCalendar(
  trip: DatedTrip,
  itinerary: Itinerary,
  bookings: readonly { id: number; booking: Booking }[],
  locale: Locale,
): string {
  const calendar = newCalendar(itinerary.destination);
  calendar.method(ICalCalendarMethod.PUBLISH);
  addTripDays(calendar, trip, itinerary, locale);
  addBookings(calendar, bookings, locale);
  return calendarText(calendar);
}

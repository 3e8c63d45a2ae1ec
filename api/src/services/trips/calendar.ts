// Trips as iCalendar (RFC 5545), written by ical-generator: one all-day event per
// itinerary day, counted from the trip's start date, with the day's stops and their
// local times in its description. The trip page's one-off export holds one trip;
// a calendar feed (services/calendar-feeds) holds all of a user's dated trips.
import ical, { ICalCalendarMethod, ICalEventTransparency, type ICalCalendar } from 'ical-generator';
import type { Day, Itinerary } from '@lakbay/validation/itinerary';
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

/** An empty calendar named `name`. */
export function newCalendar(name: string): ICalCalendar {
  return ical({ name, prodId: { company: 'Lakbay', product: 'Trip Planner', language: 'EN' } });
}

/** The calendar's text. RFC 5545 ends every content line, the last too, in CRLF; ical-generator leaves the last bare. */
export const calendarText = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

/** One trip's saved itinerary as an `.ics` file to import. */
export function tripCalendar(trip: DatedTrip, itinerary: Itinerary, locale: Locale): string {
  const calendar = newCalendar(itinerary.destination);
  calendar.method(ICalCalendarMethod.PUBLISH);
  addTripDays(calendar, trip, itinerary, locale);
  return calendarText(calendar);
}

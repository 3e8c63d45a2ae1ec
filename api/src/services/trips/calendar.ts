// A trip's saved itinerary as an iCalendar file (RFC 5545): one all-day event
// per itinerary day, counted from the trip's start date, so calendar apps
// (Google, Apple, Outlook) can import it.
import type { Itinerary } from '@lakbay/validation/itinerary';

const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (UTF-8), never inside a character: each
 * continuation line starts with one space, which counts towards its 75.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `20261201` for an all-day DATE value, `days` after `start` (a midnight-UTC date). */
function dateValue(start: Date, days: number): string {
  const date = new Date(start.getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** `20261122T202304Z` for a UTC DATE-TIME value. */
const dateTimeValue = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function tripCalendar(trip: { id: number; startDate: Date; updatedAt: Date }, itinerary: Itinerary): string {
  const events = itinerary.days.flatMap((day) => [
    'BEGIN:VEVENT',
    // Stable per trip and day, so importing the file again updates the events instead of adding copies.
    `UID:trip-${trip.id}-day-${day.day}@lakbay`,
    `DTSTAMP:${dateTimeValue(trip.updatedAt)}`,
    `DTSTART;VALUE=DATE:${dateValue(trip.startDate, day.day - 1)}`,
    `DTEND;VALUE=DATE:${dateValue(trip.startDate, day.day)}`,
    `SUMMARY:${escapeText(`Day ${day.day}: ${day.title} — ${itinerary.destination}`)}`,
    `DESCRIPTION:${escapeText(day.activities.map((activity) => `- ${activity}`).join('\n'))}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lakbay//Trip Planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

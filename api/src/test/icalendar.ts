// Reads an iCalendar text the way a calendar app would, with ical.js (an RFC 5545 parser),
// after checking what the parser forgives: CRLF line ends, lines of at most 75 octets, the
// calendar's required properties, and one UID and DTSTAMP on every event.
import ICAL from 'ical.js';
import { expect } from 'vitest';

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  /** YYYY-MM-DD for an all-day event. */
  start: string;
  end: string;
  allDay: boolean;
  transparent: boolean;
}

export interface ParsedCalendar {
  name: string | null;
  events: ParsedEvent[];
}

export function parseCalendar(text: string): ParsedCalendar {
  expect(text.endsWith('\r\n'), 'ends in CRLF').toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.filter((line) => line.includes('\n') || line.includes('\r'))).toEqual([]);
  expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);

  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    expect(component.getFirstPropertyValue('dtstamp'), 'DTSTAMP').toBeTruthy();
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      transparent: component.getFirstPropertyValue('transp') === 'TRANSPARENT',
    };
  });
  expect(new Set(events.map((event) => event.uid)).size, 'UIDs are unique').toBe(events.length);
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, events };
}

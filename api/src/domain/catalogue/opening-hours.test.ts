// Open or closed at fixed instants, read in the place's own time zone: regular
// days, a closed day, a span past midnight (also from the day before), open
// around the clock, unknown hours, and a daylight-saving zone.
import { describe, expect, it } from 'vitest';
import { hoursToday, isOpenAt, localTime, WEEKDAYS, type OpeningHours } from './opening-hours.js';

const weekly = (
  spans: Partial<Record<(typeof WEEKDAYS)[number], string[]>>,
  fallback: string[] = [],
): OpeningHours => ({
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, spans[day] ?? fallback])) as Record<
    (typeof WEEKDAYS)[number],
    string[]
  >,
});

// Tokyo is UTC+9 all year: 2026-11-23 is a Monday.
const tokyo = (local: string) => new Date(`${local}+09:00`);
const museum = weekly({ mon: [] }, ['09:30-17:00']);
const gardens = weekly({}, ['05:00-02:00']);

describe('opening hours', () => {
  it('reads the weekday and time on the wall clock of the zone, not the server', () => {
    // 20:00 UTC on Sunday is already Monday 05:00 in Tokyo and still Sunday 21:00 in London.
    const instant = new Date('2026-11-22T20:00:00Z');
    expect(localTime(instant, 'Asia/Tokyo')).toEqual({ day: 'mon', minutes: 5 * 60 });
    expect(localTime(instant, 'Europe/London')).toEqual({ day: 'sun', minutes: 20 * 60 });
    expect(localTime(instant, 'America/New_York')).toEqual({ day: 'sun', minutes: 15 * 60 });
  });

  it('is open inside a span and closed at its end, before it and on a closed day', () => {
    expect(isOpenAt(museum, 'Asia/Tokyo', tokyo('2026-11-24T09:30:00'))).toBe(true);
    expect(isOpenAt(museum, 'Asia/Tokyo', tokyo('2026-11-24T16:59:00'))).toBe(true);
    expect(isOpenAt(museum, 'Asia/Tokyo', tokyo('2026-11-24T17:00:00'))).toBe(false);
    expect(isOpenAt(museum, 'Asia/Tokyo', tokyo('2026-11-24T09:29:00'))).toBe(false);
    expect(isOpenAt(museum, 'Asia/Tokyo', tokyo('2026-11-23T12:00:00'))).toBe(false);
    expect(hoursToday(museum, 'Asia/Tokyo', tokyo('2026-11-23T12:00:00'))).toBe('Closed today');
    expect(hoursToday(museum, 'Asia/Tokyo', tokyo('2026-11-24T12:00:00'))).toBe('09:30–17:00');
  });

  it('follows a span past midnight into the next morning, including across the week boundary', () => {
    expect(isOpenAt(gardens, 'Asia/Tokyo', tokyo('2026-11-24T23:30:00'))).toBe(true);
    expect(isOpenAt(gardens, 'Asia/Tokyo', tokyo('2026-11-25T01:59:00'))).toBe(true);
    expect(isOpenAt(gardens, 'Asia/Tokyo', tokyo('2026-11-25T02:00:00'))).toBe(false);
    expect(isOpenAt(gardens, 'Asia/Tokyo', tokyo('2026-11-25T04:59:00'))).toBe(false);
    expect(isOpenAt(gardens, 'Asia/Tokyo', tokyo('2026-11-25T05:00:00'))).toBe(true);
    // Sunday night's span still runs at 01:00 on Monday; with Sunday closed it does not.
    const weekendNights = weekly({ sun: ['20:00-02:00'] });
    expect(isOpenAt(weekendNights, 'Asia/Tokyo', tokyo('2026-11-23T01:00:00'))).toBe(true);
    expect(isOpenAt(weekly({ sat: ['20:00-02:00'] }), 'Asia/Tokyo', tokyo('2026-11-23T01:00:00'))).toBe(false);
  });

  it('treats 24:00 as the end of the day and "always" as open around the clock', () => {
    const untilMidnight = weekly({}, ['05:00-24:00']);
    expect(isOpenAt(untilMidnight, 'Europe/London', new Date('2026-11-24T23:59:00Z'))).toBe(true);
    expect(isOpenAt(untilMidnight, 'Europe/London', new Date('2026-11-25T00:00:00Z'))).toBe(false);
    expect(isOpenAt({ always: true }, 'Asia/Tokyo', new Date('2026-11-24T03:00:00Z'))).toBe(true);
    expect(hoursToday({ always: true }, 'Asia/Tokyo', new Date())).toBe('Open 24 hours');
  });

  it('answers null, not a guess, when the hours are unknown', () => {
    expect(isOpenAt(null, 'Asia/Tokyo', new Date())).toBeNull();
    expect(hoursToday(null, 'Asia/Tokyo', new Date())).toBeNull();
  });

  it('moves with daylight saving time in the place zone', () => {
    const park = weekly({}, ['06:00-01:00']);
    // 10:30 UTC is 06:30 in New York in summer (UTC-4) but 05:30 in winter (UTC-5).
    expect(isOpenAt(park, 'America/New_York', new Date('2026-07-15T10:30:00Z'))).toBe(true);
    expect(isOpenAt(park, 'America/New_York', new Date('2026-12-15T10:30:00Z'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { floatingTime, wallClockParts, zonedInstant } from './zoned-time.js';

describe('local times in a zone', () => {
  it('turns a wall-clock time into its instant, through daylight saving too', () => {
    expect(zonedInstant('2026-12-01T08:05', 'Asia/Manila').toISOString()).toBe('2026-12-01T00:05:00.000Z');
    // Los Angeles in summer (UTC-7) and in winter (UTC-8); Sydney in its summer (UTC+11).
    expect(zonedInstant('2027-07-01T12:00', 'America/Los_Angeles').toISOString()).toBe('2027-07-01T19:00:00.000Z');
    expect(zonedInstant('2027-01-01T12:00', 'America/Los_Angeles').toISOString()).toBe('2027-01-01T20:00:00.000Z');
    expect(zonedInstant('2027-01-15T12:00', 'Australia/Sydney').toISOString()).toBe('2027-01-15T01:00:00.000Z');
    // The hour after London's clocks go forward on 2027-03-28 (01:00 → 02:00): 03:30 is BST.
    expect(zonedInstant('2027-03-28T03:30', 'Europe/London').toISOString()).toBe('2027-03-28T02:30:00.000Z');
  });

  it('reads the wall clock of a zone at an instant, and keeps a floating time as written', () => {
    expect(wallClockParts(new Date('2026-12-31T16:30:00Z'), 'Asia/Manila')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
    });
    expect(floatingTime('2026-12-03T09:00').toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });
});

// api/data/philippine-holidays.json against its schema and the calendar: every
// weekday the file states is the real one, every year cites its sources, and
// 2026 is exactly what Proclamation No. 1006 (s. 2025) declares plus the two
// Eid days declared on their own.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkHolidayFile, holidayData, holidayFileSchema, loadHolidayData, WEEKDAYS } from './holiday-data.js';

const raw = () => JSON.parse(readFileSync(new URL('../../../data/philippine-holidays.json', import.meta.url), 'utf8'));
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

describe('Philippine holiday data', () => {
  const file = holidayFileSchema.parse(raw());

  it('states the real weekday of every date', () => {
    for (const entry of Object.values(file.years)) {
      for (const day of entry.days) expect(day.weekday, `${day.date} ${day.name}`).toBe(weekdayOf(day.date));
    }
  });

  it('cites listed, dated sources for every year and passes its own checks', () => {
    expect(checkHolidayFile(file)).toEqual([]);
    for (const [year, entry] of Object.entries(file.years)) {
      expect(entry.sources.length, year).toBeGreaterThan(0);
      expect(entry.signed < `${year}-01-01`, `${year} is proclaimed before it starts`).toBe(true);
    }
    for (const source of file.sources) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('holds 2026 as Proclamation No. 1006 (s. 2025) declares it, with the Eid days declared separately', () => {
    const year = loadHolidayData().year(2026)!;
    expect(year.proclamation).toBe('Proclamation No. 1006, s. 2025');
    expect(year.signed).toBe('2025-09-03');
    expect(year.sources.map((source) => source.url)).toContain(
      'https://pco.gov.ph/issuances/proclamation-no-1006-declaring-the-regular-holidays-and-special-non-working-days-for-the-year-2026/',
    );
    const byType = (type: string) =>
      year.days.filter((day) => day.type === type).map((day) => `${day.date.slice(5)} ${day.weekday.slice(0, 3)}`);
    expect(byType('regular')).toEqual([
      '01-01 Thu',
      '03-20 Fri',
      '04-02 Thu',
      '04-03 Fri',
      '04-09 Thu',
      '05-01 Fri',
      '05-27 Wed',
      '06-12 Fri',
      '08-31 Mon',
      '11-30 Mon',
      '12-25 Fri',
      '12-30 Wed',
    ]);
    expect(byType('special-non-working')).toEqual([
      '02-17 Tue',
      '04-04 Sat',
      '08-21 Fri',
      '11-01 Sun',
      '11-02 Mon',
      '12-08 Tue',
      '12-24 Thu',
      '12-31 Thu',
    ]);
    // The EDSA anniversary is commemorated but stays a working day.
    expect(byType('special-working')).toEqual(['02-25 Wed']);
    // Only the Eid days name their own declaration; Eid'l Fitr's proclamation number was not found.
    const declared = year.days.filter((day) => day.declaredBy).map((day) => [day.key, day.declaredBy]);
    expect(declared).toEqual([
      ['eid-l-fitr', expect.stringContaining('Palace declaration announced on 2026-03-12')],
      ['eid-l-adha', expect.stringContaining('Proclamation No. 1264')],
    ]);
  });

  it('has no year whose proclamation we have not found', () => {
    // Checked 2026-11-22 and again 2026-11-26: no 2027 proclamation; estimates from the law's rules are never filled in.
    expect(loadHolidayData().year(2027)).toBeNull();
    expect(loadHolidayData().year(2025)).toBeNull();
  });

  it('refuses a file citing an unknown source, a date outside its year or a date twice', () => {
    const broken = raw();
    broken.years['2026'].sources.push('NOPE');
    broken.years['2026'].days.push({ ...broken.years['2026'].days[0], date: '2025-12-31', weekday: 'Wednesday' });
    broken.years['2026'].days.push(broken.years['2026'].days[1]);
    expect(() => holidayData(broken)).toThrow(
      /2026: unknown source NOPE; 2026: 2025-12-31 is not in 2026; 2026: 2026-02-17 is listed twice/,
    );
  });

  it('refuses a separately declared day without its sources, or with sources the year does not show', () => {
    const unsourced = raw();
    delete unsourced.years['2026'].days.find((day: { key: string }) => day.key === 'eid-l-adha').sources;
    expect(() => holidayData(unsourced)).toThrow(/2026: 2026-05-27 needs both declaredBy and sources, or neither/);
    const hidden = raw();
    hidden.years['2026'].sources = hidden.years['2026'].sources.filter((id: string) => id !== 'MB-EIDADHA-2026');
    expect(() => holidayData(hidden)).toThrow(
      /2026: 2026-05-27 cites MB-EIDADHA-2026, which the year's sources do not list/,
    );
  });
});

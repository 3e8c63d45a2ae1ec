// The travel calendar: which year a month falls in, long weekends from weekends
// plus days off, and the service's answer with and without a year's data.
import { english } from '../../lib/messages.js';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { loadCountry } from '../../domain/catalogue/destination-data.js';
import { tripRequestMessages } from '../../domain/itinerary/trip-request.js';
import { calendarMessages, createCalendarService, daysOff, longWeekends, travelYear } from './calendar.js';
import { holidayData, loadHolidayData, type Holiday } from './holiday-data.js';

const day = (date: string, type: Holiday['type'] = 'regular'): Holiday => ({
  date,
  weekday: 'Monday', // not read by the computation
  key: `h-${date}`,
  name: `Holiday ${date}`,
  type,
});
const spans = (year: number, month: number, holidays: Holiday[]) =>
  longWeekends(year, month, daysOff(holidays)).map((run) => `${run.start}..${run.end}:${run.days}`);

describe('travelYear', () => {
  const today = new Date('2026-11-22T00:00:00Z');

  it('is this year for the current and later months, next year for earlier ones', () => {
    expect(travelYear(11, today)).toBe(2026);
    expect(travelYear(12, today)).toBe(2026);
    expect(travelYear(1, today)).toBe(2027);
    expect(travelYear(10, today)).toBe(2027);
  });

  it('turns over at the new year', () => {
    expect(travelYear(12, new Date('2026-12-31T00:00:00Z'))).toBe(2026);
    expect(travelYear(12, new Date('2027-01-01T00:00:00Z'))).toBe(2027);
    expect(travelYear(1, new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});

describe('longWeekends', () => {
  it('joins Holy Week to its weekend: Thu 2 Apr – Sun 5 Apr 2026 is 4 days', () => {
    const holy = [day('2026-04-02'), day('2026-04-03'), day('2026-04-04', 'special-non-working'), day('2026-04-09')];
    expect(spans(2026, 4, holy)).toEqual(['2026-04-02..2026-04-05:4']);
    expect(longWeekends(2026, 4, daysOff(holy))[0]!.holidays.map((h) => h.date)).toEqual([
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
  });

  it('counts a Friday or Monday holiday, not a midweek one', () => {
    expect(spans(2026, 5, [day('2026-05-01')])).toEqual(['2026-05-01..2026-05-03:3']);
    expect(spans(2026, 8, [day('2026-08-31')])).toEqual(['2026-08-29..2026-08-31:3']);
    expect(spans(2026, 2, [day('2026-02-17')])).toEqual([]);
    // A Thursday holiday with a working Friday is no long weekend.
    expect(spans(2026, 4, [day('2026-04-09')])).toEqual([]);
  });

  it('ignores special working days', () => {
    expect(spans(2026, 6, [day('2026-06-12', 'special-working')])).toEqual([]);
  });

  it('keeps a run that crosses into the next month, and stops at working days', () => {
    // Sun 1 Nov and Mon 2 Nov 2026 make Sat 31 Oct – Mon 2 Nov.
    const souls = [day('2026-11-01', 'special-non-working'), day('2026-11-02', 'special-non-working')];
    expect(spans(2026, 11, souls)).toEqual(['2026-10-31..2026-11-02:3']);
    expect(spans(2026, 10, souls)).toEqual(['2026-10-31..2026-11-02:3']);
  });

  it('runs across the new year when both years are known', () => {
    const newYear = [day('2026-12-31', 'special-non-working'), day('2027-01-01')];
    expect(spans(2026, 12, newYear)).toEqual(['2026-12-31..2027-01-03:4']);
    expect(spans(2027, 1, newYear)).toEqual(['2026-12-31..2027-01-03:4']);
  });
});

describe('travelCalendar', () => {
  const service = createCalendarService({ now: () => new Date('2026-11-22T04:00:00Z') });

  it('gives April holidays and long weekends for the year asked, and the destination season', () => {
    const april = service.travelCalendar({ country: 'jp', month: 4, year: 2026 });
    expect(april).toMatchObject({ countryCode: 'JP', country: 'Japan', month: 4, year: 2026, holidaysDeclared: true });
    expect(april.holidays.map((h) => `${h.date} ${h.name}`)).toEqual([
      '2026-04-02 Maundy Thursday',
      '2026-04-03 Good Friday',
      '2026-04-04 Black Saturday',
      '2026-04-09 Araw ng Kagitingan',
    ]);
    expect(april.longWeekends.map((run) => [run.start, run.end, run.days])).toEqual([['2026-04-02', '2026-04-05', 4]]);
    expect(april.proclamation).toMatchObject({ name: 'Proclamation No. 1006, s. 2025', signed: '2025-09-03' });
    const curated = loadCountry('JP').months['4']!;
    expect(april.destination).toMatchObject({ season: curated.season, weather: curated.weather, notes: curated.notes });
    expect(april.destination.events.map((event) => event.name)).toContain('Golden Week');
    expect(april.destination.sources.map((source) => source.id)).toEqual(curated.sources);
  });

  it("cites a festival's own sources beside the season's", () => {
    const august = service.travelCalendar({ country: 'PH', month: 8, year: 2026 });
    const curated = loadCountry('PH').months['8']!;
    const kadayawan = curated.events.find((event) => event.name === 'Kadayawan Festival')!;
    expect(kadayawan.sources.length).toBeGreaterThan(0);
    expect(curated.sources).not.toContain(kadayawan.sources[0]);
    expect(august.destination.sources.map((source) => source.id)).toEqual([...curated.sources, ...kadayawan.sources]);
  });

  it('lists a special working day without making it a long weekend', () => {
    const february = service.travelCalendar({ country: 'KR', month: 2, year: 2026 });
    expect(february.holidays.map((h) => [h.date, h.type])).toEqual([
      ['2026-02-17', 'special-non-working'],
      ['2026-02-25', 'special-working'],
    ]);
    expect(february.longWeekends).toEqual([]);
  });

  it('picks the next occurrence of the month in Manila, and says when that year is not declared', () => {
    const december = service.travelCalendar({ country: 'JP', month: 12 });
    expect(december.year).toBe(2026);
    expect(december.longWeekends.map((run) => `${run.start}..${run.end}`)).toEqual(['2026-12-24..2026-12-27']);

    const nextApril = service.travelCalendar({ country: 'JP', month: 4 });
    expect(nextApril).toMatchObject({
      year: 2027,
      holidaysDeclared: false,
      holidays: [],
      longWeekends: [],
      proclamation: null,
    });
    expect(nextApril.destination.season).toBe(loadCountry('JP').months['4']!.season);

    // 23:30 on 30 Nov in UTC is already 1 December in Manila.
    const late = createCalendarService({ now: () => new Date('2026-11-30T23:30:00Z') });
    expect(late.travelCalendar({ country: 'JP', month: 11 }).year).toBe(2027);
  });

  it('uses whatever years its data holds', () => {
    const data = holidayData({
      sources: [{ id: 'T', title: 'Test proclamation', url: 'https://example.org/', date: '2026-09-01' }],
      years: {
        '2027': {
          status: 'sourced',
          proclamation: 'Test',
          signed: '2026-09-01',
          sources: ['T'],
          days: [{ ...day('2027-04-09'), weekday: 'Friday' }],
        },
      },
      lastChecked: '2026-11-22',
    });
    const withData = createCalendarService({ now: () => new Date('2026-11-22T04:00:00Z'), holidays: data });
    const april = withData.travelCalendar({ country: 'TH', month: 4 });
    expect(april).toMatchObject({ year: 2027, holidaysDeclared: true, holidaysLastChecked: '2026-11-22' });
    expect(april.longWeekends.map((run) => `${run.start}..${run.end}`)).toEqual(['2027-04-09..2027-04-11']);
    expect(loadHolidayData().year(2027)).toBeNull();
  });

  it("refuses a bad country, month or year with the spec's messages", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ country: '', month: 4 }, english(tripRequestMessages.country)],
      [{ country: 'XX', month: 4 }, english(tripRequestMessages.countryUnknown)],
      [{ country: 'JP', month: 13 }, english(tripRequestMessages.month)],
      [{ country: 'JP', month: 0 }, english(tripRequestMessages.month)],
      [{ country: 'JP', month: 4, year: 1999 }, english(calendarMessages.year)],
    ];
    for (const [input, message] of cases) {
      let error: unknown;
      try {
        service.travelCalendar(input as never);
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(input)).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('BAD_USER_INPUT');
      expect((error as AppError).message).toBe(message);
    }
  });
});

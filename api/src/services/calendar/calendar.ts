// The travel calendar (issue #9): for a destination and a month, the
// Philippine holidays and long weekends of that month (when Filipinos can
// travel with fewer leave days, and when fares rise) and the destination's
// season, weather and festivals from its curated data. GraphQL
// (graphql/types/calendar.ts) is a thin adapter over `travelCalendar`.
import { choice } from '@lakbay/validation/trip-request';
import { z } from 'zod';
import { parseInput } from '../../lib/validation.js';
import {
  loadCountry,
  monthSourceIds,
  TRIP_COUNTRIES,
  type CountryData,
  type TripCountry,
} from '../../domain/catalogue/destination-data.js';
import { tripRequestMessages as m } from '../../domain/itinerary/trip-request.js';
import { manilaToday } from '../deals/deals.js';
import { loadHolidayData, type Holiday, type HolidayData, type HolidaySource } from './holiday-data.js';

export const calendarMessages = {
  year: 'generation:validation.travelYear',
} as const;

const inputSchema = z.object({
  country: choice(TRIP_COUNTRIES as unknown as [TripCountry], m.country, m.countryUnknown),
  month: z.number({ error: m.month }).int(m.month).min(1, m.month).max(12, m.month),
  year: z
    .number({ error: calendarMessages.year })
    .int(calendarMessages.year)
    .min(2000, calendarMessages.year)
    .max(2100, calendarMessages.year)
    .nullish(),
});

export type TravelCalendarInput = z.input<typeof inputSchema>;

/** Days off in a row, weekend included, with at least one holiday. */
export interface LongWeekend {
  /** First and last day off, YYYY-MM-DD. */
  start: string;
  end: string;
  days: number;
  /** The non-working holidays inside it. */
  holidays: Holiday[];
}

export interface DestinationMonth {
  season: string;
  weather: string;
  notes: string[];
  events: CountryData['months'][string]['events'];
  sources: HolidaySource[];
}

export interface TravelCalendar {
  countryCode: TripCountry;
  country: string;
  month: number;
  year: number;
  /** False when the year's proclamation is not in our data: holidays and long weekends are then unknown, not absent. */
  holidaysDeclared: boolean;
  holidays: Holiday[];
  longWeekends: LongWeekend[];
  proclamation: { name: string; signed: string; sources: HolidaySource[] } | null;
  holidaysLastChecked: string;
  destination: DestinationMonth;
  destinationLastChecked: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The year a trip in `month` happens when planned on `today` (a Manila date):
 * the next time that month comes round, this year while it is still that month.
 */
export function travelYear(month: number, today: Date): number {
  const year = today.getUTCFullYear();
  return month >= today.getUTCMonth() + 1 ? year : year + 1;
}

/** Holidays that are days off (regular and special non-working), by date. */
export function daysOff(holidays: Holiday[]): Map<string, Holiday> {
  return new Map(holidays.filter((day) => day.type !== 'special-working').map((day) => [day.date, day]));
}

/**
 * Every run of three or more days off in a row (Saturdays, Sundays and
 * `off` holidays) that holds a holiday and touches the month. A run may start
 * or end in the next or previous month (e.g. Sat 31 Oct – Mon 2 Nov).
 */
export function longWeekends(year: number, month: number, off: Map<string, Holiday>): LongWeekend[] {
  const isOff = (time: number) => {
    const weekday = new Date(time).getUTCDay();
    return weekday === 0 || weekday === 6 || off.has(isoDay(time));
  };
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const runs: LongWeekend[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    if (!isOff(time)) continue;
    let start = time;
    while (isOff(start - DAY_MS)) start -= DAY_MS;
    let end = time;
    while (isOff(end + DAY_MS)) end += DAY_MS;
    const days = Math.round((end - start) / DAY_MS) + 1;
    const holidays: Holiday[] = [];
    for (let day = start; day <= end; day += DAY_MS) {
      const holiday = off.get(isoDay(day));
      if (holiday) holidays.push(holiday);
    }
    if (days >= 3 && holidays.length) runs.push({ start: isoDay(start), end: isoDay(end), days, holidays });
    time = end;
  }
  return runs;
}

export function createCalendarService(
  deps: {
    /** Tests pin the clock (which year a month falls in); the default is the real one. */
    now?: () => Date;
    /** Tests pass their own holidays; the default is api/data/philippine-holidays.json. */
    holidays?: HolidayData;
  } = {},
) {
  const now = deps.now ?? (() => new Date());
  const holidays = deps.holidays ?? loadHolidayData();

  return {
    travelCalendar(input: TravelCalendarInput): TravelCalendar {
      const { country: code, month, year: asked } = parseInput(inputSchema, input);
      const year = asked ?? travelYear(month, manilaToday(now()));
      const declared = holidays.year(year);
      // Long weekends can run across New Year: the neighbouring years count where we have them.
      const off = daysOff([year - 1, year, year + 1].flatMap((candidate) => holidays.year(candidate)?.days ?? []));
      const prefix = `${year}-${String(month).padStart(2, '0')}-`;

      const country = loadCountry(code);
      const season = country.months[String(month)]!;
      const sources = new Map(country.sources.map((source) => [source.id, source]));
      return {
        countryCode: code,
        country: country.name,
        month,
        year,
        holidaysDeclared: declared !== null,
        holidays: declared?.days.filter((day) => day.date.startsWith(prefix)) ?? [],
        longWeekends: declared ? longWeekends(year, month, off) : [],
        proclamation: declared
          ? { name: declared.proclamation, signed: declared.signed, sources: declared.sources }
          : null,
        holidaysLastChecked: holidays.lastChecked,
        destination: {
          season: season.season,
          weather: season.weather,
          notes: season.notes,
          events: season.events,
          sources: monthSourceIds(season).map((id) => sources.get(id)!),
        },
        destinationLastChecked: country.lastChecked,
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

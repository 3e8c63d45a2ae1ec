// Philippine nationwide holidays from api/data/philippine-holidays.json, one
// year per presidential proclamation. A year is in the file only once its
// proclamation was found: the calendar says so instead of guessing dates from
// the law's rules. Loaded and validated once per process.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { sourceSchema } from '../../domain/catalogue/destination-data.js';

export const HOLIDAY_TYPES = ['regular', 'special-non-working', 'special-working'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const holidaySchema = z.object({
  date: isoDate,
  /** As the source lists it; a unit test checks it against the calendar. */
  weekday: z.enum(WEEKDAYS),
  /** Stable id, e.g. `good-friday`: the web app translates the name by it. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  type: z.enum(HOLIDAY_TYPES),
  /** A day declared apart from the yearly proclamation (Eid'l Fitr, Eid'l Adha): by what, and where that is reported. */
  declaredBy: text.optional(),
  sources: z.array(text).min(1).optional(),
});

const yearSchema = z.object({
  status: z.enum(['sourced', 'partial']),
  proclamation: text,
  signed: isoDate,
  sources: z.array(text).min(1),
  days: z.array(holidaySchema).min(1),
  notIncluded: text.optional(),
});

export const holidayFileSchema = z.object({
  sources: z.array(sourceSchema).min(1),
  years: z.record(z.string().regex(/^\d{4}$/), yearSchema),
  lastChecked: isoDate,
});

export type Holiday = z.infer<typeof holidaySchema>;
export type HolidayFile = z.infer<typeof holidayFileSchema>;
export type HolidaySource = HolidayFile['sources'][number];

/** One declared year, with its sources resolved. */
export interface HolidayYear {
  year: number;
  proclamation: string;
  signed: string;
  status: 'sourced' | 'partial';
  days: Holiday[];
  sources: HolidaySource[];
}

export interface HolidayData {
  /** Null when no proclamation for the year is in our data. */
  year(year: number): HolidayYear | null;
  lastChecked: string;
}

/**
 * Every problem a reviewer should fix: unknown source ids, dates outside their year, duplicates, a day declared
 * on its own without its sources (or with sources the year does not list, so the calendar would not show them).
 */
export function checkHolidayFile(file: HolidayFile): string[] {
  const known = new Set(file.sources.map((source) => source.id));
  return Object.entries(file.years).flatMap(([year, entry]) => [
    ...entry.sources.filter((id) => !known.has(id)).map((id) => `${year}: unknown source ${id}`),
    ...entry.days
      .filter((day) => (day.declaredBy === undefined) !== (day.sources === undefined))
      .map((day) => `${year}: ${day.date} needs both declaredBy and sources, or neither`),
    ...entry.days.flatMap((day) =>
      (day.sources ?? [])
        .filter((id) => !entry.sources.includes(id))
        .map((id) => `${year}: ${day.date} cites ${id}, which the year's sources do not list`),
    ),
    ...entry.days
      .filter((day) => !day.date.startsWith(`${year}-`))
      .map((day) => `${year}: ${day.date} is not in ${year}`),
    ...entry.days
      .filter((day, index) => entry.days.findIndex((other) => other.date === day.date) !== index)
      .map((day) => `${year}: ${day.date} is listed twice`),
  ]);
}

export function holidayData(raw: unknown): HolidayData {
  const file = holidayFileSchema.parse(raw);
  const problems = checkHolidayFile(file);
  if (problems.length) throw new Error(`philippine-holidays.json: ${problems.join('; ')}`);
  const sources = new Map(file.sources.map((source) => [source.id, source]));
  return {
    lastChecked: file.lastChecked,
    year(year) {
      const entry = file.years[String(year)];
      if (!entry) return null;
      return {
        year,
        proclamation: entry.proclamation,
        signed: entry.signed,
        status: entry.status,
        days: [...entry.days].sort((a, b) => a.date.localeCompare(b.date)),
        sources: entry.sources.map((id) => sources.get(id)!),
      };
    },
  };
}

const file = new URL('../../../data/philippine-holidays.json', import.meta.url);
let cached: HolidayData | undefined;

export function loadHolidayData(): HolidayData {
  cached ??= holidayData(JSON.parse(readFileSync(file, 'utf8')));
  return cached;
}

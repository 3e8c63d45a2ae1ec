// A trip's details (docs/product/trips.md): what the Create New Trip and Edit
// Trip dialogs ask for and the API checks on every save and edit. The rules
// here read parsed values; each side brings its input to them its own way (the
// API: whole numbers as numbers or digit strings, with length and
// control-character caps, api/src/services/trips/trips.ts; the dialogs: number
// inputs held as text, web/src/features/trips/utils/trip-details.ts).
import { z } from 'zod';
import { isCalendarDay } from './checks.js';
import { rule } from './rules.js';

/** The shortest and longest trip, in days: the API's `tripFormOptions` limits. */
export interface TripDurationLimits {
  durationMin: number;
  durationMax: number;
}

/** The largest budget a trip can have. */
export const MAX_TRIP_BUDGET = 1_000_000_000;

const destination = rule('validation:trips.destination');
const origin = rule('validation:tripRequest.origin');
const month = rule('validation:trips.travelMonth');
const currency = rule('validation:tripRequest.currency');
const durationMin = rule('validation:tripRequest.durationMin');
const budget = rule('validation:tripRequest.budget');
const startDateMessage = rule('validation:trips.startDate');

/**
 * An ISO date (`2026-12-01`) or date-time of the years 2000 to 2100; empty
 * (or null) means flexible dates. Parsed to its calendar day, `2026-12-01`, or null.
 */
export const startDate = z
  .union([z.string({ error: startDateMessage }).max(40, startDateMessage), z.null()], { error: startDateMessage })
  .transform((value, context) => {
    const trimmed = value?.trim();
    if (!trimmed) return null;
    const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(trimmed);
    const calendarDay = day ? `${day[1]}-${day[2]}-${day[3]}` : '';
    if (!day || Number.isNaN(Date.parse(trimmed)) || !isCalendarDay(calendarDay)) {
      context.addIssue({ code: 'custom', message: startDateMessage });
      return z.NEVER;
    }
    return calendarDay;
  });

/** Each detail's rules, over text as typed and numbers as numbers. */
export const tripDetailRules = ({ durationMin: shortest, durationMax: longest }: TripDurationLimits) => ({
  destinationCountry: z.string({ error: destination }).trim().min(2, destination),
  originAirport: z.string({ error: origin }).trim().min(2, origin),
  travelMonth: z.number({ error: month }).int(month).min(1, month).max(12, month),
  currency: z
    .string({ error: currency })
    .trim()
    .min(1, currency)
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, rule('validation:trips.currencyCode')),
  duration: z
    .number({ error: durationMin })
    .min(shortest, durationMin)
    .max(longest, rule('validation:tripRequest.durationMax', { max: longest })),
  budget: z.number({ error: budget }).min(1, budget).max(MAX_TRIP_BUDGET, rule('validation:trips.budgetMax')),
  startDate,
});

// ---------------------------------------------------------------------------
// A day of an itinerary (docs/product/trips.md): what the per-day Edit dialog
// and /customize-trip check. The API (api/src/domain/itinerary/itinerary.ts)
// adds its length caps and the rest of an itinerary.

/** A day's title: required. */
export const dayTitle = z.string().trim().min(1, rule('validation:trips.dayTitle'));

/** A day's activities: at least one, each as `item` checks it. */
export const dayActivities = <Item extends z.ZodType<string, string>>(item: Item) =>
  z.array(item).min(1, rule('validation:trips.dayActivity'));

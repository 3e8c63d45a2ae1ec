// A day's rules while it is being edited (docs/product/trips.md: the API's,
// @lakbay/validation/trips), loaded with the form's first check.
import { dayActivities, dayTitle } from '@lakbay/validation/trips';
import { z } from 'zod';

import { parseCost, type DayDraft } from '@/features/itinerary-editing/utils/day-draft';
import type { DayInput } from '@/gql/graphql';

/** A list's entries trimmed, the empty ones left out. */
const filled = z.array(z.string()).transform((items) => items.map((item) => item.trim()).filter(Boolean));
const cost = z.string().transform(parseCost);

/** A day's draft as the rules parse it: the DayInput the itinerary takes. */
export const dayDraftForm = z.object({
  day: z.number(),
  title: dayTitle,
  activities: filled.pipe(dayActivities(z.string())),
  accommodation: z.string().trim(),
  transportation: z.string().trim(),
  meals: filled,
  costs: z.object({ accommodation: cost, meals: cost, activities: cost, transportation: cost }),
  unverifiedPlaces: z.array(z.object({ name: z.string(), line: z.string() })),
  // Passed back as they came: the server checks them and keeps those whose lines the day still has.
  stops: z.array(z.custom<NonNullable<DayInput['stops']>[number]>()),
}) satisfies z.ZodType<DayInput, DayDraft>;

/** /customize-trip's form: the overview and every day, as the rules parse them. */
export const customizeForm = z.object({ overview: z.string().trim(), days: z.array(dayDraftForm) });

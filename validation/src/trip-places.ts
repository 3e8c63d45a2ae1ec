// "Add to trip" from Local Secrets (docs/product/local-secrets.md): a place
// goes into one day of one of the traveler's trips. The API
// (api/src/services/trips/trip-places.ts) takes the day as a number; the
// dialog picks the trip and the day from lists.
import { z } from 'zod';
import { rule } from './rules.js';

const dayMissing = rule('validation:tripPlaces.day');

/** A trip's day: 1 to 31. */
export const tripDay = z.number({ error: dayMissing }).int(dayMissing).min(1, dayMissing).max(31, dayMissing);

/** The dialog's two choices, as its selects hold them. */
export const addPlaceForm = z.object({
  tripId: z.string().transform(Number).pipe(z.number().int().positive()),
  day: z.string().transform(Number).pipe(tripDay),
});

// The trip request form's rules (docs/product/trip-planning.md: the API's,
// @lakbay/validation/trip-request) and the request they become, loaded with
// the form's first check.
import { tripRequestForm } from '@lakbay/validation/trip-request';
import type { z } from 'zod';

import { rounded } from '@/lib/rounded-rules';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';

const list = (values: string[]) => values as [string, ...string[]];

/** The form's rules: the API's, over the choices and limits the API sends (`tripFormOptions`). */
export function tripForm(options: TripFormOptions) {
  const request = tripRequestForm({
    originAirports: list(options.originAirports.map((airport) => airport.code)),
    countries: list(options.destinationCountries.map((country) => country.code)),
    currencies: list(options.currencies.map((currency) => currency.code)),
    preferences: list(options.preferences.map((preference) => preference.key)),
    durationMin: options.limits.durationMin,
    durationMax: options.limits.durationMax,
  });
  return request.extend({ duration: rounded(request.shape.duration), budget: rounded(request.shape.budget) });
}

/** What POST /api/generate-trip and the customize hand-off take (the TripRequestInput fields): the form's values as its rules parse them. */
export type TripRequest = z.output<ReturnType<typeof tripForm>>;

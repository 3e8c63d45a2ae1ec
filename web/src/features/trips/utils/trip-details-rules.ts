// The create-trip and Edit Trip dialogs' values and rules (docs/product/trips.md: the API's,
// @lakbay/validation/trips), loaded with the dialog's first check. Number inputs and the
// month are held as text, so a field can be cleared while typing.
import { tripDetailRules } from '@lakbay/validation/trips';
import { z } from 'zod';

import { rounded } from '@/lib/rounded-rules';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';

export interface TripDetailsValues {
  destinationCountry: string;
  originAirport: string;
  duration: string;
  budget: string;
  currency: string;
  travelMonth: string;
  startDate: string;
}

/**
 * The dialogs' rules, over the API's limits, in the order the dialogs show the
 * fields. Values parse to the fields CreateTripInput and UpdateTripInput share:
 * whole days and whole units of money (number inputs accept decimals), and an
 * empty start date as null (flexible dates).
 */
export function tripDetailsForm(limits: TripFormOptions['limits']) {
  const rules = tripDetailRules(limits);
  return z.object({
    destinationCountry: rules.destinationCountry,
    originAirport: rules.originAirport,
    duration: rounded(rules.duration),
    budget: rounded(rules.budget),
    currency: rules.currency,
    travelMonth: rounded(rules.travelMonth),
    startDate: rules.startDate,
  });
}

export type TripDetails = z.output<ReturnType<typeof tripDetailsForm>>;

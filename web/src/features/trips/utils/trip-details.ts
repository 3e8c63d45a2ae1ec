// The create-trip and Edit Trip dialogs' values and checks (docs/product/trips.md). Numbers
// are held as text so a field can be cleared while typing.
import { i18n } from '@/lib/i18n';
import type { TripFormOptions } from '@/lib/trip-form-options';

export interface TripDetailsValues {
  destinationCountry: string;
  originAirport: string;
  duration: string;
  budget: string;
  currency: string;
  travelMonth: string;
  startDate: string;
}

export type TripDetailsField = keyof TripDetailsValues;
export type TripDetailsErrors = Partial<Record<TripDetailsField, string>>;

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** One message per field (in the active language), in the order the dialogs show the fields. */
export function validateTripDetails(values: TripDetailsValues, limits: TripFormOptions['limits']): TripDetailsErrors {
  const errors: TripDetailsErrors = {};
  if (values.destinationCountry.trim().length < 2)
    errors.destinationCountry = i18n.t('trips:details.errors.destinationCountry');
  if (values.originAirport.trim().length < 2) errors.originAirport = i18n.t('trips:details.errors.originAirport');
  const duration = asNumber(values.duration);
  if (!(duration >= limits.durationMin)) errors.duration = i18n.t('trips:details.errors.duration');
  else if (duration > limits.durationMax) errors.duration = i18n.t('trips:details.errors.durationMax');
  if (!(asNumber(values.budget) >= 1)) errors.budget = i18n.t('trips:details.errors.budget');
  if (!values.currency) errors.currency = i18n.t('trips:details.errors.currency');
  return errors;
}

/** The fields CreateTripInput and UpdateTripInput share; an empty start date means flexible dates. */
export function toTripDetails(values: TripDetailsValues) {
  return {
    destinationCountry: values.destinationCountry.trim(),
    originAirport: values.originAirport.trim(),
    // Whole days and whole units of money: number inputs accept decimals.
    duration: Math.round(Number(values.duration)),
    budget: Math.round(Number(values.budget)),
    currency: values.currency,
    travelMonth: Number(values.travelMonth),
    startDate: values.startDate || null,
  };
}

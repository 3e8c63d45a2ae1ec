import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { TripFormOptions } from '@/lib/trip-form-options';
import { toggled } from '@/features/trip-generation/components/toggle-group';
import { formChoices, type TripFormField, type TripFormValues } from '@/features/trip-generation/utils/trip-form';

/**
 * A trip form's values, and the props of the fields the landing form and the
 * /generate-trip form show alike (each form adds its own layout, budget limits,
 * errors and focus targets).
 */
export function useTripFormFields(options: TripFormOptions, initialValues: TripFormValues | (() => TripFormValues)) {
  const { t } = useTranslation('generation');
  const [values, setValues] = useState(initialValues);
  const choices = formChoices(options);
  const set = <Field extends TripFormField>(field: Field, value: TripFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setFromInput =
    (field: 'duration' | 'budget' | 'departureTime' | 'returnTime') => (event: ChangeEvent<HTMLInputElement>) =>
      set(field, event.target.value);

  const fields = {
    originAirport: {
      label: t('form.originAirport'),
      placeholder: t('form.originAirportPlaceholder'),
      options: choices.airports,
      value: values.originAirport,
      onChange: (originAirport: string) => set('originAirport', originAirport),
    },
    destinationCountry: {
      label: t('form.destinationCountry'),
      placeholder: t('form.destinationCountryPlaceholder'),
      options: choices.countries,
      value: values.destinationCountry,
      // A new country has other cities: the chosen ones no longer apply.
      onChange: (destinationCountry: string) =>
        setValues((current) => ({ ...current, destinationCountry, cities: [] })),
    },
    travelMonth: {
      label: t('form.travelMonth'),
      options: choices.months,
      value: values.travelMonth,
      onChange: (travelMonth: string) => set('travelMonth', travelMonth),
    },
    currency: {
      label: t('form.currency'),
      options: choices.currencies,
      value: values.currency,
      onChange: (currency: string) => set('currency', currency),
    },
    duration: {
      label: t('form.duration'),
      type: 'number',
      inputMode: 'numeric',
      min: options.limits.durationMin,
      max: options.limits.durationMax,
      value: values.duration,
      onChange: setFromInput('duration'),
    },
    preferences: {
      legend: t('form.preferences'),
      options: choices.preferences,
      selected: values.preferences,
      onToggle: (key: string) => set('preferences', toggled(values.preferences, key)),
    },
  } as const;

  return { values, set, setFromInput, fields };
}

import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { rulesOnce, useZodForm } from '@/hooks/use-zod-form';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { toggled } from '@/features/trip-generation/components/toggle-group';
import { formChoices, type TripFormValues } from '@/features/trip-generation/utils/trip-form';

/**
 * A trip form (useZodForm over the trip request's rules) and the props of the
 * fields the landing form and the /generate-trip form show alike (each form
 * adds its own layout and budget limits; the /generate-trip form its errors).
 * The fields are registered in the order the forms show them, so a submit
 * with errors puts the cursor in the first field in error.
 */
export function useTripFormFields(options: TripFormOptions, initialValues: TripFormValues | (() => TripFormValues)) {
  const { t } = useTranslation('generation');
  const rules = useMemo(
    () =>
      rulesOnce(() =>
        import('@/features/trip-generation/utils/trip-form-rules').then((trip) => trip.tripForm(options)),
      ),
    [options],
  );
  const [defaultValues] = useState(initialValues);
  const form = useZodForm(rules, { defaultValues });
  const { control } = form;
  const choices = formChoices(options);

  const originAirport = useController({ control, name: 'originAirport' }).field;
  const destinationCountry = useController({ control, name: 'destinationCountry' }).field;
  const travelMonth = useController({ control, name: 'travelMonth' }).field;
  const currency = useController({ control, name: 'currency' }).field;
  const duration = form.field('duration');
  const budget = form.field('budget');
  const preferences = useController({ control, name: 'preferences' }).field;

  const fields = {
    originAirport: {
      label: t('form.originAirport'),
      placeholder: t('form.originAirportPlaceholder'),
      options: choices.airports,
      ref: originAirport.ref,
      value: originAirport.value,
      onChange: originAirport.onChange,
      error: form.errorOf('originAirport'),
    },
    destinationCountry: {
      label: t('form.destinationCountry'),
      placeholder: t('form.destinationCountryPlaceholder'),
      options: choices.countries,
      ref: destinationCountry.ref,
      value: destinationCountry.value,
      // A new country has other cities: the chosen ones no longer apply.
      onChange: (country: string) => {
        destinationCountry.onChange(country);
        form.setValue('cities', []);
      },
      error: form.errorOf('destinationCountry'),
    },
    travelMonth: {
      label: t('form.travelMonth'),
      options: choices.months,
      ref: travelMonth.ref,
      value: String(travelMonth.value),
      onChange: travelMonth.onChange,
    },
    currency: {
      label: t('form.currency'),
      options: choices.currencies,
      ref: currency.ref,
      value: currency.value,
      onChange: currency.onChange,
      error: form.errorOf('currency'),
    },
    duration: {
      label: t('form.duration'),
      type: 'number',
      inputMode: 'numeric',
      min: options.limits.durationMin,
      max: options.limits.durationMax,
      ...duration,
    },
    budget: { type: 'number', inputMode: 'numeric', ...budget },
    preferences: {
      legend: t('form.preferences'),
      options: choices.preferences,
      firstRef: preferences.ref,
      selected: preferences.value,
      onToggle: (key: string) => preferences.onChange(toggled(preferences.value, key)),
      error: form.errorOf('preferences'),
    },
  } as const;

  return { form, fields };
}

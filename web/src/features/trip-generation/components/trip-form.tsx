import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { TripFormOptions } from '@/lib/trip-form-options';
import { InputField, SelectField, ToggleGroup, toggled } from '@/features/trip-generation/components/form-fields';
import { TravelCalendarNote } from '@/features/trip-generation/components/travel-calendar-note';
import {
  citiesOf,
  formChoices,
  validateTripForm,
  type TripFormField,
  type TripFormValues,
} from '@/features/trip-generation/utils/trip-form';

interface TripFormProps {
  options: TripFormOptions;
  initialValues: TripFormValues;
  pending: boolean;
  onSubmit: (values: TripFormValues) => void;
  /** Shown under the button while a request is pending. */
  progress?: ReactNode;
  /** Puts the cursor in the first field, for a form that replaces the results. */
  focusOnMount?: boolean;
}

// Focus goes to the first field in error, in the order the form shows them.
const fieldOrder = ['originAirport', 'destinationCountry', 'currency', 'duration', 'budget', 'preferences'] as const;

/** Spec §2 /generate-trip form, with spec §5's validation shown on submit and then kept up to date. */
export function TripForm({ options, initialValues, pending, onSubmit, progress, focusOnMount }: TripFormProps) {
  const { t } = useTranslation('generation');
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const originAirport = useRef<HTMLSelectElement>(null);
  const destinationCountry = useRef<HTMLSelectElement>(null);
  const currency = useRef<HTMLSelectElement>(null);
  const duration = useRef<HTMLInputElement>(null);
  const budget = useRef<HTMLInputElement>(null);
  const firstPreference = useRef<HTMLButtonElement>(null);
  const errors = submitted ? validateTripForm(values, options) : {};
  const cities = citiesOf(options, values.destinationCountry);
  const { limits } = options;
  const choices = formChoices(options);

  useEffect(() => {
    if (focusOnMount) originAirport.current?.focus();
  }, [focusOnMount]);

  const set = <Field extends TripFormField>(field: Field, value: TripFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = validateTripForm(values, options);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      const targets = { originAirport, destinationCountry, currency, duration, budget, preferences: firstPreference };
      targets[first].current?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            ref={originAirport}
            label={t('form.originAirport')}
            placeholder={t('form.originAirportPlaceholder')}
            options={choices.airports}
            value={values.originAirport}
            onChange={(originAirport) => set('originAirport', originAirport)}
            error={errors.originAirport}
          />
          <SelectField
            ref={destinationCountry}
            label={t('form.destinationCountry')}
            placeholder={t('form.destinationCountryPlaceholder')}
            options={choices.countries}
            value={values.destinationCountry}
            // A new country has other cities: the chosen ones no longer apply.
            onChange={(destinationCountry) => setValues((current) => ({ ...current, destinationCountry, cities: [] }))}
            error={errors.destinationCountry}
          />
        </SimpleGrid>

        {cities.length > 0 && (
          <ToggleGroup
            legend={t('form.cities')}
            optional
            hint={t('form.citiesHint')}
            options={cities.map((city) => ({ value: city, label: city }))}
            selected={values.cities}
            onToggle={(city) => set('cities', toggled(values.cities, city))}
          />
        )}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label={t('form.travelMonth')}
            options={choices.months}
            value={values.travelMonth}
            onChange={(travelMonth) => set('travelMonth', travelMonth)}
          />
          <SelectField
            ref={currency}
            label={t('form.currency')}
            options={choices.currencies}
            value={values.currency}
            onChange={(currency) => set('currency', currency)}
            error={errors.currency}
          />
          <InputField
            ref={duration}
            label={t('form.duration')}
            type="number"
            inputMode="numeric"
            min={limits.durationMin}
            max={limits.durationMax}
            value={values.duration}
            onChange={(duration) => set('duration', duration)}
            error={errors.duration}
          />
          <InputField
            ref={budget}
            label={t('form.budget', { currency: values.currency || t('form.amount') })}
            hint={t('form.budgetHint')}
            type="number"
            inputMode="numeric"
            min={limits.budgetMin}
            step={limits.budgetStep}
            value={values.budget}
            onChange={(budget) => set('budget', budget)}
            error={errors.budget}
          />
        </SimpleGrid>

        <TravelCalendarNote country={values.destinationCountry} month={Number(values.travelMonth)} />

        <ToggleGroup
          legend={t('form.preferences')}
          hint={t('form.preferencesHint')}
          options={choices.preferences}
          selected={values.preferences}
          onToggle={(key) => set('preferences', toggled(values.preferences, key))}
          error={errors.preferences}
          firstRef={firstPreference}
        />

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField
            label={t('form.departureTime')}
            optional
            type="time"
            value={values.departureTime}
            onChange={(departureTime) => set('departureTime', departureTime)}
          />
          <InputField
            label={t('form.returnTime')}
            optional
            type="time"
            value={values.returnTime}
            onChange={(returnTime) => set('returnTime', returnTime)}
          />
        </SimpleGrid>

        <Button type="submit" size="lg" loading={pending} loadingText={t('form.generating')}>
          {t('form.submit')}
        </Button>
        {progress}
      </Stack>
    </form>
  );
}

import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { TripFormOptions } from '@/lib/trip-form-options';
import { ToggleGroup, toggled } from '@/features/trip-generation/components/toggle-group';
import { TravelCalendarNote } from '@/features/trip-generation/components/travel-calendar-note';
import { useTripFormFields } from '@/features/trip-generation/hooks/use-trip-form-fields';
import { citiesOf, validateTripForm, type TripFormValues } from '@/features/trip-generation/utils/trip-form';

interface TripFormProps {
  options: TripFormOptions;
  initialValues: TripFormValues;
  pending: boolean;
  onSubmit: (values: TripFormValues) => void | Promise<void>;
  /** Shown under the button while a request is pending. */
  progress?: ReactNode;
  /** Puts the cursor in the first field, for a form that replaces the results. */
  focusOnMount?: boolean;
}

// Focus goes to the first field in error, in the order the form shows them.
const fieldOrder = ['originAirport', 'destinationCountry', 'currency', 'duration', 'budget', 'preferences'] as const;

/** The /generate-trip form of docs/product/trip-planning.md, its validation shown on submit and then kept up to date. */
export function TripForm({ options, initialValues, pending, onSubmit, progress, focusOnMount }: TripFormProps) {
  const { t } = useTranslation('generation');
  const { values, set, setFromInput, fields } = useTripFormFields(options, initialValues);
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

  useEffect(() => {
    if (focusOnMount) originAirport.current?.focus();
  }, [focusOnMount]);

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
    void onSubmit(values);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField ref={originAirport} {...fields.originAirport} error={errors.originAirport} />
          <SelectField ref={destinationCountry} {...fields.destinationCountry} error={errors.destinationCountry} />
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
          <SelectField {...fields.travelMonth} />
          <SelectField ref={currency} {...fields.currency} error={errors.currency} />
          <TextField ref={duration} {...fields.duration} error={errors.duration} />
          <TextField
            ref={budget}
            label={t('form.budget', { currency: values.currency || t('form.amount') })}
            hint={t('form.budgetHint')}
            type="number"
            inputMode="numeric"
            min={limits.budgetMin}
            step={limits.budgetStep}
            value={values.budget}
            onChange={setFromInput('budget')}
            error={errors.budget}
          />
        </SimpleGrid>

        <TravelCalendarNote country={values.destinationCountry} month={Number(values.travelMonth)} />

        <ToggleGroup
          {...fields.preferences}
          hint={t('form.preferencesHint')}
          error={errors.preferences}
          firstRef={firstPreference}
        />

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={t('form.departureTime')}
            optional
            type="time"
            value={values.departureTime}
            onChange={setFromInput('departureTime')}
          />
          <TextField
            label={t('form.returnTime')}
            optional
            type="time"
            value={values.returnTime}
            onChange={setFromInput('returnTime')}
          />
        </SimpleGrid>

        <Button type="submit" size="lg" loading={pending} loadingText={t('form.generating')}>
          {t('form.submit')}
        </Button>
        {progress}
      </Stack>
    </Form>
  );
}

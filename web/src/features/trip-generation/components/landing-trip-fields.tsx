import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { TripFormOptions } from '@/lib/trip-form-options';
import { InputField, SelectField, ToggleGroup, toggled } from '@/features/trip-generation/components/form-fields';
import { TripFormOptionsGate } from '@/features/trip-generation/components/trip-form-options-gate';
import { useSignInToGenerate } from '@/features/trip-generation/hooks/use-sign-in-to-generate';
import { defaultTripFormValues, formChoices, type TripFormValues } from '@/features/trip-generation/utils/trip-form';
import { PENDING_TRIP_FORM_STATE } from '@/lib/pending-trip-form';

// Spec §5 "Landing trip form inputs": its own limits, and no messages of its own
// (the generation form on /generate-trip checks the values).
const LANDING_BUDGET = { min: 10000, step: 5000 };

function LandingFields({ options, signedIn }: { options: TripFormOptions; signedIn: boolean }) {
  const { t } = useTranslation('generation');
  const [values, setValues] = useState(() => defaultTripFormValues(options));
  const choices = formChoices(options);
  const navigate = useNavigate();
  const signInToGenerate = useSignInToGenerate();
  const set = <Field extends keyof TripFormValues>(field: Field, value: TripFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signedIn) navigate('/generate-trip', { state: { [PENDING_TRIP_FORM_STATE]: values } });
    else signInToGenerate(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('landing.label')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          <SelectField
            label={t('form.originAirport')}
            placeholder={t('form.originAirportPlaceholder')}
            options={choices.airports}
            value={values.originAirport}
            onChange={(originAirport) => set('originAirport', originAirport)}
          />
          <SelectField
            label={t('form.destinationCountry')}
            placeholder={t('form.destinationCountryPlaceholder')}
            options={choices.countries}
            value={values.destinationCountry}
            onChange={(destinationCountry) => set('destinationCountry', destinationCountry)}
          />
          <SelectField
            label={t('form.travelMonth')}
            options={choices.months}
            value={values.travelMonth}
            onChange={(travelMonth) => set('travelMonth', travelMonth)}
          />
          <SelectField
            label={t('form.currency')}
            options={choices.currencies}
            value={values.currency}
            onChange={(currency) => set('currency', currency)}
          />
          <InputField
            label={t('form.duration')}
            type="number"
            inputMode="numeric"
            min={options.limits.durationMin}
            max={options.limits.durationMax}
            value={values.duration}
            onChange={(duration) => set('duration', duration)}
          />
          <InputField
            label={t('form.budget', { currency: values.currency })}
            type="number"
            inputMode="numeric"
            min={LANDING_BUDGET.min}
            step={LANDING_BUDGET.step}
            value={values.budget}
            onChange={(budget) => set('budget', budget)}
          />
        </SimpleGrid>
        <ToggleGroup
          legend={t('form.preferences')}
          options={choices.preferences}
          selected={values.preferences}
          onToggle={(key) => set('preferences', toggled(values.preferences, key))}
        />
        <Stack gap="2" align={{ base: 'stretch', md: 'center' }}>
          <Button type="submit" size="lg" colorPalette="sunset" px="10">
            {t('form.submit')}
          </Button>
          <Text textStyle="sm" color="fg.muted" textAlign="center">
            {t('landing.note')}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

/** The landing form's fields, loaded apart from the landing page (see LandingTripForm). */
export function LandingTripFields({ signedIn }: { signedIn: boolean }) {
  return (
    <TripFormOptionsGate>{(options) => <LandingFields options={options} signedIn={signedIn} />}</TripFormOptionsGate>
  );
}

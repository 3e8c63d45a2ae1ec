import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { ToggleGroup } from '@/features/trip-generation/components/toggle-group';
import { TripFormOptionsGate } from '@/features/trip-generation/components/trip-form-options-gate';
import { useSignInToGenerate } from '@/features/trip-generation/hooks/use-sign-in-to-generate';
import { useTripFormFields } from '@/features/trip-generation/hooks/use-trip-form-fields';
import { defaultTripFormValues } from '@/features/trip-generation/utils/trip-form';
import { PENDING_TRIP_FORM_STATE } from '@/entities/trip/utils/pending-trip-form';

// docs/product/trip-planning.md: its own limits, and no messages of its own
// (the generation form on /generate-trip checks the values).
const LANDING_BUDGET = { min: 10000, step: 5000 };

function LandingFields({ options, signedIn }: { options: TripFormOptions; signedIn: boolean }) {
  const { t } = useTranslation('generation');
  const { form, fields } = useTripFormFields(options, () => defaultTripFormValues(options));
  const navigate = useNavigate();
  const signInToGenerate = useSignInToGenerate();

  // The values go as they are: the /generate-trip form checks them.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    if (signedIn) void navigate('/generate-trip', { state: { [PENDING_TRIP_FORM_STATE]: values } });
    else signInToGenerate(values);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('landing.label')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          <SelectField {...fields.originAirport} />
          <SelectField {...fields.destinationCountry} />
          <SelectField {...fields.travelMonth} />
          <SelectField {...fields.currency} />
          <TextField {...fields.duration} />
          <TextField
            label={t('form.budget', { currency: form.watch('currency') })}
            min={LANDING_BUDGET.min}
            step={LANDING_BUDGET.step}
            {...fields.budget}
          />
        </SimpleGrid>
        <ToggleGroup {...fields.preferences} />
        <Stack gap="2" align={{ base: 'stretch', md: 'center' }}>
          {/* No progress of its own: the values are not checked here, and /generate-trip shows its own. */}
          <Button type="submit" size="lg" colorPalette="sunset" px="10">
            {t('form.submit')}
          </Button>
          <Text textStyle="sm" color="fg.muted" textAlign="center">
            {t('landing.note')}
          </Text>
        </Stack>
      </Stack>
    </Form>
  );
}

/** The landing form's fields, loaded apart from the landing page (see LandingTripForm). */
export function LandingTripFields({ signedIn }: { signedIn: boolean }) {
  return (
    <TripFormOptionsGate>{(options) => <LandingFields options={options} signedIn={signedIn} />}</TripFormOptionsGate>
  );
}

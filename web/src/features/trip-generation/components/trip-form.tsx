import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { ToggleGroup, toggled } from '@/features/trip-generation/components/toggle-group';
import { TravelCalendarNote } from '@/features/trip-generation/components/travel-calendar-note';
import { useTripFormFields } from '@/features/trip-generation/hooks/use-trip-form-fields';
import { citiesOf, type TripFormValues } from '@/features/trip-generation/utils/trip-form';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';

interface TripFormProps {
  options: TripFormOptions;
  initialValues: TripFormValues;
  pending: boolean;
  onSubmit: (request: TripRequest) => void | Promise<void>;
  /** Shown under the button while a request is pending. */
  progress?: ReactNode;
  /** Puts the cursor in the first field, for a form that replaces the results. */
  focusOnMount?: boolean;
}

/** The /generate-trip form of docs/product/trip-planning.md, its validation shown on submit and then kept up to date. */
export function TripForm({ options, initialValues, pending, onSubmit, progress, focusOnMount }: TripFormProps) {
  const { t } = useTranslation('generation');
  const { form, fields } = useTripFormFields(options, initialValues);
  const [country, month, currency, selectedCities] = form.watch([
    'destinationCountry',
    'travelMonth',
    'currency',
    'cities',
  ]);
  const cities = citiesOf(options, country);
  const { limits } = options;

  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus('originAirport');
  }, [focusOnMount, setFocus]);

  const send = form.handleSubmit((request) => onSubmit(request));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void send(event);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField {...fields.originAirport} />
          <SelectField {...fields.destinationCountry} />
        </SimpleGrid>

        {cities.length > 0 && (
          <ToggleGroup
            legend={t('form.cities')}
            optional
            hint={t('form.citiesHint')}
            options={cities.map((city) => ({ value: city, label: city }))}
            selected={selectedCities ?? []}
            onToggle={(city) =>
              form.setValue('cities', toggled(selectedCities ?? [], city), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
        )}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField {...fields.travelMonth} />
          <SelectField {...fields.currency} />
          <TextField {...fields.duration} />
          <TextField
            label={t('form.budget', { currency: currency || t('form.amount') })}
            hint={t('form.budgetHint')}
            min={limits.budgetMin}
            step={limits.budgetStep}
            {...fields.budget}
          />
        </SimpleGrid>

        <TravelCalendarNote country={country} month={Number(month)} />

        <ToggleGroup {...fields.preferences} hint={t('form.preferencesHint')} />

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={t('form.departureTime')} optional type="time" {...form.field('departureTime')} />
          <TextField label={t('form.returnTime')} optional type="time" {...form.field('returnTime')} />
        </SimpleGrid>

        <Button type="submit" size="lg" {...form.submitProgress(pending, t('form.generating'))}>
          {t('form.submit')}
        </Button>
        {progress}
      </Stack>
    </Form>
  );
}

import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AlertDialogProps } from '@/components/ui/alert-dialog';
import { CancelAndSubmit, CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { OptionalMark, SelectField, TextField } from '@/components/ui/form-field';
import { useTripFormOptions, type TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { QueryState } from '@/components/ui/query-state';
import { monthOfDateInput } from '@/entities/trip/utils/trip-dates';
import { currencyName, monthName } from '@/lib/i18n';
import { rulesOnce, useZodForm } from '@/hooks/use-zod-form';
import type { TripDetails, TripDetailsValues } from '@/features/trips/utils/trip-details-rules';

type Option = { value: string; label: string };

/** The options, plus the trip's own value when it is not among them (e.g. a destination typed before). */
const withCurrent = (options: Option[], current: string): Option[] =>
  !current || options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: current }, ...options];

export interface TripDetailsSubmit {
  /** The details as the rules parse them: the fields CreateTripInput and UpdateTripInput share. */
  details: TripDetails;
  preferences: string[];
}

interface TripDetailsDialogProps extends Pick<AlertDialogProps, 'open' | 'onOpenChange' | 'finalFocusEl'> {
  title: string;
  submitLabel: string;
  pendingLabel: string;
  /** The form's starting values, from the options once they have loaded. */
  initialValues: (options: TripFormOptions) => TripDetailsValues;
  /** Currency codes the dialog offers; all of the shared list when omitted. */
  currencies?: readonly string[];
  /** The create dialog also asks for preferences (optional, docs/product/trips.md). */
  withPreferences?: boolean;
  /** Resolves true when the dialog may close. */
  onSubmit: (submit: TripDetailsSubmit) => Promise<boolean>;
}

/**
 * The Create New Trip and Edit Trip dialogs (docs/product/trips.md): destination, origin,
 * duration, budget, currency, month and start date. The content mounts on
 * every open, so it always starts from the trip's current values.
 */
export function TripDetailsDialog({ open, onOpenChange, finalFocusEl, title, ...formProps }: TripDetailsDialogProps) {
  return (
    <CenteredDialog open={open} onOpenChange={onOpenChange} finalFocusEl={finalFocusEl} maxW="2xl" unmountOnExit>
      <Dialog.Header pe="12">
        <Dialog.Title textStyle="xl">{title}</Dialog.Title>
      </Dialog.Header>
      <TripDetailsBody {...formProps} onClose={() => onOpenChange(false)} />
    </CenteredDialog>
  );
}

type BodyProps = Omit<TripDetailsDialogProps, 'open' | 'onOpenChange' | 'title'> & { onClose: () => void };

function TripDetailsBody({ onClose, ...props }: BodyProps) {
  const { t } = useTranslation('trips');
  const { options, loading, error, refetch } = useTripFormOptions();

  return (
    <QueryState
      data={options}
      loading={loading}
      error={error}
      errorTitle={t('details.formError')}
      onRetry={() => void refetch()}
      loadingText={t('details.loadingForm')}
      frame={(view) => <Dialog.Body pb="6">{view}</Dialog.Body>}
    >
      {(options) => <TripDetailsForm options={options} onClose={onClose} {...props} />}
    </QueryState>
  );
}

function TripDetailsForm({
  options,
  onClose,
  submitLabel,
  pendingLabel,
  initialValues,
  currencies,
  withPreferences = false,
  onSubmit,
}: BodyProps & { options: TripFormOptions }) {
  const { t } = useTranslation(['trips', 'common']);
  const rules = useMemo(
    () =>
      rulesOnce(() =>
        import('@/features/trips/utils/trip-details-rules').then((details) => details.tripDetailsForm(options.limits)),
      ),
    [options.limits],
  );
  const [initial] = useState(() => initialValues(options));
  const form = useZodForm(rules, { defaultValues: initial });
  const [preferences, setPreferences] = useState<string[]>([]);
  const { isSubmitted } = form.formState;

  type Select = 'destinationCountry' | 'originAirport' | 'currency' | 'travelMonth';
  /** A select's registration (the cursor can go to it) and error; its choice goes in with setValue. */
  const select = (name: Select) => {
    const { onChange: _event, onBlur: _blur, ...field } = form.field(name);
    return {
      ...field,
      defaultValue: initial[name],
      onChange: (value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted }),
    };
  };

  // Registered in the form's order: a submit with errors puts the cursor in the first field to fix.
  const destinationCountry = select('destinationCountry');
  const originAirport = select('originAirport');
  const duration = form.field('duration');
  const budget = form.field('budget');
  const currency = select('currency');
  const travelMonth = select('travelMonth');
  const startDate = form.field('startDate');

  const countryOptions = withCurrent(
    options.destinationCountries.map((country) => ({ value: country.code, label: country.name })),
    initial.destinationCountry,
  );
  const airportOptions = withCurrent(
    options.originAirports.map((airport) => ({ value: airport.code, label: `${airport.label} (${airport.code})` })),
    initial.originAirport,
  );
  const currencyOptions = withCurrent(
    options.currencies
      .filter((option) => !currencies || currencies.includes(option.code))
      .map((option) => ({ value: option.code, label: `${option.code} · ${currencyName(option.code, option.label)}` })),
    initial.currency,
  );
  const monthOptions = options.months.map((month) => ({ value: String(month.value), label: monthName(month.value) }));

  const submit = form.handleSubmit(async (details) => {
    if (await onSubmit({ details, preferences })) onClose();
  });

  const togglePreference = (key: string) =>
    setPreferences((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));

  return (
    <DialogForm onSubmit={submit}>
      <Dialog.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="3">
          <SelectField
            size="md"
            label={t('details.destination')}
            placeholder={t('details.selectDestination')}
            options={countryOptions}
            {...destinationCountry}
          />
          <SelectField
            size="md"
            label={t('details.origin')}
            placeholder={t('details.selectAirport')}
            options={airportOptions}
            {...originAirport}
          />
          <TextField
            size="md"
            label={t('details.duration')}
            type="number"
            inputMode="numeric"
            min={options.limits.durationMin}
            max={options.limits.durationMax}
            {...duration}
          />
          <TextField
            size="md"
            label={t('details.budget')}
            type="number"
            inputMode="numeric"
            min={options.limits.budgetMin}
            {...budget}
          />
          <SelectField
            size="md"
            label={t('details.currency')}
            placeholder={t('details.selectCurrency')}
            options={currencyOptions}
            {...currency}
          />
          <SelectField size="md" label={t('details.travelMonth')} options={monthOptions} {...travelMonth} />
          <TextField
            size="md"
            label={t('details.startDate')}
            optional
            hint={t('details.startDateHint')}
            type="date"
            {...startDate}
            onChange={(event) => {
              void startDate.onChange(event);
              // A start date fixes the month of travel.
              const month = monthOfDateInput(event.target.value);
              if (month) travelMonth.onChange(String(month));
            }}
          />
        </SimpleGrid>
        {withPreferences && (
          <Box as="fieldset" mt="4">
            <Box as="legend" textStyle="sm" fontWeight="medium" mb="2">
              {t('details.preferences')}
              <OptionalMark />
            </Box>
            <Flex wrap="wrap" gap="2">
              {options.preferences.map((preference) => {
                const selected = preferences.includes(preference.key);
                return (
                  <Button
                    key={preference.key}
                    size="sm"
                    rounded="full"
                    variant={selected ? 'solid' : 'outline'}
                    aria-pressed={selected}
                    onClick={() => togglePreference(preference.key)}
                  >
                    {preference.label}
                  </Button>
                );
              })}
            </Flex>
          </Box>
        )}
      </Dialog.Body>
      <CancelAndSubmit
        onCancel={onClose}
        submitLabel={submitLabel}
        loading={form.formState.isSubmitting}
        loadingText={pendingLabel}
      />
    </DialogForm>
  );
}

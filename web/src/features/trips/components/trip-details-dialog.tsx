import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { AlertDialogProps } from '@/components/ui/alert-dialog';
import { CancelAndSubmit, CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { OptionalMark, SelectField, TextField } from '@/components/ui/form-field';
import { useTripFormOptions, type TripFormOptions } from '@/lib/trip-form-options';
import { LoadError } from '@/components/errors/load-error';
import { monthOfDateInput } from '@/lib/trip-dates';
import {
  validateTripDetails,
  type TripDetailsField,
  type TripDetailsValues,
} from '@/features/trips/utils/trip-details';

type Option = { value: string; label: string };

/** The options, plus the trip's own value when it is not among them (e.g. a destination typed before). */
const withCurrent = (options: Option[], current: string): Option[] =>
  !current || options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: current }, ...options];

export interface TripDetailsSubmit {
  values: TripDetailsValues;
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

  if (options) return <TripDetailsForm options={options} onClose={onClose} {...props} />;
  return (
    <Dialog.Body pb="6">
      {loading ? (
        <Flex role="status" align="center" gap="3" color="fg.muted" py="6">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('details.loadingForm')}</Text>
        </Flex>
      ) : (
        <LoadError title={t('details.formError')} error={error} onRetry={() => void refetch()} />
      )}
    </Dialog.Body>
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
  const [initial] = useState(() => initialValues(options));
  const [values, setValues] = useState(initial);
  const [preferences, setPreferences] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const destinationCountryRef = useRef<HTMLSelectElement>(null);
  const originAirportRef = useRef<HTMLSelectElement>(null);
  const durationRef = useRef<HTMLInputElement>(null);
  const budgetRef = useRef<HTMLInputElement>(null);
  const currencyRef = useRef<HTMLSelectElement>(null);

  const allErrors = validateTripDetails(values, options.limits);
  const errors = submitted ? allErrors : {};

  const set = (field: TripDetailsField) => (value: string) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A start date fixes the month of travel.
      const month = field === 'startDate' ? monthOfDateInput(value) : undefined;
      return month ? { ...next, travelMonth: String(month) } : next;
    });

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
      .filter((currency) => !currencies || currencies.includes(currency.code))
      .map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.label}` })),
    initial.currency,
  );
  const monthOptions = options.months.map((month) => ({ value: String(month.value), label: month.label }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = Object.keys(allErrors) as TripDetailsField[];
    if (found.length) {
      // The fields that can be in error, in the form's order: the cursor goes to the first one to fix.
      const fieldRefs = {
        destinationCountry: destinationCountryRef,
        originAirport: originAirportRef,
        duration: durationRef,
        budget: budgetRef,
        currency: currencyRef,
      };
      const first = (Object.keys(fieldRefs) as (keyof typeof fieldRefs)[]).find((field) => found.includes(field));
      if (first) fieldRefs[first].current?.focus();
      return;
    }
    setPending(true);
    const done = await onSubmit({ values, preferences });
    setPending(false);
    if (done) onClose();
  };

  const togglePreference = (key: string) =>
    setPreferences((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));

  return (
    <DialogForm onSubmit={handleSubmit}>
      <Dialog.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="3">
          <SelectField
            size="md"
            label={t('details.destination')}
            error={errors.destinationCountry}
            ref={destinationCountryRef}
            placeholder={t('details.selectDestination')}
            options={countryOptions}
            value={values.destinationCountry}
            onChange={set('destinationCountry')}
          />
          <SelectField
            size="md"
            label={t('details.origin')}
            error={errors.originAirport}
            ref={originAirportRef}
            placeholder={t('details.selectAirport')}
            options={airportOptions}
            value={values.originAirport}
            onChange={set('originAirport')}
          />
          <TextField
            size="md"
            label={t('details.duration')}
            error={errors.duration}
            ref={durationRef}
            type="number"
            inputMode="numeric"
            min={options.limits.durationMin}
            max={options.limits.durationMax}
            value={values.duration}
            onChange={(event) => set('duration')(event.target.value)}
          />
          <TextField
            size="md"
            label={t('details.budget')}
            error={errors.budget}
            ref={budgetRef}
            type="number"
            inputMode="numeric"
            min={options.limits.budgetMin}
            value={values.budget}
            onChange={(event) => set('budget')(event.target.value)}
          />
          <SelectField
            size="md"
            label={t('details.currency')}
            error={errors.currency}
            ref={currencyRef}
            placeholder={t('details.selectCurrency')}
            options={currencyOptions}
            value={values.currency}
            onChange={set('currency')}
          />
          <SelectField
            size="md"
            label={t('details.travelMonth')}
            options={monthOptions}
            value={values.travelMonth}
            onChange={set('travelMonth')}
          />
          <TextField
            size="md"
            label={t('details.startDate')}
            optional
            hint={t('details.startDateHint')}
            type="date"
            value={values.startDate}
            onChange={(event) => set('startDate')(event.target.value)}
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
      <CancelAndSubmit onCancel={onClose} submitLabel={submitLabel} pending={pending} pendingLabel={pendingLabel} />
    </DialogForm>
  );
}

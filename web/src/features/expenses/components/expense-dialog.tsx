import { Dialog } from '@chakra-ui/react/dialog';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useQuery } from '@apollo/client/react';
import { EXPENSE_CATEGORIES, EXPENSE_SPLITS, leftToAssign, NOTE_MAX } from '@lakbay/validation/expenses-fields';
import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CancelAndSubmit, CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import {
  FieldError,
  FormField,
  SelectField,
  TextField,
  useFieldDescription,
  type FieldControlProps,
} from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useExpenseMutations } from '@/features/expenses/api/trip-expenses';
import {
  toExpenseFormValues,
  type Expense,
  type ExpenseFormValues,
  type ExpensePerson,
} from '@/features/expenses/utils/expense-draft';
import { rulesOnce, useZodForm } from '@/hooks/use-zod-form';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { readFailure } from '@/lib/failure';
import { intlLocale } from '@/lib/i18n';
import { formatMinorMoney } from '@/lib/money';
import { pesoRatesQuery } from '@/lib/peso-rates';

/** Offered first, after the trip's currency and pesos: where Filipinos travel most. */
const COMMON_CURRENCIES = ['JPY', 'KRW', 'USD', 'SGD', 'THB', 'HKD', 'TWD', 'VND', 'MYR', 'EUR', 'AUD', 'CNY'];

export interface ExpenseDialogProps {
  tripId: number;
  /** The trip's currency, offered first. */
  currency: string;
  days: number;
  /** Everyone currently on the trip: who may pay and be in a split. */
  people: readonly ExpensePerson[];
  me: number;
  /** The expense to edit, null to add one; undefined while closed. */
  expense: Expense | null | undefined;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

/** Add Expense and Edit Expense: one form; the server's refusal shows on the field it names. */
export function ExpenseDialog({ expense, onClose, finalFocusEl, ...form }: ExpenseDialogProps) {
  return (
    <CenteredDialog
      open={expense !== undefined}
      onOpenChange={(open) => !open && onClose()}
      scrollBehavior="inside"
      size="lg"
      unmountOnExit
      finalFocusEl={finalFocusEl}
    >
      {expense !== undefined && <ExpenseForm {...form} expense={expense} onClose={onClose} />}
    </CenteredDialog>
  );
}

function ExpenseForm({
  tripId,
  currency,
  days,
  people,
  me,
  expense,
  onClose,
}: Omit<ExpenseDialogProps, 'finalFocusEl' | 'expense'> & { expense: Expense | null }) {
  const { t } = useTranslation(['trips', 'common']);
  const [defaultValues] = useState(() => toExpenseFormValues(expense, people, currency, me));
  // The server said the currency has no dated rate: the traveler's own is asked for until the currency changes.
  const [rateAsked, setRateAsked] = useState(false);
  const { add, update, saving } = useExpenseMutations();
  const rates = useQuery(pesoRatesQuery);
  const currencies = useCurrencyOptions(currency);

  // A currency without a dated rate needs the traveler's own; so does one the server said it lacks.
  const needsRate = useMemo(() => {
    const table = rates.data?.pesoRates;
    return (code: string) =>
      rateAsked || (Boolean(table) && code !== 'PHP' && !table?.some((rate) => rate.currency === code));
  }, [rates.data, rateAsked]);
  const rules = useMemo(
    () => rulesOnce(() => import('@lakbay/validation/expenses').then((expenses) => expenses.expenseForm(needsRate))),
    [needsRate],
  );
  const form = useZodForm(rules, { defaultValues });
  const values = form.watch();

  // A select, a radio or a checkbox changed: once sent, the whole form is checked again (the split reads every field).
  const recheck = () => {
    if (form.formState.isSubmitted) void form.trigger();
  };

  const focusFirstError = (_errors: unknown, event?: BaseSyntheticEvent) =>
    focusFirstInvalid(event?.target instanceof HTMLFormElement ? event.target : null);

  const onSubmit = form.handleSubmit(async (input, event) => {
    try {
      if (expense) await update({ variables: { tripId, expenseId: expense.id, input } });
      else await add({ variables: { tripId, input } });
      toast({ type: 'success', title: t(expense ? 'expenses.saved' : 'expenses.added') });
      onClose();
    } catch (error) {
      const refusal = readFailure(error);
      const field = refusal.details.field;
      const name = field === 'participants' ? 'people' : field;
      if (typeof name === 'string' && name in defaultValues && refusal.message) {
        if (name === 'phpRate') setRateAsked(true);
        form.setError(name as keyof ExpenseFormValues, { message: refusal.message });
        focusFirstError(null, event);
      } else {
        toast({
          type: 'error',
          title: t(expense ? 'expenses.saveFailed' : 'expenses.addFailed'),
          description: refusal.message,
        });
      }
    }
  }, focusFirstError);

  const showRate = needsRate(values.currency);
  const participantsError = useFieldDescription(t(`expenses.form.splitHelp.${values.split}`), form.errorOf('people'));
  const left = values.split === 'exact' ? leftToAssign(values) : null;

  return (
    <DialogForm onSubmit={onSubmit} flex="1" minH="0">
      <Dialog.Header pe="12">
        <Dialog.Title textStyle="xl">{t(expense ? 'expenses.form.editTitle' : 'expenses.form.addTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label={t('expenses.form.amount')}
              inputMode="decimal"
              autoComplete="off"
              size="md"
              {...form.field('amount', { revalidates: ['people'] })}
            />
            <FormField label={t('expenses.form.currency')} error={form.errorOf('currency')}>
              {(control) => (
                <CurrencySelect
                  value={values.currency}
                  options={currencies}
                  onChange={(value) => {
                    setRateAsked(false);
                    form.setValue('currency', value, { shouldDirty: true });
                    recheck();
                  }}
                  {...control}
                />
              )}
            </FormField>
          </SimpleGrid>
          {showRate && (
            <TextField
              label={t('expenses.form.rate', { currency: values.currency })}
              hint={t('expenses.form.rateHelp', { currency: values.currency })}
              inputMode="decimal"
              autoComplete="off"
              size="md"
              {...form.field('phpRate')}
            />
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField
              label={t('expenses.form.category')}
              placeholder={t('expenses.form.categoryPlaceholder')}
              size="md"
              value={values.category}
              error={form.errorOf('category')}
              onChange={(value) => {
                form.setValue('category', value as ExpenseFormValues['category'], { shouldDirty: true });
                recheck();
              }}
              options={EXPENSE_CATEGORIES.map((value) => ({ value, label: t(`expenses.categories.${value}`) }))}
            />
            <SelectField
              label={t('expenses.form.day')}
              size="md"
              value={values.day}
              error={form.errorOf('day')}
              onChange={(value) => {
                form.setValue('day', value, { shouldDirty: true });
                recheck();
              }}
              options={[
                { value: '', label: t('expenses.form.noDay') },
                ...Array.from({ length: days }, (_, index) => ({
                  value: String(index + 1),
                  label: t('expenses.form.dayOption', { day: index + 1 }),
                })),
              ]}
            />
          </SimpleGrid>
          <SelectField
            label={t('expenses.form.paidBy')}
            size="md"
            value={values.paidBy}
            error={form.errorOf('paidBy')}
            onChange={(value) => {
              form.setValue('paidBy', value, { shouldDirty: true });
              recheck();
            }}
            options={people.map((person) => ({ value: String(person.userId), label: person.username }))}
          />
          <Box
            as="fieldset"
            aria-describedby={participantsError.describedBy}
            aria-invalid={form.errorOf('people') ? true : undefined}
          >
            <Box as="legend" fontWeight="medium" textStyle="sm">
              {t('expenses.form.split')}
            </Box>
            <Flex gap="4" wrap="wrap" mt="1">
              {EXPENSE_SPLITS.map((split) => (
                <Flex as="label" key={split} gap="2" align="center" cursor="pointer">
                  <input
                    type="radio"
                    name="split"
                    value={split}
                    checked={values.split === split}
                    onChange={() => {
                      form.setValue('split', split, { shouldDirty: true });
                      recheck();
                    }}
                  />
                  {t(`expenses.form.splits.${split}`)}
                </Flex>
              ))}
            </Flex>
            <Text id={participantsError.hintId} textStyle="sm" color="fg.muted" mt="1">
              {t(`expenses.form.splitHelp.${values.split}`)}
            </Text>
            <Stack as="ul" gap="2" mt="2" aria-label={t('expenses.form.among')}>
              {people.map((person, index) => (
                <Flex as="li" key={person.userId} align="center" justify="space-between" gap="3" minH="9">
                  {values.split === 'equal' ? (
                    <CheckboxLabel
                      checked={values.people[index]?.chosen ?? false}
                      onChange={(event) => {
                        form.setValue(`people.${index}.chosen`, event.currentTarget.checked, { shouldDirty: true });
                        recheck();
                      }}
                    >
                      {person.username}
                    </CheckboxLabel>
                  ) : (
                    <>
                      <Text minW="0" wordBreak="break-word">
                        {person.username}
                      </Text>
                      <Input
                        // One input per person and split: shares and amounts are separate values.
                        key={values.split}
                        size="sm"
                        w={values.split === 'shares' ? '20' : '32'}
                        flexShrink="0"
                        inputMode={values.split === 'shares' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        aria-label={t(
                          values.split === 'shares' ? 'expenses.form.sharesFor' : 'expenses.form.amountFor',
                          { name: person.username },
                        )}
                        {...form.register(`people.${index}.${values.split === 'shares' ? 'shares' : 'amount'}`, {
                          // The split's error is about everyone's parts together.
                          deps: ['people'],
                        })}
                      />
                    </>
                  )}
                </Flex>
              ))}
            </Stack>
            {left !== null && left !== 0 && (
              <Text textStyle="sm" fontWeight="medium" mt="2" aria-live="polite">
                {left > 0
                  ? t('expenses.form.leftToAssign', { amount: formatMinorMoney(left, values.currency) })
                  : t('expenses.form.overAssigned', { amount: formatMinorMoney(-left, values.currency) })}
              </Text>
            )}
            <FieldError id={participantsError.errorId} error={form.errorOf('people')} />
          </Box>
          <FormField
            label={t('expenses.form.note')}
            hint={t('expenses.form.noteHelp')}
            error={form.errorOf('note')}
            optional
          >
            {(control) => <Textarea rows={2} maxLength={NOTE_MAX} {...form.register('note')} {...control} />}
          </FormField>
        </Stack>
      </Dialog.Body>
      <CancelAndSubmit
        onCancel={onClose}
        submitLabel={t(expense ? 'expenses.form.submitEdit' : 'expenses.form.submitAdd')}
        {...form.submitProgress(saving, t('common:actions.saving'))}
      />
    </DialogForm>
  );
}

interface CurrencyOption {
  value: string;
  label: string;
}

/** The trip's currency and pesos, the common ones, then every ISO 4217 code the browser knows, named in the reader's language. */
function useCurrencyOptions(tripCurrency: string) {
  const { t } = useTranslation('trips');
  const locale = intlLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    const option = (code: string): CurrencyOption => ({ value: code, label: `${code} · ${names.of(code) ?? code}` });
    const common = [...new Set([tripCurrency, 'PHP', ...COMMON_CURRENCIES])];
    const all = Intl.supportedValuesOf('currency').filter((code) => !common.includes(code));
    return [
      { label: t('expenses.form.commonCurrencies'), options: common.map(option) },
      { label: t('expenses.form.allCurrencies'), options: all.map(option) },
    ];
  }, [locale, tripCurrency, t]);
}

/** A native select (the phone's own picker, with type-to-find) grouped as useCurrencyOptions lists them. */
function CurrencySelect({
  value,
  options,
  onChange,
  ...control
}: {
  value: string;
  options: { label: string; options: CurrencyOption[] }[];
  onChange: (value: string) => void;
} & FieldControlProps) {
  return (
    <NativeSelect.Root size="md">
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} {...control}>
        {options.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

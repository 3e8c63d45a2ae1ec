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
import { useMemo, useRef, useState, type FormEvent } from 'react';
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
import { toast } from '@/components/ui/toaster';
import { useExpenseMutations } from '@/features/trips/api/trip-expenses';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_SPLITS,
  fromExpenseDraft,
  leftToAssign,
  NOTE_MAX,
  toExpenseDraft,
  validateExpenseDraft,
  type Expense,
  type ExpenseDraft,
  type ExpenseErrors,
  type ExpenseField,
  type ExpensePerson,
} from '@/features/trips/utils/expense-draft';
import type { ExpenseSplit } from '@/gql/graphql';
import { errorMessage, serverRefusal } from '@/lib/graphql-error';
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
  const [draft, setDraft] = useState<ExpenseDraft>(() => toExpenseDraft(expense, people, currency, me));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<ExpenseErrors>({});
  const { add, update, saving } = useExpenseMutations();
  const rates = useQuery(pesoRatesQuery);
  const formRef = useRef<HTMLFormElement>(null);
  const currencies = useCurrencyOptions(currency);

  // A currency without a dated rate needs the traveler's own; so does one the server said it lacks.
  const rated = draft.currency === 'PHP' || rates.data?.pesoRates.some((rate) => rate.currency === draft.currency);
  const needsRate = Boolean(refused.phpRate) || (Boolean(rates.data) && !rated);
  const texts = {
    amount: t('expenses.form.errors.amount'),
    nobody: t('expenses.form.errors.nobody'),
    rate: t('expenses.form.errors.rate', { currency: draft.currency }),
    note: t('expenses.form.errors.note'),
    exactSum: t('expenses.form.errors.exactSum'),
  };
  const errors: ExpenseErrors = {
    ...refused,
    ...(submitted ? validateExpenseDraft(draft, people, { needsRate, errors: texts }) : {}),
  };

  const change = (changes: Partial<ExpenseDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    // A changed field may answer what the server refused: its message goes until the next try.
    setRefused((current) => {
      const kept = { ...current };
      for (const field of Object.keys(changes)) delete kept[field as ExpenseField];
      if ('chosen' in changes || 'shares' in changes || 'amounts' in changes || 'split' in changes)
        delete kept.participants;
      if ('currency' in changes) delete kept.phpRate;
      return kept;
    });
  };

  const focusFirstError = () =>
    // After React has marked the fields, put the cursor in the first one to fix (the split's first control).
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input:checked, input') : invalid)?.focus();
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateExpenseDraft(draft, people, { needsRate, errors: texts })).length) {
      focusFirstError();
      return;
    }
    const input = fromExpenseDraft(draft, people);
    try {
      if (expense) await update({ variables: { tripId, expenseId: expense.id, input } });
      else await add({ variables: { tripId, input } });
      toast({ type: 'success', title: t(expense ? 'expenses.saved' : 'expenses.added') });
      onClose();
    } catch (error) {
      const refusal = serverRefusal(error);
      const field = refusal?.extensions.field;
      if (typeof field === 'string' && refusal?.message) {
        setRefused({ [field]: refusal.message });
        focusFirstError();
      } else {
        toast({
          type: 'error',
          title: t(expense ? 'expenses.saveFailed' : 'expenses.addFailed'),
          description: errorMessage(error),
        });
      }
    }
  };

  const participantsError = useFieldDescription(t(`expenses.form.splitHelp.${draft.split}`), errors.participants);
  const left = draft.split === 'exact' ? leftToAssign(draft, people) : null;

  return (
    <DialogForm ref={formRef} onSubmit={onSubmit} flex="1" minH="0">
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
              value={draft.amount}
              error={errors.amount}
              onChange={(event) => change({ amount: event.target.value })}
            />
            <FormField label={t('expenses.form.currency')} error={errors.currency}>
              {(control) => (
                <CurrencySelect
                  value={draft.currency}
                  options={currencies}
                  onChange={(value) => change({ currency: value })}
                  {...control}
                />
              )}
            </FormField>
          </SimpleGrid>
          {needsRate && (
            <TextField
              label={t('expenses.form.rate', { currency: draft.currency })}
              hint={t('expenses.form.rateHelp', { currency: draft.currency })}
              inputMode="decimal"
              autoComplete="off"
              size="md"
              value={draft.phpRate}
              error={errors.phpRate}
              onChange={(event) => change({ phpRate: event.target.value })}
            />
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField
              label={t('expenses.form.category')}
              size="md"
              value={draft.category}
              error={errors.category}
              onChange={(value) => change({ category: value as ExpenseDraft['category'] })}
              options={EXPENSE_CATEGORIES.map((value) => ({ value, label: t(`expenses.categories.${value}`) }))}
            />
            <SelectField
              label={t('expenses.form.day')}
              size="md"
              value={draft.day}
              error={errors.day}
              onChange={(value) => change({ day: value })}
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
            value={draft.paidBy}
            error={errors.paidBy}
            onChange={(value) => change({ paidBy: value })}
            options={people.map((person) => ({ value: String(person.userId), label: person.username }))}
          />
          <Box
            as="fieldset"
            aria-describedby={participantsError.describedBy}
            aria-invalid={errors.participants ? true : undefined}
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
                    checked={draft.split === split}
                    onChange={() => change({ split: split as ExpenseSplit })}
                  />
                  {t(`expenses.form.splits.${split}`)}
                </Flex>
              ))}
            </Flex>
            <Text id={participantsError.hintId} textStyle="sm" color="fg.muted" mt="1">
              {t(`expenses.form.splitHelp.${draft.split}`)}
            </Text>
            <Stack as="ul" gap="2" mt="2" aria-label={t('expenses.form.among')}>
              {people.map((person) => (
                <Flex as="li" key={person.userId} align="center" justify="space-between" gap="3" minH="9">
                  {draft.split === 'equal' ? (
                    <CheckboxLabel
                      checked={draft.chosen[person.userId] ?? false}
                      onChange={(event) =>
                        change({ chosen: { ...draft.chosen, [person.userId]: event.currentTarget.checked } })
                      }
                    >
                      {person.username}
                    </CheckboxLabel>
                  ) : (
                    <>
                      <Text minW="0" wordBreak="break-word">
                        {person.username}
                      </Text>
                      <Input
                        size="sm"
                        w={draft.split === 'shares' ? '20' : '32'}
                        flexShrink="0"
                        inputMode={draft.split === 'shares' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        aria-label={t(
                          draft.split === 'shares' ? 'expenses.form.sharesFor' : 'expenses.form.amountFor',
                          {
                            name: person.username,
                          },
                        )}
                        value={(draft.split === 'shares' ? draft.shares : draft.amounts)[person.userId] ?? ''}
                        onChange={(event) =>
                          change(
                            draft.split === 'shares'
                              ? { shares: { ...draft.shares, [person.userId]: event.target.value } }
                              : { amounts: { ...draft.amounts, [person.userId]: event.target.value } },
                          )
                        }
                      />
                    </>
                  )}
                </Flex>
              ))}
            </Stack>
            {left !== null && left !== 0 && (
              <Text textStyle="sm" fontWeight="medium" mt="2" aria-live="polite">
                {left > 0
                  ? t('expenses.form.leftToAssign', { amount: formatMinorMoney(left, draft.currency) })
                  : t('expenses.form.overAssigned', { amount: formatMinorMoney(-left, draft.currency) })}
              </Text>
            )}
            <FieldError id={participantsError.errorId} error={errors.participants} />
          </Box>
          <FormField label={t('expenses.form.note')} hint={t('expenses.form.noteHelp')} error={errors.note} optional>
            {(control) => (
              <Textarea
                rows={2}
                maxLength={NOTE_MAX}
                value={draft.note}
                onChange={(event) => change({ note: event.target.value })}
                {...control}
              />
            )}
          </FormField>
        </Stack>
      </Dialog.Body>
      <CancelAndSubmit
        onCancel={onClose}
        submitLabel={t(expense ? 'expenses.form.submitEdit' : 'expenses.form.submitAdd')}
        pending={saving}
        pendingLabel={t('common:actions.saving')}
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

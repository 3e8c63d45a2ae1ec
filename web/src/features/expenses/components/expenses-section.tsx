import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useExpenseMutations, useTripExpenses } from '@/features/expenses/api/trip-expenses';
import { BudgetSection } from '@/features/expenses/components/budget-tables';
import { ExpenseDialog } from '@/features/expenses/components/expense-dialog';
import { LazyBudgetChart } from '@/features/expenses/components/lazy-budget-chart';
import { SettleUp, usePersonName } from '@/features/expenses/components/settle-up';
import { Icon } from '@/components/ui/icon';
import type { Expense, Ledger } from '@/features/expenses/utils/expense-draft';
import type { TripPart } from '@/gql/graphql';
import { useCurrentUser } from '@/hooks/use-current-user';
import { readFailure } from '@/lib/failure';
import { useHydrated } from '@/lib/page-response';
import { currencySymbol, formatMinorMoney } from '@/lib/money';
import { formatRateDate, pesoRatesQuery } from '@/lib/peso-rates';

// recharts is large: it loads only when a chart is drawn, never on the server.

export interface ExpensesSectionProps {
  tripId: number;
  part: TripPart;
  canceled: boolean;
  /** The itinerary's currency and number of days. */
  currency: string;
  days: number;
}

/**
 * The trip page's Expenses tab (issue #17 items 3–6): every expense with its peso amount and the rate
 * it used, the settle-up, budget against actual and the CSV. Everyone on the trip reads it; the owner
 * and editors add, edit and delete (the server checks it again).
 */
export function ExpensesSection(props: ExpensesSectionProps) {
  const { t } = useTranslation('trips');
  const { ledger, loading, error, refetch } = useTripExpenses(props.tripId);
  return (
    <QueryState
      data={ledger}
      loading={loading}
      error={error}
      errorTitle={t('expenses.loadFailed')}
      onRetry={() => void refetch()}
      loadingText={t('expenses.loading')}
    >
      {(loaded) => <ExpensesLedger {...props} ledger={loaded} />}
    </QueryState>
  );
}

/** The Expenses tab once its ledger is there. */
function ExpensesLedger({ tripId, part, canceled, currency, days, ledger }: ExpensesSectionProps & { ledger: Ledger }) {
  const { t } = useTranslation('trips');
  const { user } = useCurrentUser();
  const { remove } = useExpenseMutations();
  const rates = useQuery(pesoRatesQuery);
  // A rate from Lakbay's table is confirmed only when it is still the table's rate and that one is confirmed
  // against a central bank: the table's earlier rates were all approximate.
  const rateKey = (expense: Expense) => {
    if (expense.rateSource === 'traveler') return 'expenses.rateTraveler';
    const confirmed = rates.data?.pesoRates.some(
      (rate) =>
        rate.confirmed &&
        rate.currency === expense.currency &&
        rate.date === expense.rateDate &&
        rate.php === Number(expense.phpRate),
    );
    return confirmed ? 'expenses.rate' : 'expenses.rateUnconfirmed';
  };
  const hydrated = useHydrated();
  // undefined: closed; null: adding; an expense: editing it.
  const [editing, setEditing] = useState<Expense | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const name = usePersonName(ledger.people);
  const canEdit = part !== 'viewer' && !canceled;

  const current = ledger.people.filter((person) => !person.former);
  // Focus goes back to the button that opened a dialog; after a delete, to Add Expense.
  const backToOpener = () => (opener.current?.isConnected ? opener.current : addButton.current);
  const open = (target: Expense | null, button: HTMLElement) => {
    opener.current = button;
    setEditing(target);
  };
  const describe = (expense: Expense) =>
    [
      formatMinorMoney(expense.amountMinor, expense.currency),
      expense.note || t(`expenses.categories.${expense.category}`),
    ].join(' · ');

  const onDelete = async (expense: Expense) => {
    try {
      await remove({ variables: { tripId, expenseId: expense.id } });
      toast({ type: 'success', title: t('expenses.deleted') });
    } catch (failure) {
      toast({ type: 'error', title: t('expenses.deleteFailed'), description: readFailure(failure).message });
    }
  };

  return (
    <Stack gap="10">
      <Box as="section" aria-labelledby="expenses-heading">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="xl" id="expenses-heading">
            {t('expenses.heading')}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              {/* The API answers with a file download; the session cookie goes along. */}
              <a href={`/api/trips/${tripId}/expenses.csv`} download>
                <Icon name="download" />
                {t('expenses.download')}
              </a>
            </Button>
            {canEdit && (
              <Button ref={addButton} size="sm" onClick={(event) => open(null, event.currentTarget)}>
                <Icon name="plus" />
                {t('expenses.add')}
              </Button>
            )}
          </Flex>
        </Flex>
        <Text color="fg.muted" textStyle="sm" mb="4">
          {t('expenses.intro')}
        </Text>
        {ledger.expenses.length === 0 ? (
          <Box borderWidth="2px" borderStyle="dashed" borderRadius="l3" px="6" py="8" textAlign="center">
            <Heading as="h3" size="md">
              {t('expenses.empty')}
            </Heading>
            <Text color="fg.muted" mt="2">
              {t(canEdit ? 'expenses.emptyEditor' : 'expenses.emptyViewer')}
            </Text>
          </Box>
        ) : (
          <Stack as="ul" gap="0" borderWidth="1px" borderRadius="l2" aria-labelledby="expenses-heading">
            {ledger.expenses.map((expense) => (
              <Flex
                as="li"
                key={expense.id}
                direction={{ base: 'column', md: 'row' }}
                justify="space-between"
                gap="2"
                px="4"
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
              >
                <Box minW="0">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontWeight="semibold">{formatMinorMoney(expense.amountMinor, expense.currency)}</Text>
                    {expense.currency !== 'PHP' && <Text>· {formatMinorMoney(expense.amountPhp, 'PHP')}</Text>}
                    <Badge variant="subtle" colorPalette="gray">
                      {t(`expenses.categories.${expense.category}`)}
                    </Badge>
                  </Flex>
                  {expense.note && <Text wordBreak="break-word">{expense.note}</Text>}
                  <Text textStyle="sm" color="fg.muted">
                    {[
                      expense.day === null ? t('expenses.noDay') : t('expenses.form.dayOption', { day: expense.day }),
                      t('expenses.paidBy', { name: name(expense.paidBy) }),
                      t('expenses.splitAmong', {
                        names: expense.shares.map((share) => name(share.userId)).join(', '),
                      }),
                    ].join(' · ')}
                  </Text>
                  {expense.rateDate && (
                    <Text textStyle="xs" color="fg.muted">
                      {t(rateKey(expense), {
                        rate: `₱${expense.phpRate}`,
                        unit: currencySymbol(expense.currency),
                        date: formatRateDate(expense.rateDate),
                      })}
                    </Text>
                  )}
                </Box>
                {canEdit && (
                  <Flex gap="2" flexShrink="0" align="start">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('expenses.editNamed', { what: describe(expense) })}
                      onClick={(event) => open(expense, event.currentTarget)}
                    >
                      {t('expenses.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('expenses.deleteNamed', { what: describe(expense) })}
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setDeleting(expense);
                      }}
                    >
                      {t('expenses.delete')}
                    </Button>
                  </Flex>
                )}
              </Flex>
            ))}
          </Stack>
        )}
      </Box>

      <SettleUp ledger={ledger} />

      <BudgetSection budget={ledger.budget} chart={<LazyBudgetChart budget={ledger.budget} ready={hydrated} />} />

      {canEdit && user && (
        <ExpenseDialog
          tripId={tripId}
          currency={currency}
          days={days}
          people={current}
          me={user.id}
          expense={editing}
          onClose={() => setEditing(undefined)}
          finalFocusEl={backToOpener}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        finalFocusEl={backToOpener}
        title={t('expenses.deleteConfirm.title')}
        description={t('expenses.deleteConfirm.description', { what: deleting ? describe(deleting) : '' })}
        keepLabel={t('expenses.deleteConfirm.keep')}
        confirmLabel={t('expenses.deleteConfirm.confirm')}
        onConfirm={() => deleting && void onDelete(deleting)}
      />
    </Stack>
  );
}

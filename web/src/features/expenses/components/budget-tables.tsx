import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ExpensesSubsection } from '@/features/expenses/components/expenses-subsection';
import { Caption, Table, TableScroll, Td, Th } from '@/features/expenses/components/money-table';
import type { BudgetLineFiguresFragment, TripExpensesFragment } from '@/gql/graphql';
import { formatMinorMoney } from '@/lib/money';

export type Budget = TripExpensesFragment['expenses']['budget'];

/** A figure in the trip's currency with its pesos, pesos first; either part may be unknown. */
function Figure({ minor, centavos, currency }: { minor: number | null; centavos: number | null; currency: string }) {
  const { t } = useTranslation('trips');
  const peso = centavos === null ? null : formatMinorMoney(centavos, 'PHP');
  const local = minor === null || currency === 'PHP' ? null : formatMinorMoney(minor, currency);
  if (!peso && !local) return <>{t('expenses.budget.noFigure')}</>;
  return (
    <>
      {peso ?? local}
      {peso && local && (
        <Text as="span" display="block" color="fg.muted">
          {local}
        </Text>
      )}
    </>
  );
}

function BudgetTable({
  caption,
  head,
  rows,
  total,
  currency,
}: {
  caption: string;
  head: string;
  rows: BudgetRow[];
  total: BudgetLineFiguresFragment;
  currency: string;
}) {
  const { t } = useTranslation('trips');
  const row = (key: string, label: ReactNode, line: BudgetLineFiguresFragment, bold = false) => (
    <tr key={key}>
      <Th scope="row" color="fg" fontWeight={bold ? 'semibold' : 'normal'}>
        {label}
      </Th>
      <Td numeric fontWeight={bold ? 'semibold' : undefined}>
        <Figure minor={line.planned} centavos={line.plannedPhp} currency={currency} />
      </Td>
      <Td numeric fontWeight={bold ? 'semibold' : undefined}>
        <Figure minor={line.spent} centavos={line.spentPhp} currency={currency} />
      </Td>
    </tr>
  );
  return (
    <TableScroll css={{ breakInside: 'avoid' }}>
      <Table>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            <Th scope="col">{head}</Th>
            <Th scope="col" numeric>
              {t('expenses.budget.planned')}
            </Th>
            <Th scope="col" numeric>
              {t('expenses.budget.spent')}
            </Th>
          </tr>
        </thead>
        <tbody>{rows.map(({ key, label, line }) => row(key, label, line))}</tbody>
        <tfoot>{row('total', t('expenses.budget.total'), total, true)}</tfoot>
      </Table>
    </TableScroll>
  );
}

/** Lines with nothing planned and nothing spent say nothing: only those with a figure are listed. */
const hasFigures = (line: BudgetLineFiguresFragment) => line.planned !== 0 || line.spentPhp !== 0;

export interface BudgetRow {
  key: string;
  label: string;
  /** The label where space is short (a chart's axis): the day's number. */
  short: string;
  line: BudgetLineFiguresFragment;
}

/** The lines of the budget by category and by day, as the tables and the charts list them. */
export function useBudgetRows(budget: Budget): { categories: BudgetRow[]; days: BudgetRow[] } {
  const { t } = useTranslation('trips');
  const categories = budget.categories
    .filter(({ line }) => hasFigures(line))
    .map(({ category, line }) => {
      const label = t(`expenses.categories.${category}`);
      return { key: category, label, short: label, line };
    });
  const days = budget.days
    .filter(({ day, line }) => day !== null || hasFigures(line))
    .map(({ day, line }) =>
      day === null
        ? { key: 'none', label: t('expenses.budget.outsideDays'), short: t('expenses.budget.outsideDaysShort'), line }
        : { key: String(day), label: t('expenses.form.dayOption', { day }), short: String(day), line },
    );
  return { categories, days };
}

/**
 * Budget against actual (issue #17 item 4) as tables, per category and per day: what screen readers
 * read and what prints; the charts beside them show the same figures.
 */
export function BudgetTables({ budget }: { budget: Budget }) {
  const { t } = useTranslation('trips');
  const { categories, days } = useBudgetRows(budget);
  return (
    <Stack gap="4">
      <BudgetTable
        caption={t('expenses.budget.byCategory')}
        head={t('expenses.budget.category')}
        currency={budget.currency}
        total={budget.total}
        rows={categories}
      />
      <BudgetTable
        caption={t('expenses.budget.byDay')}
        head={t('expenses.budget.day')}
        currency={budget.currency}
        total={budget.total}
        rows={days}
      />
    </Stack>
  );
}

/** The section as the trip page and the printed trip show it; `chart` is the screen's lazily loaded chart. */
export function BudgetSection({
  budget,
  chart,
  headingLevel = 'h3',
}: {
  budget: Budget;
  chart?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('trips');
  return (
    <ExpensesSubsection
      id="budget-actual-heading"
      heading={t('expenses.budget.heading')}
      intro={t('expenses.budget.intro')}
      headingLevel={headingLevel}
    >
      {chart}
      <BudgetTables budget={budget} />
    </ExpensesSubsection>
  );
}

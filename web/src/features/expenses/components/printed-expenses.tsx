import { Box } from '@chakra-ui/react/box';
import type { ReactNode } from 'react';

import { useTripExpenses } from '@/features/expenses/api/trip-expenses';
import { BudgetSection } from '@/features/expenses/components/budget-tables';
import { LazyBudgetChart, useBudgetChartReady } from '@/features/expenses/components/lazy-budget-chart';
import { SettleUp } from '@/features/expenses/components/settle-up';

/** What the printable trip shows of its expenses, and whether it is ready to print. */
export interface PrintedExpenses {
  ready: boolean;
  sections: ReactNode;
}

/**
 * Budget against actual and the settle-up, on paper (app/routes/trip-print.tsx hands them to the printable trip).
 * What was spent prints once there is some: a trip without expenses prints its plan, not empty tables, and never
 * loads the chart's code. Expenses that fail to load leave their sections out rather than hold up printing.
 */
export function usePrintedExpenses(tripId: number): PrintedExpenses {
  const expenses = useTripExpenses(tripId);
  const spent = expenses.ledger?.expenses.length ? expenses.ledger : null;
  const chartReady = useBudgetChartReady(Boolean(spent));
  return {
    ready: spent ? chartReady : Boolean(expenses.ledger || expenses.error),
    sections: spent && (
      <>
        <BudgetSection
          budget={spent.budget}
          headingLevel="h2"
          chart={<LazyBudgetChart budget={spent.budget} ready={chartReady} />}
        />
        <Box css={{ breakInside: 'avoid' }}>
          <SettleUp ledger={spent} headingLevel="h2" />
        </Box>
      </>
    ),
  };
}

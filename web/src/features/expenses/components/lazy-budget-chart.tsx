import { lazy, Suspense, useEffect, useState } from 'react';

import type { Budget } from '@/features/expenses/components/budget-tables';

// The budget charts bring recharts (about 120 KiB): it loads on its own, in the
// browser only, for the trip page's Expenses tab and the print page alike.
const loadBudgetChart = () => import('@/features/expenses/components/budget-chart');
const BudgetCharts = lazy(loadBudgetChart);

/**
 * True once the chart's code is loaded and has had two frames to measure and draw,
 * so the print page can wait for it before opening the print dialog. Never true on
 * the server. A chunk that fails to load counts as done: the tables carry the figures.
 * Nothing loads until `wanted` (a trip with expenses to draw).
 */
export function useBudgetChartReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => live && setReady(true)));
    void loadBudgetChart().then(drawn, drawn);
    return () => {
      live = false;
    };
  }, [wanted]);
  return ready;
}

/** The chart, once `ready` (after hydration): nothing on the server or before. */
export function LazyBudgetChart({ budget, ready }: { budget: Budget; ready: boolean }) {
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <BudgetCharts budget={budget} />
    </Suspense>
  );
}

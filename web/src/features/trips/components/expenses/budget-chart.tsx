import { Chart, useChart } from '@chakra-ui/charts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import type { Budget } from '@/features/trips/components/expenses/budget-tables';
import { intlLocale } from '@/lib/i18n';
import { minorDigits } from '@/lib/money';

/**
 * Planned against spent per category as horizontal bars (issue #17 item 4), read at a glance on a
 * phone too. In pesos when the trip's currency has a rate, else in that currency. Its own chunk with
 * recharts (expenses-section.tsx loads it lazily, in the browser only); the tables carry the figures
 * for screen readers and paper, so the chart is one image to assistive technology, named after what it shows.
 */
export default function BudgetChart({ budget }: { budget: Budget }) {
  const { t } = useTranslation('trips');
  const inPesos = budget.phpRate !== null;
  const currency = inPesos ? 'PHP' : budget.currency;
  const scale = 10 ** minorDigits(currency);
  const data = budget.categories
    .filter(({ line }) => line.planned !== 0 || line.spentPhp !== 0)
    .map(({ category, line }) => ({
      category: t(`expenses.categories.${category}`),
      planned: (inPesos ? (line.plannedPhp ?? 0) : line.planned) / scale,
      spent: (inPesos ? line.spentPhp : (line.spent ?? 0)) / scale,
    }));
  const chart = useChart({
    data,
    series: [
      { name: 'planned', label: t('expenses.budget.planned'), color: 'gray.400' },
      { name: 'spent', label: t('expenses.budget.spent'), color: 'brand.solid' },
    ],
  });
  const money = new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });

  return (
    <Chart.Root
      chart={chart}
      aspectRatio="auto"
      h={`${Math.max(data.length, 2) * 56 + 60}px`}
      mb="4"
      role="img"
      aria-label={t('expenses.budget.chartLabel', { currency })}
    >
      <BarChart
        responsive
        style={{ width: '100%', height: '100%' }}
        layout="vertical"
        data={chart.data}
        margin={{ left: 8, right: 16 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={(value: number) => money.format(value)} />
        <YAxis type="category" dataKey={chart.key('category')} width={110} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={0}
          content={<Chart.Tooltip formatter={(value: number) => money.format(value)} />}
        />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            dataKey={chart.key(item.name)}
            name={item.label as string}
            fill={chart.color(item.color)}
            isAnimationActive={false}
            barSize={14}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

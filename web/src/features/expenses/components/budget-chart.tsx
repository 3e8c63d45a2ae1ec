import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { minorDigits } from '@lakbay/validation/money';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

import { useBudgetRows, type Budget, type BudgetRow } from '@/features/expenses/components/budget-tables';
import { intlLocale } from '@/lib/i18n';

/** How a chart reads its figures: in pesos when the trip's currency has a rate, else in that currency. */
interface Units {
  inPesos: boolean;
  currency: string;
  scale: number;
  format: (value: number) => string;
}

/**
 * Planned against spent (issue #17 item 4), per category as horizontal bars and per day as
 * columns, read at a glance on a phone too. Its own chunk with recharts (lazy-budget-chart.tsx
 * loads it in the browser only); the tables carry the figures for screen readers and paper, so
 * each chart is one image to assistive technology, named after what it shows.
 */
export default function BudgetCharts({ budget }: { budget: Budget }) {
  const { t } = useTranslation('trips');
  const { categories, days } = useBudgetRows(budget);
  const inPesos = budget.phpRate !== null;
  const currency = inPesos ? 'PHP' : budget.currency;
  const compact = new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const units: Units = {
    inPesos,
    currency,
    scale: 10 ** minorDigits(currency),
    format: (value) => compact.format(value),
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
      <BudgetBars
        title={t('expenses.budget.byCategory')}
        label={t('expenses.budget.chartLabel', { currency })}
        rows={categories}
        units={units}
        layout="vertical"
      />
      <BudgetBars
        title={t('expenses.budget.byDay')}
        label={t('expenses.budget.chartByDayLabel', { currency })}
        rows={days}
        units={units}
        layout="horizontal"
      />
    </SimpleGrid>
  );
}

/** One chart: `vertical` lays the bars across (a row per category), `horizontal` stands them up (a column per day). */
function BudgetBars({
  title,
  label,
  rows,
  units,
  layout,
}: {
  title: string;
  label: string;
  rows: BudgetRow[];
  units: Units;
  layout: 'vertical' | 'horizontal';
}) {
  const { t } = useTranslation('trips');
  const chart = useChart({
    data: rows.map(({ short, line }) => ({
      name: short,
      planned: (units.inPesos ? (line.plannedPhp ?? 0) : line.planned) / units.scale,
      spent: (units.inPesos ? line.spentPhp : (line.spent ?? 0)) / units.scale,
    })),
    series: [
      { name: 'planned', label: t('expenses.budget.planned'), color: 'gray.400' },
      { name: 'spent', label: t('expenses.budget.spent'), color: 'brand.solid' },
    ],
  });
  const across = layout === 'vertical';
  const amountAxis = { tickLine: false, axisLine: false, tickFormatter: units.format };
  const nameAxis = { dataKey: chart.key('name'), tickLine: false, axisLine: false };

  return (
    <Box>
      <Text textStyle="sm" fontWeight="semibold" mb="1" aria-hidden>
        {title}
      </Text>
      <Chart.Root
        chart={chart}
        aspectRatio="auto"
        h={across ? `${Math.max(rows.length, 2) * 56 + 60}px` : '260px'}
        role="img"
        aria-label={label}
      >
        <BarChart
          responsive
          style={{ width: '100%', height: '100%' }}
          layout={layout}
          data={chart.data}
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={!across} vertical={across} />
          {across ? (
            <>
              <XAxis type="number" {...amountAxis} />
              <YAxis type="category" width={110} {...nameAxis} />
            </>
          ) : (
            <>
              <XAxis type="category" interval="preserveStartEnd" {...nameAxis} />
              <YAxis type="number" width={56} {...amountAxis} />
            </>
          )}
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={0}
            content={<Chart.Tooltip formatter={units.format} />}
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              dataKey={chart.key(item.name)}
              name={item.label as string}
              fill={chart.color(item.color)}
              isAnimationActive={false}
              maxBarSize={14}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}

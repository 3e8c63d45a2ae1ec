import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { OverBudgetNote } from '@/entities/trip/components/over-budget-note';
import { costTotals, itineraryTotal } from '@/entities/trip/utils/itinerary';
import type { SavedTripDetailFragment } from '@/gql/graphql';
import { usePesoMoney } from '@/lib/peso-rates';

type Itinerary = SavedTripDetailFragment['savedItinerary'];

/** The traveler's budget and its currency: the trip's `budget` and `currency`. */
export interface TripBudget {
  amount: number;
  currency: string;
}

/** The Overview tab (docs/product/trips.md): the summary, each day's highlights and the budget breakdown. */
export function TripOverview({ itinerary, budget }: { itinerary: Itinerary; budget: TripBudget }) {
  const { t } = useTranslation('trips');
  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby="overview-heading">
        <Heading as="h2" size="lg" id="overview-heading" mb="2">
          {t('overview.title')}
        </Heading>
        <Text whiteSpace="pre-line">{itinerary.overview}</Text>
      </Box>

      <Box as="section" aria-labelledby="highlights-heading">
        <Heading as="h2" size="lg" id="highlights-heading" mb="3">
          {t('overview.highlights')}
        </Heading>
        {itinerary.days.length === 0 ? (
          <Text color="fg.muted">{t('day.noDays')}</Text>
        ) : (
          <Stack as="ol" gap="3">
            {itinerary.days.map((day) => (
              <Flex as="li" key={day.day} gap="3" align="start">
                <Flex
                  flexShrink="0"
                  align="center"
                  justify="center"
                  boxSize="9"
                  rounded="full"
                  bg="brand.subtle"
                  color="brand.fg"
                  fontWeight="bold"
                  textStyle="sm"
                >
                  {day.day}
                </Flex>
                <Box minW="0">
                  <Text fontWeight="semibold">{t('day.heading', { day: day.day, title: day.title })}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {day.activities.slice(0, 3).join(' · ')}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        )}
      </Box>

      <BudgetBreakdown itinerary={itinerary} budget={budget} />
    </Stack>
  );
}

/**
 * The four sums of docs/product/trips.md and the costs outside the days (flights, Philippine travel tax), with
 * the total, and by how much it goes over the budget when it does.
 */
export function BudgetBreakdown({ itinerary, budget }: { itinerary: Itinerary; budget: TripBudget }) {
  const { t } = useTranslation('trips');
  const totals = costTotals(itinerary.days);
  const total = itineraryTotal(itinerary);
  const { money } = usePesoMoney(itinerary.currency);
  const rows = [
    { label: t('overview.accommodation'), amount: totals.accommodation },
    { label: t('overview.food'), amount: totals.meals },
    { label: t('overview.transportation'), amount: totals.transportation },
    { label: t('overview.activities'), amount: totals.activities },
    ...itinerary.extraCosts.map((cost) => ({ label: cost.label, amount: cost.amount, note: cost.note })),
  ];

  return (
    <Card.Root as="section" aria-labelledby="budget-heading" variant="subtle">
      <Card.Header>
        <Heading as="h2" size="lg" id="budget-heading">
          {t('overview.budgetBreakdown')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Box as="dl" data-testid="budget-breakdown">
          {rows.map((row) => (
            <Flex key={row.label} justify="space-between" gap="4" py="2" borderBottomWidth="1px">
              <Box as="dt">
                {row.label}
                {'note' in row && row.note && (
                  <Text textStyle="xs" color="fg.muted">
                    {row.note}
                  </Text>
                )}
              </Box>
              <Box as="dd" fontWeight="medium" whiteSpace="nowrap">
                {money(row.amount)}
              </Box>
            </Flex>
          ))}
          <Flex justify="space-between" gap="4" pt="3" fontWeight="bold" textStyle="lg">
            <Box as="dt">{t('overview.total')}</Box>
            <Box as="dd" color="brand.fg">
              {money(total)}
            </Box>
          </Flex>
        </Box>
        <OverBudgetNote
          budget={budget.amount}
          budgetCurrency={budget.currency}
          total={total}
          totalCurrency={itinerary.currency}
          mt="3"
        />
      </Card.Body>
    </Card.Root>
  );
}

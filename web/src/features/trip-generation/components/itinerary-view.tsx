import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Itinerary } from '@lakbay/validation/itinerary';
import { DayItem } from '@/features/trip-generation/components/day-item';
import { PesoRateNote } from '@/components/ui/peso-rate-note';
import { OverBudgetNote } from '@/entities/trip/components/over-budget-note';
import { formatDate } from '@/lib/i18n';
import { usePesoMoney } from '@/lib/peso-rates';

interface ItineraryViewProps {
  itinerary: Itinerary;
  /** The traveler's budget, for comparison with the plan's total. */
  budget: number;
  /** The currency the budget was given in: the plan is checked against it when it is in the same. */
  budgetCurrency: string;
  /** Save Itinerary and Customize. */
  actions: ReactNode;
  /** Opens "Change this day" for a day. */
  onChangeDay: (day: number) => void;
}

/** An ISO date shown as "Apr 5, 2027" ("Abr 5, 2027"); anything unreadable as it came. */
function formatStartDate(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section">
      <Flex justify="space-between" align="center" gap="3" mb="3">
        <Heading as="h4" size="lg">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}

/** One results tab (docs/product/trip-planning.md): summary, overview, the days, the costs outside them and the tips. */
export function ItineraryView({ itinerary, budget, budgetCurrency, actions, onChangeDay }: ItineraryViewProps) {
  const { t } = useTranslation(['generation', 'common']);
  // The first day starts open so the plan's shape is visible at once; each day then toggles on its own.
  const [openDays, setOpenDays] = useState<ReadonlySet<number>>(() => new Set([itinerary.days[0]?.day ?? 1]));
  const { money } = usePesoMoney(itinerary.currency);
  const toggleDay = (day: number) =>
    setOpenDays((current) => {
      const next = new Set(current);
      if (!next.delete(day)) next.add(day);
      return next;
    });
  const allOpen = itinerary.days.every((day) => openDays.has(day.day));

  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Heading as="h3" size={{ base: 'xl', md: '2xl' }}>
              {itinerary.destination}
            </Heading>
            <Badge colorPalette="brand" variant="solid" size="lg" data-testid="total-budget">
              {t('itinerary.total', { amount: money(itinerary.totalBudget) })}
            </Badge>
          </Flex>
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, auto)' }}
            gap="3"
            justifyContent="start"
            columnGap={{ md: '10' }}
          >
            <div>
              <Text as="dt" textStyle="sm" color="fg.muted">
                {t('itinerary.dates')}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {itinerary.startDate ? formatStartDate(itinerary.startDate) : t('common:trip.flexibleDates')}
              </Text>
            </div>
            <div>
              <Text as="dt" textStyle="sm" color="fg.muted">
                {t('itinerary.duration')}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {t('common:trip.days', { count: itinerary.duration })}
              </Text>
            </div>
            <div>
              <Text as="dt" textStyle="sm" color="fg.muted">
                {t('itinerary.yourBudget')}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {money(budget)}
              </Text>
            </div>
          </Box>
          <OverBudgetNote
            budget={budget}
            budgetCurrency={budgetCurrency}
            total={itinerary.totalBudget}
            totalCurrency={itinerary.currency}
          />
          <PesoRateNote currency={itinerary.currency} />
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            {actions}
          </Flex>
        </Card.Body>
      </Card.Root>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Section title={t('itinerary.overview')}>
            <Text whiteSpace="pre-line">{itinerary.overview}</Text>
          </Section>
          <Section
            title={t('itinerary.daily')}
            action={
              itinerary.days.length > 0 && (
                <Button
                  variant="outline"
                  size="xs"
                  onClick={() => setOpenDays(allOpen ? new Set() : new Set(itinerary.days.map((day) => day.day)))}
                >
                  {allOpen ? t('itinerary.collapseAll') : t('itinerary.expandAll')}
                </Button>
              )
            }
          >
            {itinerary.days.length ? (
              <Stack as="ol" gap="3" listStyle="none">
                {itinerary.days.map((day) => (
                  <DayItem
                    key={day.day}
                    day={day}
                    currency={itinerary.currency}
                    open={openDays.has(day.day)}
                    onToggle={() => toggleDay(day.day)}
                    onChange={() => onChangeDay(day.day)}
                  />
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">{t('itinerary.noDays')}</Text>
            )}
          </Section>
        </Stack>

        {itinerary.extraCosts.length > 0 && (
          <Section title={t('itinerary.extraCosts')}>
            <Text textStyle="sm" color="fg.muted" mb="3">
              {t('itinerary.extraCostsNote')}
            </Text>
            <Stack as="ul" gap="3" listStyle="none">
              {itinerary.extraCosts.map((cost) => (
                <Box as="li" key={cost.label} borderWidth="1px" borderRadius="l2" p="3">
                  <Flex justify="space-between" gap="3">
                    <Text fontWeight="medium">{cost.label}</Text>
                    <Text fontWeight="semibold" whiteSpace="nowrap">
                      {money(cost.amount)}
                    </Text>
                  </Flex>
                  {cost.note && (
                    <Text textStyle="sm" color="fg.muted" mt="1">
                      {cost.note}
                    </Text>
                  )}
                </Box>
              ))}
            </Stack>
          </Section>
        )}
      </Grid>

      <Section title={t('itinerary.tips')}>
        {itinerary.tips.length ? (
          <Box as="ol" ps="5" listStyleType="decimal" columnCount={{ base: 1, lg: 2 }} columnGap="10">
            {itinerary.tips.map((tip, index) => (
              <Box as="li" key={index} mb="2" breakInside="avoid">
                {tip}
              </Box>
            ))}
          </Box>
        ) : (
          <Text color="fg.muted">{t('itinerary.noTips')}</Text>
        )}
      </Section>
    </Stack>
  );
}

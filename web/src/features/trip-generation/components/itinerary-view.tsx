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

import type { Itinerary } from '@/features/trip-generation/api/generate-trip';
import { DayItem } from '@/features/trip-generation/components/day-item';
import { formatMoney } from '@/lib/money';

interface ItineraryViewProps {
  itinerary: Itinerary;
  /** The traveler's budget, for comparison with the plan's total. */
  budget: number;
  /** Save Itinerary and Customize. */
  actions: ReactNode;
}

const startDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO date shown as "Apr 5, 2027"; anything unreadable as it came. */
function formatStartDate(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : startDateFormat.format(date);
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

/** One results tab (spec §2): summary, overview, the days, the costs outside them and the tips. */
export function ItineraryView({ itinerary, budget, actions }: ItineraryViewProps) {
  // The first day starts open so the plan's shape is visible at once; each day then toggles on its own.
  const [openDays, setOpenDays] = useState<ReadonlySet<number>>(() => new Set([itinerary.days[0]?.day ?? 1]));
  const money = (amount: number) => formatMoney(amount, itinerary.currency);
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
              Total {money(itinerary.totalBudget)}
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
                Dates
              </Text>
              <Text as="dd" fontWeight="semibold">
                {itinerary.startDate ? formatStartDate(itinerary.startDate) : 'Flexible dates'}
              </Text>
            </div>
            <div>
              <Text as="dt" textStyle="sm" color="fg.muted">
                Duration
              </Text>
              <Text as="dd" fontWeight="semibold">
                {itinerary.duration} {itinerary.duration === 1 ? 'day' : 'days'}
              </Text>
            </div>
            <div>
              <Text as="dt" textStyle="sm" color="fg.muted">
                Your budget
              </Text>
              <Text as="dd" fontWeight="semibold">
                {money(budget)}
              </Text>
            </div>
          </Box>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            {actions}
          </Flex>
        </Card.Body>
      </Card.Root>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Section title="Overview">
            <Text whiteSpace="pre-line">{itinerary.overview}</Text>
          </Section>
          <Section
            title="Daily itinerary"
            action={
              itinerary.days.length > 0 && (
                <Button
                  variant="outline"
                  size="xs"
                  onClick={() => setOpenDays(allOpen ? new Set() : new Set(itinerary.days.map((day) => day.day)))}
                >
                  {allOpen ? 'Collapse all' : 'Expand all'}
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
                  />
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">No days planned.</Text>
            )}
          </Section>
        </Stack>

        {itinerary.extraCosts.length > 0 && (
          <Section title="Flights and fees">
            <Text textStyle="sm" color="fg.muted" mb="3">
              Counted in the total, outside the daily costs.
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

      <Section title="Travel tips">
        {itinerary.tips.length ? (
          <Box as="ol" ps="5" listStyleType="decimal" columnCount={{ base: 1, lg: 2 }} columnGap="10">
            {itinerary.tips.map((tip, index) => (
              <Box as="li" key={index} mb="2" breakInside="avoid">
                {tip}
              </Box>
            ))}
          </Box>
        ) : (
          <Text color="fg.muted">No tips for this trip.</Text>
        )}
      </Section>
    </Stack>
  );
}

import { Accordion } from '@chakra-ui/react/accordion';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';

import { DayEditDialog } from '@/features/trips/components/day-edit-dialog';
import { Icon } from '@/features/trips/components/icon';
import { COST_KEYS, type CostKey } from '@/features/trips/utils/itinerary';
import type { SavedTripDetailFragment } from '@/gql/graphql';
import { formatMoney } from '@/lib/money';

type Day = SavedTripDetailFragment['savedItinerary']['days'][number];

const dayTotal = (day: Day) => COST_KEYS.reduce((sum, key) => sum + day.costs[key], 0);

const costLabels: Record<CostKey, string> = {
  accommodation: 'Accommodation',
  meals: 'Meals',
  activities: 'Activities',
  transportation: 'Transportation',
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h4" size="sm" mb="1">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Bullets({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** A day's activities, stay, transport, meals and costs: the trip page's open day and the printable trip. */
export function DayDetails({ day, currency }: { day: Day; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <Stack gap="4">
      <Part title="Activities">
        <Bullets items={day.activities} empty="No activities yet." />
      </Part>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Part title="Accommodation">
          <Text>{day.accommodation || 'Not set yet.'}</Text>
        </Part>
        <Part title="Transportation">
          <Text>{day.transportation || 'Not set yet.'}</Text>
        </Part>
      </SimpleGrid>
      <Part title="Meals">
        <Bullets items={day.meals} empty="No meals planned yet." />
      </Part>
      <Part title="Daily costs">
        <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="3" textStyle="sm">
          {COST_KEYS.map((key) => (
            <Box key={key}>
              <Box as="dt" color="fg.muted">
                {costLabels[key]}
              </Box>
              <Box as="dd" fontWeight="medium">
                {money(day.costs[key])}
              </Box>
            </Box>
          ))}
          <Box>
            <Box as="dt" color="fg.muted">
              Day total
            </Box>
            <Box as="dd" fontWeight="bold">
              {money(dayTotal(day))}
            </Box>
          </Box>
        </SimpleGrid>
      </Part>
    </Stack>
  );
}

/**
 * Spec §2 Daily Itinerary tab: each day opens on its own (spec §4 "Day
 * expansion"); an Edit button per day opens the day editor unless the trip is
 * canceled.
 */
export function ItineraryDays({ trip }: { trip: SavedTripDetailFragment }) {
  const [editing, setEditing] = useState<Day | null>(null);
  const itinerary = trip.savedItinerary;
  const editable = trip.status !== 'canceled';
  const money = (amount: number) => formatMoney(amount, itinerary.currency);

  if (itinerary.days.length === 0) {
    return <Text color="fg.muted">No days are planned for this trip yet.</Text>;
  }

  return (
    <>
      <Accordion.Root multiple collapsible defaultValue={[String(itinerary.days[0]!.day)]} variant="enclosed">
        {itinerary.days.map((day) => (
          <Accordion.Item key={day.day} value={String(day.day)}>
            <Heading as="h3" size="md">
              <Accordion.ItemTrigger py="3" cursor="pointer">
                <Flex flex="1" gap="3" align="center" minW="0" textAlign="start">
                  <Text as="span" color="brand.fg" fontWeight="bold" flexShrink="0">
                    Day {day.day}
                  </Text>
                  <Text as="span" flex="1" minW="0" truncate>
                    {day.title}
                  </Text>
                  <Text as="span" textStyle="sm" color="fg.muted" fontWeight="normal" hideBelow="sm">
                    {money(dayTotal(day))}
                  </Text>
                </Flex>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="4">
                  <DayDetails day={day} currency={itinerary.currency} />
                  {editable && (
                    <Box>
                      <Button size="sm" variant="outline" onClick={() => setEditing(day)}>
                        <Icon name="pencil" />
                        Edit day {day.day}
                      </Button>
                    </Box>
                  )}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {editable && <DayEditDialog trip={trip} day={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

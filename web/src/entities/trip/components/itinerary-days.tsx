import { Accordion } from '@chakra-ui/react/accordion';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DayContent, dayTotal } from '@/entities/trip/components/day-content';
import type { BookingFieldsFragment, SavedItineraryDetailFragment } from '@/gql/graphql';
import { usePesoMoney } from '@/lib/peso-rates';

export type Day = SavedItineraryDetailFragment['days'][number];

interface ItineraryDaysProps {
  itinerary: SavedItineraryDetailFragment;
  /** The trip's bookings, each on its days (a shared trip's page has none). */
  bookings?: readonly BookingFieldsFragment[];
  /** What an open day offers below it: the day editor's buttons on an editable trip (features/itinerary-editing). */
  dayActions?: (day: Day) => ReactNode;
}

/**
 * The Daily Itinerary tab of docs/product/trips.md: each day opens on its own
 * (day expansion); an open day draws its map.
 */
export function ItineraryDays({ itinerary, bookings = [], dayActions }: ItineraryDaysProps) {
  const { t } = useTranslation('trips');
  const { money } = usePesoMoney(itinerary.currency);
  // Which days are open: an open day draws its map.
  const [open, setOpen] = useState<string[]>(() => (itinerary.days[0] ? [String(itinerary.days[0].day)] : []));

  if (itinerary.days.length === 0) {
    return <Text color="fg.muted">{t('day.noDays')}</Text>;
  }

  return (
    <Accordion.Root
      multiple
      collapsible
      value={open}
      onValueChange={(details) => setOpen(details.value)}
      variant="enclosed"
    >
      {itinerary.days.map((day) => (
        <Accordion.Item key={day.day} value={String(day.day)}>
          <Heading as="h3" size="md">
            <Accordion.ItemTrigger py="3" cursor="pointer">
              <Flex flex="1" gap="3" align="center" minW="0" textAlign="start">
                <Text as="span" color="brand.fg" fontWeight="bold" flexShrink="0">
                  {t('day.label', { day: day.day })}
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
                <DayContent
                  day={day}
                  currency={itinerary.currency}
                  showMap={open.includes(String(day.day))}
                  bookings={bookings}
                />
                {dayActions?.(day)}
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

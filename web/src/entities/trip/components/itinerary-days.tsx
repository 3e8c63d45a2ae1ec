import { Accordion } from '@chakra-ui/react/accordion';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { NotVerifiedMark } from '@/components/ui/not-verified-mark';
import { DayRoute } from '@/entities/trip/components/day-route';
import { dayParts } from '@/entities/trip/utils/route';
import { useDayBookingLines } from '@/entities/trip/components/day-bookings';
import { COST_KEYS } from '@/entities/trip/utils/itinerary';
import type { BookingFieldsFragment, SavedItineraryDetailFragment } from '@/gql/graphql';
import { usePesoMoney } from '@/lib/peso-rates';

export type Day = SavedItineraryDetailFragment['days'][number];

const dayTotal = (day: Day) => COST_KEYS.reduce((sum, key) => sum + day.costs[key], 0);

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

function Bullets({ items, empty, day }: { items: readonly string[]; empty: string; day: Day }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
      {items.map((item, index) => (
        <li key={index}>
          <ActivityText text={item} />
          <NotVerifiedMark line={item} unverifiedPlaces={day.unverifiedPlaces} />
        </li>
      ))}
    </Box>
  );
}

// The map link a place added from Local Secrets ends with (api: trip-places.ts). Only
// OpenStreetMap links become links: other text in a shared trip is shown, never followed.
const PLACE_LINK = /^(.*) · (https:\/\/www\.openstreetmap\.org\/\S+)$/s;

function ActivityText({ text }: { text: string }) {
  const { t } = useTranslation('trips');
  const match = PLACE_LINK.exec(text);
  if (!match) return text;
  const [, place, url] = match;
  return (
    <>
      {place}{' '}
      <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg" whiteSpace="nowrap">
        {t('day.mapLink')}
        <VisuallyHidden>{t('day.opensInNewTab')}</VisuallyHidden>
      </Link>
    </>
  );
}

/**
 * A day's route (its stops, times and map), the lines no stop stands for, stay, transport, meals and costs: the
 * trip page's open day and the printable trip. A day planned before stops shows its lines as they are.
 */
export function DayDetails({
  day,
  currency,
  showMap = false,
  bookings = [],
}: {
  day: Day;
  currency: string;
  showMap?: boolean;
  /** The trip's bookings: those on this day show first (a shared trip's page has none). */
  bookings?: readonly BookingFieldsFragment[];
}) {
  const { t } = useTranslation('trips');
  const { money } = usePesoMoney(currency);
  const { stops, routed, activities, meals } = dayParts(day);
  const booked = useDayBookingLines(day.day, bookings);
  return (
    <Stack gap="4">
      {booked.length > 0 && (
        <Part title={t('day.booked')}>
          <Box as="ul" ps="5" listStyleType="disc" display="grid" gap="1">
            {booked.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </Box>
        </Part>
      )}
      {routed && (
        <DayRoute
          day={day.day}
          stops={stops}
          unverifiedPlaces={day.unverifiedPlaces}
          currency={currency}
          showMap={showMap}
        />
      )}
      {(!routed || activities.length > 0) && (
        <Part title={routed ? t('day.alsoToday') : t('day.activities')}>
          <Bullets items={activities} empty={t('day.noActivities')} day={day} />
        </Part>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Part title={t('day.accommodation')}>
          <Text>
            {day.accommodation || t('day.notSet')}
            <NotVerifiedMark line={day.accommodation} unverifiedPlaces={day.unverifiedPlaces} />
          </Text>
        </Part>
        <Part title={t('day.transportation')}>
          <Text>{day.transportation || t('day.notSet')}</Text>
        </Part>
      </SimpleGrid>
      {(!routed || meals.length > 0) && (
        <Part title={t('day.meals')}>
          <Bullets items={meals} empty={t('day.noMeals')} day={day} />
        </Part>
      )}
      <Part title={t('day.dailyCosts')}>
        <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="3" textStyle="sm">
          {COST_KEYS.map((key) => (
            <Box key={key}>
              <Box as="dt" color="fg.muted">
                {t(`day.costNames.${key}`)}
              </Box>
              <Box as="dd" fontWeight="medium">
                {money(day.costs[key])}
              </Box>
            </Box>
          ))}
          <Box>
            <Box as="dt" color="fg.muted">
              {t('day.dayTotal')}
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
                <DayDetails
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

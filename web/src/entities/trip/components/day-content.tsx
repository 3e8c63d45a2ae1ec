import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { NotVerifiedMark } from '@/components/ui/not-verified-mark';
import { useDayBookingLines } from '@/entities/trip/components/day-bookings';
import { DayRoute } from '@/entities/trip/components/day-route';
import { COST_KEYS, type Costs } from '@/entities/trip/utils/itinerary';
import { dayParts, type RouteStop } from '@/entities/trip/utils/route';
import type { BookingFieldsFragment } from '@/gql/graphql';
import { usePesoMoney } from '@/lib/peso-rates';

/** A plan's day as both a generated plan (the contract's Day) and a saved trip (GraphQL) carry it. */
export interface PlannedDay {
  day: number;
  activities: readonly string[];
  meals: readonly string[];
  accommodation: string;
  transportation: string;
  costs: Costs;
  unverifiedPlaces?: readonly { name: string; line: string }[] | null;
  stops?: readonly RouteStop[] | null;
}

/** The heading level of a day's parts: one below the day's own heading where it sits. */
export type PartHeading = 'h4' | 'h6';

export const dayTotal = (day: Pick<PlannedDay, 'costs'>) => COST_KEYS.reduce((sum, key) => sum + day.costs[key], 0);

function Part({ title, as, children }: { title: string; as: PartHeading; children: ReactNode }) {
  return (
    <Box>
      <Heading as={as} size="sm" mb="1">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Bullets({ items, empty, day }: { items: readonly string[]; empty: string; day: PlannedDay }) {
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

interface DayContentProps {
  day: PlannedDay;
  currency: string;
  /** Draw the route's map (an open day on screen); never on paper. */
  showMap?: boolean;
  /** The trip's bookings: those on this day show first (a generated plan and a shared trip's page have none). */
  bookings?: readonly BookingFieldsFragment[];
  /** h4 under the trip page's and the printed trip's h3 days; h6 under the generation results' h5 days. */
  partHeading?: PartHeading;
}

/**
 * What a plan's day holds, wherever it is shown (the generation results, the trip page, the printable trip):
 * its bookings, its route (stops, times and map), the lines no stop stands for, stay, transport, meals and costs.
 * A day planned before stops shows its lines as they are. The screen around it owns the day's heading and controls.
 */
export function DayContent({ day, currency, showMap = false, bookings = [], partHeading = 'h4' }: DayContentProps) {
  const { t } = useTranslation('trips');
  const { money } = usePesoMoney(currency);
  const { stops, routed, activities, meals } = dayParts(day);
  const booked = useDayBookingLines(day.day, bookings);
  return (
    <Stack gap="4">
      {booked.length > 0 && (
        <Part title={t('day.booked')} as={partHeading}>
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
          heading={partHeading}
        />
      )}
      {(!routed || activities.length > 0) && (
        <Part title={routed ? t('day.alsoToday') : t('day.activities')} as={partHeading}>
          <Bullets items={activities} empty={t('day.noActivities')} day={day} />
        </Part>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Part title={t('day.accommodation')} as={partHeading}>
          <Text>
            {day.accommodation || t('day.notSet')}
            <NotVerifiedMark line={day.accommodation} unverifiedPlaces={day.unverifiedPlaces} />
          </Text>
        </Part>
        <Part title={t('day.transportation')} as={partHeading}>
          <Text>{day.transportation || t('day.notSet')}</Text>
        </Part>
      </SimpleGrid>
      {(!routed || meals.length > 0) && (
        <Part title={t('day.meals')} as={partHeading}>
          <Bullets items={meals} empty={t('day.noMeals')} day={day} />
        </Part>
      )}
      <Part title={t('day.dailyCosts')} as={partHeading}>
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

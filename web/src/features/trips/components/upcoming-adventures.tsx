import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PesoEquivalent } from '@/components/ui/peso-rate-note';
import { tripBookingQuery } from '@/entities/trip/utils/trip-search';
import { useTripList } from '@/features/trips/api/trip-lists';
import { ItineraryTypeBadge } from '@/entities/trip/components/itinerary-type-badge';
import { formatTripDates } from '@/entities/trip/utils/trip-dates';
import { daysLabel, travelGroupLabel } from '@/entities/trip/utils/trip-labels';
import type { ItineraryType, TripStatus } from '@/gql/graphql';
import { formatMoney } from '@/lib/money';
import { countryName, useTripFormOptions } from '@/entities/trip/api/trip-form-options';

/** What one card shows: a saved trip's facts, or a sample's. */
interface AdventureCard {
  key: string;
  destination: string;
  cities: string;
  dates: string;
  type: ItineraryType;
  tripType: string | undefined;
  budget: number;
  currency: string;
  detailsTo: string;
  bookTo: string;
}

// docs/product/screens.md: three static samples, shown while the tab has no trips of the user's own.
const sampleCards = (t: TFunction<'landing'>): AdventureCard[] => [
  {
    key: 'sample-tokyo',
    destination: t('adventures.tokyo.destination'),
    cities: t('adventures.tokyo.cities'),
    dates: t('adventures.tokyo.dates'),
    type: 'budget',
    tripType: t('adventures.tokyo.tripType'),
    budget: 45_000,
    currency: 'PHP',
    detailsTo: '/generate-trip',
    bookTo: '/book-hotels?destination=Japan&city=Tokyo&days=5',
  },
  {
    key: 'sample-seoul',
    destination: t('adventures.seoul.destination'),
    cities: t('adventures.seoul.cities'),
    dates: t('adventures.seoul.dates'),
    type: 'experience',
    tripType: t('adventures.seoul.tripType'),
    budget: 55_000,
    currency: 'PHP',
    detailsTo: '/generate-trip',
    bookTo: '/book-hotels?destination=South+Korea&city=Seoul&days=6',
  },
  {
    key: 'sample-singapore',
    destination: t('adventures.singapore.destination'),
    cities: '',
    dates: t('adventures.singapore.dates'),
    type: 'budget',
    tripType: t('adventures.singapore.tripType'),
    budget: 30_000,
    currency: 'PHP',
    detailsTo: '/generate-trip',
    bookTo: '/book-hotels?destination=Singapore&days=4',
  },
];

const TABS = ['upcoming', 'past'] as const satisfies TripStatus[];

const SHOWN = 3;

/**
 * docs/product/screens.md, "Your Upcoming Adventures", for signed-in users only: the
 * user's own trips (three at most) in Upcoming and Past tabs, else the samples.
 * Loaded as its own chunk, so signed-out visitors never download it.
 */
export function UpcomingAdventures() {
  const { t } = useTranslation('landing');
  return (
    <Box as="section" aria-labelledby="adventures-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="4" mb="6" wrap="wrap">
          <Heading as="h2" id="adventures-title" size="3xl">
            {t('adventures.title')}
          </Heading>
          <Button asChild variant="outline">
            <RouterLink to="/my-trips">{t('adventures.viewAll')}</RouterLink>
          </Button>
        </Flex>
        <Tabs.Root defaultValue="upcoming" lazyMount unmountOnExit>
          <Tabs.List>
            {TABS.map((status) => (
              <Tabs.Trigger key={status} value={status}>
                {t(`adventures.${status}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((status) => (
            <Tabs.Content key={status} value={status} pt="6">
              <AdventureList status={status} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </Box>
  );
}

function AdventureList({ status }: { status: TripStatus }) {
  const { t } = useTranslation('landing');
  const { trips, loading } = useTripList(status);
  const { options } = useTripFormOptions();

  if (loading && !trips) {
    return (
      <Flex justify="center" py="10" role="status" aria-label={t('adventures.loading')}>
        <Spinner color="brand.solid" />
      </Flex>
    );
  }

  const cards: AdventureCard[] = (trips ?? []).slice(0, SHOWN).map((trip) => ({
    key: String(trip.id),
    destination: countryName(options, trip.destinationCountry),
    cities: trip.cities.join(', '),
    dates: `${formatTripDates(trip.startDate, trip.duration)} · ${daysLabel(trip.duration)}`,
    type: trip.savedType,
    tripType: travelGroupLabel(trip.memberCount),
    budget: trip.budget,
    currency: trip.currency,
    detailsTo: `/trips/${trip.id}`,
    bookTo: `/book-hotels${tripBookingQuery(trip, options)}`,
  }));
  // A failed or empty list shows the samples: this section is a teaser, /my-trips has the full story.
  const samples = cards.length === 0;

  return (
    <Stack gap="4">
      {samples && (
        <Text color="fg.muted">{status === 'upcoming' ? t('adventures.noUpcoming') : t('adventures.noPast')}</Text>
      )}
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 3 }}
        gap="6"
        aria-label={samples ? t('adventures.sampleTrips') : t('adventures.yourTrips')}
      >
        {(samples ? sampleCards(t) : cards).map((card) => (
          <AdventureCardView key={card.key} card={card} sample={samples} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function AdventureCardView({ card, sample }: { card: AdventureCard; sample: boolean }) {
  const { t } = useTranslation('landing');
  const headingId = useId();
  return (
    <Card.Root as="li" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <ItineraryTypeBadge type={card.type} />
          {sample && (
            <Badge variant="outline" colorPalette="gray">
              {t('adventures.sample')}
            </Badge>
          )}
        </Flex>
        <Box>
          <Heading as="h3" size="lg" id={headingId}>
            {card.destination}
          </Heading>
          {card.cities && (
            <Text textStyle="sm" color="fg.muted" truncate>
              {card.cities}
            </Text>
          )}
          <Text textStyle="sm" color="fg.muted">
            {card.dates}
          </Text>
        </Box>
        <Flex justify="space-between" textStyle="sm">
          <Text>{card.tripType}</Text>
          <Box textAlign="end">
            <Text fontWeight="semibold">{formatMoney(card.budget, card.currency)}</Text>
            <PesoEquivalent amount={card.budget} currency={card.currency} />
          </Box>
        </Flex>
      </Card.Body>
      <Card.Footer gap="3">
        <Button asChild variant="outline" size="sm" flex="1">
          <RouterLink to={card.detailsTo}>{t('adventures.viewDetails')}</RouterLink>
        </Button>
        <Button asChild size="sm" flex="1">
          <RouterLink to={card.bookTo}>{t('adventures.bookNow')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

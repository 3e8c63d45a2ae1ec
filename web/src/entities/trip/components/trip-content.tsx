import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageSpinner } from '@/components/ui/page-spinner';
import { PesoRateNote } from '@/components/ui/peso-rate-note';
import { ItineraryDays } from '@/entities/trip/components/itinerary-days';
import { ItineraryTypeBadge } from '@/entities/trip/components/itinerary-type-badge';
import { TravelTips } from '@/entities/trip/components/travel-tips';
import type { TripFacts } from '@/entities/trip/components/trip-fact-list';
import { TripOverview } from '@/entities/trip/components/trip-overview';
import { TripSummaryCard } from '@/entities/trip/components/trip-summary-card';
import type { SavedItineraryDetailFragment } from '@/gql/graphql';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';

type ReadOnlyTrip = TripFacts & { savedItinerary: SavedItineraryDetailFragment };

/** The h1 with the trip's name, the itinerary's destination when it says more, the itinerary type and the peso rate note. */
export function TripHeading({ name, trip }: { name: string; trip: ReadOnlyTrip }) {
  return (
    <>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {name}
      </Heading>
      {trip.savedItinerary.destination !== trip.destinationCountry && (
        <Text color="fg.muted" mt="1">
          {trip.savedItinerary.destination}
        </Text>
      )}
      <ItineraryTypeBadge type={trip.savedType} mt="3" size="md" />
      <PesoRateNote currency={trip.savedItinerary.currency} mt="2" />
    </>
  );
}

/** A tab after Travel Tips: the trip page's Expenses and Departure Readiness. */
interface ExtraTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface TripContentProps {
  trip: ReadOnlyTrip;
  options: TripFormOptions | undefined;
  /** The header area's content; a canceled trip's notice follows it. */
  header: ReactNode;
  canceledNotice: string;
  /** The Daily Itinerary tab: the days to edit on the trip page (features/itinerary-editing), read-only when left out. */
  itinerary?: ReactNode;
  extraTabs?: readonly ExtraTab[];
  defaultTab?: string;
  onTabChange?: (value: string) => void;
}

/**
 * The trip page's body, on /trips/{id} and read-only on /shared/{token}: the
 * header, the Trip Summary card (beside the rest on wide screens) and the
 * Overview, Daily Itinerary and Travel Tips tabs, plus any extra tabs.
 */
export function TripContent({
  options,
  header,
  canceledNotice,
  extraTabs = [],
  defaultTab = 'overview',
  onTabChange,
  trip,
  itinerary: itineraryTab,
}: TripContentProps) {
  const { t } = useTranslation('trips');
  const itinerary = trip.savedItinerary;

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
      templateAreas={{ base: '"header" "summary" "main"', lg: '"header summary" "main summary"' }}
      templateRows={{ lg: 'auto 1fr' }}
      columnGap="8"
      rowGap="6"
    >
      <Box gridArea="header" minW="0">
        {header}
        {trip.status === 'canceled' && (
          <Alert.Root status="warning" mt="4" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Title>{canceledNotice}</Alert.Title>
          </Alert.Root>
        )}
      </Box>

      <Box gridArea="summary">
        <TripSummaryCard trip={trip} options={options} />
      </Box>

      <Box gridArea="main" minW="0">
        <Tabs.Root defaultValue={defaultTab} onValueChange={({ value }) => onTabChange?.(value)}>
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="overview" flexShrink="0">
              {t('trip.tabs.overview')}
            </Tabs.Trigger>
            <Tabs.Trigger value="itinerary" flexShrink="0">
              {t('trip.tabs.itinerary')}
            </Tabs.Trigger>
            <Tabs.Trigger value="tips" flexShrink="0">
              {t('trip.tabs.tips')}
            </Tabs.Trigger>
            {extraTabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0">
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" pt="6">
            <TripOverview itinerary={itinerary} budget={{ amount: trip.budget, currency: trip.currency }} />
          </Tabs.Content>
          <Tabs.Content value="itinerary" pt="6">
            {itineraryTab ?? <ItineraryDays itinerary={itinerary} />}
          </Tabs.Content>
          <Tabs.Content value="tips" pt="6">
            {itinerary.tips.length === 0 ? (
              <Text color="fg.muted">{t('trip.noTips')}</Text>
            ) : (
              <TravelTips tips={itinerary.tips} />
            )}
          </Tabs.Content>
          {extraTabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="6">
              {/* A tab whose code loads on first opening shows a spinner meanwhile, not a blank app. */}
              <Suspense fallback={<PageSpinner />}>{tab.content}</Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Box>
    </Grid>
  );
}

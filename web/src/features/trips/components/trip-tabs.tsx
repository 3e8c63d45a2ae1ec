import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useSharedTrips, useTripCounts, useTripList } from '@/features/trips/api/trip-lists';
import { useTripFormOptions, type TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { Icon } from '@/components/ui/icon';
import { TripCard } from '@/features/trips/components/trip-card';
import type { TripStatus } from '@/gql/graphql';
import { QueryState } from '@/components/ui/query-state';

// Each tab's texts are tabs.<status> and tabs.<empty> in the trips catalogue.
const tabs = [
  { status: 'upcoming', empty: 'emptyUpcoming' },
  { status: 'past', empty: 'emptyPast' },
  { status: 'canceled', empty: 'emptyCanceled' },
] as const satisfies readonly { status: TripStatus; empty: string }[];

type Columns = SimpleGridProps['columns'];

/**
 * Upcoming, past and canceled trips in tabs with count badges (docs/product/trips.md,
 * /dashboard and /my-trips). Only the open tab is mounted, so only its list is
 * fetched; each list has its own loading, error, empty and success view.
 * `withShared` (My Trips) adds "Shared with me": other people's trips the user
 * is on (docs/product/travel-together.md), a tab shown only when there are some.
 */
export function TripTabs({ columns, withShared = false }: { columns: Columns; withShared?: boolean }) {
  const { t } = useTranslation('trips');
  const counts = useTripCounts();
  const { options } = useTripFormOptions();
  const shared = useSharedTrips({ skip: !withShared });
  const sharedCount = shared.trips?.length ?? 0;

  return (
    <Tabs.Root defaultValue="upcoming" lazyMount unmountOnExit>
      <Tabs.List overflowX="auto" overflowY="hidden">
        {tabs.map(({ status }) => (
          <Tabs.Trigger key={status} value={status} flexShrink="0" px={{ base: '2.5', sm: '4' }}>
            {t(`tabs.${status}`)}
            {counts && counts[status] > 0 && (
              <Badge colorPalette={status === 'upcoming' ? 'brand' : 'gray'} variant="subtle" rounded="full">
                {counts[status]}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
        {sharedCount > 0 && (
          <Tabs.Trigger value="shared" flexShrink="0" px={{ base: '2.5', sm: '4' }}>
            {t('tabs.shared')}
            <Badge colorPalette="gray" variant="subtle" rounded="full">
              {sharedCount}
            </Badge>
          </Tabs.Trigger>
        )}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.status} value={tab.status} pt="6">
          {tab.status === 'past' && (
            <Text textStyle="sm" color="fg.muted" mb="4">
              {t('tabs.pastHint')}
            </Text>
          )}
          <TripList
            status={tab.status}
            label={t(`tabs.${tab.status}`)}
            empty={t(`tabs.${tab.empty}`)}
            columns={columns}
            options={options}
            total={counts?.[tab.status]}
          />
        </Tabs.Content>
      ))}
      {sharedCount > 0 && (
        <Tabs.Content value="shared" pt="6">
          <Text textStyle="sm" color="fg.muted" mb="4">
            {t('tabs.sharedHint')}
          </Text>
          <SimpleGrid as="ul" columns={columns} gap="6" aria-label={t('tabs.shared')}>
            {shared.trips?.map((trip) => (
              <li key={trip.id}>
                <TripCard trip={trip} options={options} part={trip.myPart} />
              </li>
            ))}
          </SimpleGrid>
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}

interface TripListProps {
  status: TripStatus;
  label: string;
  empty: string;
  columns: Columns;
  options: TripFormOptions | undefined;
  /** How many trips the tab holds (its badge), for "Showing 100 of 250". */
  total: number | undefined;
}

/** An empty tab: what it would hold, and on Upcoming the way to plan a trip. */
function EmptyList({ status, empty }: { status: TripStatus; empty: string }) {
  const { t } = useTranslation('trips');
  return (
    <Flex
      direction="column"
      align="center"
      gap="3"
      textAlign="center"
      py={{ base: '10', md: '14' }}
      px="6"
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="l3"
    >
      <Box color="fg.subtle">
        <Icon name="suitcase" size={36} />
      </Box>
      <Heading as="h2" size="md">
        {empty}
      </Heading>
      {status === 'upcoming' && (
        <>
          <Text color="fg.muted" maxW="sm">
            {t('tabs.emptyText')}
          </Text>
          <Button asChild mt="1">
            <RouterLink to="/generate-trip">{t('tabs.generate')}</RouterLink>
          </Button>
        </>
      )}
    </Flex>
  );
}

function TripList({ status, label, empty, columns, options, total }: TripListProps) {
  const { t } = useTranslation('trips');
  const { trips: loaded, loading, error, refetch, hasMore, loadingMore, loadMore } = useTripList(status);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const onLoadMore = () => {
    setLoadMoreFailed(false);
    loadMore().catch(() => setLoadMoreFailed(true));
  };

  return (
    <QueryState
      data={loaded}
      loading={loading}
      error={error}
      errorTitle={t('tabs.loadError')}
      onRetry={() => void refetch()}
      isEmpty={(trips) => trips.length === 0}
      empty={<EmptyList status={status} empty={empty} />}
    >
      {(trips) => {
        return (
          <>
            <SimpleGrid as="ul" columns={columns} gap="6" aria-label={label}>
              {trips.map((trip) => (
                <li key={trip.id}>
                  <TripCard trip={trip} options={options} />
                </li>
              ))}
            </SimpleGrid>
            {hasMore && (
              <Flex direction="column" align="center" gap="3" mt="8">
                {total !== undefined && (
                  <Text textStyle="sm" color="fg.muted" aria-live="polite">
                    {t('tabs.shown', { shown: trips.length, total })}
                  </Text>
                )}
                <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
                  {t('tabs.loadMore')}
                </Button>
                {loadMoreFailed && (
                  <Text textStyle="sm" color="fg.error" role="alert">
                    {t('tabs.loadMoreError')}
                  </Text>
                )}
              </Flex>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';
import type { TripStatus } from '@/gql/graphql';

const savedTripCountsQuery = graphql(`
  query SavedTripCounts {
    tripCounts {
      upcoming
      past
      canceled
    }
  }
`);

// The largest page the API gives (its maxSize): a tab shows the newest 100 trips.
const savedTripListQuery = graphql(`
  query SavedTripList($status: TripStatus!) {
    trips(status: $status, first: 100) {
      edges {
        node {
          ...SavedTripCard
        }
      }
    }
  }
`);

/** How many trips each tab holds (its badge). */
export function useTripCounts() {
  const { data } = useQuery(savedTripCountsQuery);
  return data?.tripCounts;
}

/** One tab's trips, newest first. */
export function useTripList(status: TripStatus) {
  const { data, loading, error, refetch } = useQuery(savedTripListQuery, { variables: { status } });
  return { trips: data?.trips.edges.map((edge) => edge.node), loading, error, refetch };
}

/**
 * After a trip is created, saved or moved, the lists and counts are out of
 * date. Dropping them from the cache makes the screens showing them fetch
 * again and the others fetch when they next show (answers never go stale on
 * their own, spec §7).
 */
export function forgetTripLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'trips' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'tripCounts' });
  cache.gc();
}

import { NetworkStatus, type ApolloCache } from '@apollo/client';
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

// 50 trip cards a page: with its pageInfo a page of 100 would cost more than
// the API's query cost limit. "Load more" asks for the next page, and the
// cache's relayStylePagination (lib/apollo.ts) appends it.
const savedTripListQuery = graphql(`
  query SavedTripList($status: TripStatus!, $after: String) {
    trips(status: $status, first: 50, after: $after) {
      edges {
        node {
          ...SavedTripCard
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** How many trips each tab holds (its badge). */
export function useTripCounts() {
  const { data } = useQuery(savedTripCountsQuery);
  return data?.tripCounts;
}

/** One tab's trips, newest first, as many pages as have been loaded; `loadMore` fetches the next page. */
export function useTripList(status: TripStatus) {
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(savedTripListQuery, {
    variables: { status },
  });
  const pageInfo = data?.trips.pageInfo;
  return {
    trips: data?.trips.edges.map((edge) => edge.node),
    loading,
    error,
    refetch,
    hasMore: pageInfo?.hasNextPage ?? false,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore: () => fetchMore({ variables: { after: pageInfo?.endCursor ?? null } }),
  };
}

/**
 * After a trip is created, saved or moved, the lists and counts are out of
 * date. Dropping them from the cache makes the screens showing them fetch
 * again and the others fetch when they next show (answers never go stale on
 * their own, docs/product/screens.md).
 */
export function forgetTripLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'trips' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'tripCounts' });
  cache.gc();
}

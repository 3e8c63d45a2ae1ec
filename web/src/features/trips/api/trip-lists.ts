import { NetworkStatus } from '@apollo/client';
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

/** Other people's trips the user is on, for My Trips' "Shared with me" tab: a card each, with the user's part. */
const sharedTripListQuery = graphql(`
  query SharedTripList {
    sharedTrips {
      ...SavedTripCard
      myPart
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

/** Other people's trips the user is a member of, newest first; asked only while `skip` is false. */
export function useSharedTrips({ skip = false } = {}) {
  const { data, loading, error, refetch } = useQuery(sharedTripListQuery, { skip });
  return { trips: data?.sharedTrips, loading, error, refetch };
}

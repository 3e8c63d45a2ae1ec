import { useQuery } from '@apollo/client/react';

import { useLiveTrip } from '@/features/trips/api/live-trip';
import { graphql } from '@/gql/gql';

const savedTripQuery = graphql(`
  query SavedTrip($id: Int!) {
    trip(id: $id) {
      ...SavedTripDetail
      myPart
    }
  }
`);

/**
 * One of the user's trips or a trip they are a member of, with their part in it
 * (owner, editor or viewer); any other trip fails exactly like a missing one.
 */
export function useTripDetail(id: number, { liveExpenses = false } = {}) {
  const { data, loading, error, refetch } = useQuery(savedTripQuery, { variables: { id } });
  // Others' changes show while the page is open; when the trip is no longer ours to see, ask again.
  useLiveTrip(id, () => void refetch().catch(() => {}), { withExpenses: liveExpenses });
  return { trip: data?.trip, loading, error, refetch };
}

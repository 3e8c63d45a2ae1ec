import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { useLiveTrip, type LiveChange } from '@/features/trip-page/api/live-trip';
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
  // Others' changes show while the page is open, saying who changed what; when the trip is no longer
  // ours to see, ask again.
  // Numbered, so that the same words again ("Maria changed Day 3" twice) are news again.
  const [changes, setChanges] = useState<{ seq: number; list: LiveChange[] }>({ seq: 0, list: [] });
  useLiveTrip(id, {
    onGone: () => void refetch().catch(() => {}),
    onChanges: (list) => setChanges((last) => ({ seq: last.seq + 1, list })),
    withExpenses: liveExpenses,
  });
  return { trip: data?.trip, loading, error, refetch, changes };
}

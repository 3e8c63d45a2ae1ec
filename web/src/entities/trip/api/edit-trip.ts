import { useApolloClient, useMutation } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

// Both edits send the `version` the screen read: a trip changed elsewhere in
// the meantime answers CONFLICT instead of being overwritten.

const editTripMutation = graphql(`
  mutation EditTrip($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {
    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...SavedTripCard
    }
  }
`);

const editTripItineraryMutation = graphql(`
  mutation EditTripItinerary($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {
    updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {
      ...SavedTripDetail
    }
  }
`);

export const useEditTrip = () => useMutation(editTripMutation);
export const useEditTripItinerary = () => useMutation(editTripItineraryMutation);

/** After a CONFLICT: reads the trip again (wherever it shows), so the next try starts from its latest version. */
export function useReloadTrips() {
  const client = useApolloClient();
  return () => void client.refetchQueries({ include: ['SavedTrip', 'SavedTripList'] });
}

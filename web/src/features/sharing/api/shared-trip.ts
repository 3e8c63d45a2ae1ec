import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

import { graphql } from '@/gql/gql';

// The same itinerary fields as the trip page (SavedItineraryDetail), so the
// trip page's display components render a shared trip unchanged.
const sharedTripQuery = graphql(`
  query SharedTrip($token: String!) {
    sharedTrip(token: $token) {
      destinationCountry
      cities
      originAirport
      travelMonth
      currency
      duration
      budget
      startDate
      status
      savedType
      savedItinerary {
        ...SavedItineraryDetail
      }
    }
  }
`);

/**
 * The trip behind a share link, read signed out; a revoked or invalid link
 * answers null with NOT_FOUND. The null is kept too (errorPolicy 'all'), so a
 * server-rendered "no longer active" page hydrates from the answer the server
 * put in the cache, as it was rendered.
 */
export function useSharedTrip(token: string) {
  const { data, loading, error, refetch } = useQuery(sharedTripQuery, { variables: { token }, errorPolicy: 'all' });
  const { cache } = useApolloClient();
  // Forgotten when the page closes, so every visit asks again: the owner may have stopped sharing.
  useEffect(
    () => () => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'sharedTrip', args: { token } });
      cache.gc();
    },
    [cache, token],
  );
  return { trip: data?.sharedTrip, loading, error, refetch };
}

import { useQuery } from '@apollo/client/react';

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

/** The trip behind a share link, read signed out; a revoked or invalid link fails with NOT_FOUND. */
export function useSharedTrip(token: string) {
  // Not cached: a link the owner revoked must not keep showing the trip on reload or revisit.
  const { data, loading, error, refetch } = useQuery(sharedTripQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  return { trip: data?.sharedTrip, loading, error, refetch };
}

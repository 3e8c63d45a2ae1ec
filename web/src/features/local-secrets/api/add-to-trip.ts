import type { ApolloCache } from '@apollo/client';

import { graphql } from '@/gql/gql';

/** What the dialog shows of a trip: its place in the list, its version for the edit check, and its days. */
graphql(`
  fragment TripToAddPlaceTo on Trip {
    id
    version
    savedItinerary {
      destination
      days {
        day
        title
      }
    }
  }
`);

/**
 * The upcoming trips a place can be added to, with their days (docs/product/local-secrets.md, "Add to
 * trip"): the user's own, then those shared with them that they may edit.
 */
export const tripsToAddToQuery = graphql(`
  query TripsToAddPlaceTo {
    trips(status: upcoming, first: 50) {
      edges {
        node {
          ...TripToAddPlaceTo
        }
      }
    }
    sharedTrips {
      ...TripToAddPlaceTo
      myPart
      status
    }
  }
`);

export const addPlaceToTripMutation = graphql(`
  mutation AddPlaceToTrip($id: Int!, $placeId: String!, $day: Int!, $expectedVersion: Int) {
    addPlaceToTrip(id: $id, placeId: $placeId, day: $day, expectedVersion: $expectedVersion) {
      id
      version
    }
  }
`);

/**
 * The trip's itineraries in the cache are out of date once a place is added:
 * dropping them makes the trip page ask again instead of showing the old day.
 */
export function forgetItineraries(cache: ApolloCache, tripId: number) {
  const id = cache.identify({ __typename: 'Trip', id: tripId });
  for (const fieldName of ['savedItinerary', 'budgetItinerary', 'experienceItinerary']) cache.evict({ id, fieldName });
  cache.gc();
}

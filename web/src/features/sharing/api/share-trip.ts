import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

// The owner's side of a read-only share link. Both mutations answer the trip
// with its link, so Apollo's cache (Trip:id) shows the link come and go.

/** The trip's id (Apollo's cache key) and its share link, or null when not shared. */
export const tripShareLinkFieldsFragment = graphql(`
  fragment TripShareLinkFields on Trip {
    id
    shareLink {
      url
      createdAt
    }
  }
`);

const tripShareLinkQuery = graphql(`
  query TripShareLink($id: Int!) {
    trip(id: $id) {
      ...TripShareLinkFields
    }
  }
`);

const shareTripMutation = graphql(`
  mutation ShareTrip($tripId: Int!) {
    shareTrip(tripId: $tripId) {
      ...TripShareLinkFields
    }
  }
`);

const unshareTripMutation = graphql(`
  mutation UnshareTrip($tripId: Int!) {
    unshareTrip(tripId: $tripId) {
      ...TripShareLinkFields
    }
  }
`);

/**
 * The trip with its share link (null when not shared); undefined until it loads. Read only while `skip` is
 * false, e.g. once the dialog opens.
 */
export function useTripShareLink(id: number, { skip = false } = {}) {
  const { data, loading, error, refetch } = useQuery(tripShareLinkQuery, { variables: { id }, skip });
  return { trip: data?.trip, loading, error, refetch };
}

/** Makes (or keeps) the trip's link and stops sharing it; each resolves to the link, or null, or throws. */
export function useShareTripMutations() {
  const [share, { loading: sharing }] = useMutation(shareTripMutation);
  const [unshare, { loading: unsharing }] = useMutation(unshareTripMutation);
  return {
    shareTrip: async (tripId: number) => (await share({ variables: { tripId } })).data?.shareTrip.shareLink ?? null,
    unshareTrip: async (tripId: number) => {
      await unshare({ variables: { tripId } });
    },
    sharing,
    unsharing,
  };
}

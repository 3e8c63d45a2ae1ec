import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { useEffect } from 'react';

import { graphql } from '@/gql/gql';

/** The trip page's fields: each change lands in the cache under the trip's id, and the page re-renders. */
const tripChangedSubscription = graphql(`
  subscription TripChanged($id: Int!) {
    tripChanged(tripId: $id) {
      ...SavedTripDetail
      myPart
    }
  }
`);

/**
 * Follows a trip while its page is open (docs/product/travel-together.md, "Live changes"): a change by
 * the owner or a co-traveler, through any server, shows without a reload. The stream's client loads
 * only here, so no other page carries it. When the trip is no longer the reader's to see (removed, or
 * deleted), the page asks again and shows what the server now says.
 */
export function useLiveTrip(tripId: number, onGone: () => void) {
  const client = useApolloClient();
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    void import('graphql-sse').then(({ createClient }) => {
      if (stopped) return;
      const stream = createClient({ url: '/graphql/stream', credentials: 'same-origin' });
      const unsubscribe = stream.subscribe(
        { query: print(tripChangedSubscription), variables: { id: tripId } },
        {
          next: (result) => {
            if (result.data) {
              client.cache.writeQuery({ query: tripChangedSubscription, variables: { id: tripId }, data: result.data });
            } else if (result.errors?.length) {
              onGone();
            }
          },
          // The client retries a dropped connection itself; once it gives up, the page simply stops following.
          error: () => {},
          complete: () => {},
        },
      );
      stop = () => {
        unsubscribe();
        stream.dispose();
      };
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [client, tripId, onGone]);
}

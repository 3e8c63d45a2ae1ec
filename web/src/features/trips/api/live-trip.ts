import { useApolloClient } from '@apollo/client/react';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { useEffect, useEffectEvent } from 'react';

import { graphql } from '@/gql/gql';

/** The trip page's and the Travelers dialog's fields: each change lands in the cache under the trip's id. */
const tripChangedSubscription = graphql(`
  subscription TripChanged($id: Int!) {
    tripChanged(tripId: $id) {
      ...SavedTripDetail
      ...TripTravelers
    }
  }
`);

/**
 * The same with the Expenses tab's ledger (another member's expense included). Only once that tab is
 * open: the server works out the balances and the budget again for every change it sends.
 */
const tripAndExpensesChangedSubscription = graphql(`
  subscription TripAndExpensesChanged($id: Int!) {
    tripChanged(tripId: $id) {
      ...SavedTripDetail
      ...TripTravelers
      ...TripExpenses
    }
  }
`);

/**
 * Follows a trip while its page is open (docs/product/travel-together.md, "Live changes"): a change by
 * the owner or a co-traveler, through any server, shows without a reload. The stream's client loads
 * only here, so no other page carries it. When the trip is no longer the reader's to see (removed, or
 * deleted), the page asks again and shows what the server now says.
 */
export function useLiveTrip(tripId: number, onGone: () => void, { withExpenses = false } = {}) {
  const client = useApolloClient();
  // The latest callback, without following the trip again each time the caller's function changes.
  const whenGone = useEffectEvent(onGone);
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    const subscription = withExpenses ? tripAndExpensesChangedSubscription : tripChangedSubscription;
    void import('graphql-sse').then(({ createClient }) => {
      if (stopped) return;
      const stream = createClient({ url: '/graphql/stream', credentials: 'same-origin' });
      const unsubscribe = stream.subscribe(
        // With __typename, as Apollo's own requests: the cache files each object under its type and id.
        { query: print(addTypenameToDocument(subscription)), variables: { id: tripId } },
        {
          next: (result) => {
            if (result.data) {
              client.cache.writeQuery({ query: subscription, variables: { id: tripId }, data: result.data });
            } else if (result.errors?.length) {
              whenGone();
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
  }, [client, tripId, withExpenses]);
}

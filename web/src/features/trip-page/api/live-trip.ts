import { useApolloClient } from '@apollo/client/react';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { useEffect, useEffectEvent } from 'react';

import { graphql } from '@/gql/gql';
import type { TripChangeKind, TripChangesSubscription } from '@/gql/graphql';

/** Who changed what, as the page tells its reader ("Maria changed Day 3"); `by` is null for someone no longer on the trip. */
export interface LiveChange {
  by: string | null;
  what: TripChangeKind;
  day: number | null;
}

/**
 * The trip page's and the Travelers dialog's fields: each change lands in the cache under the trip's id,
 * with who changed what.
 */
const tripChangedSubscription = graphql(`
  subscription TripChanges($id: Int!) {
    tripChanges(tripId: $id) {
      trip {
        ...SavedTripDetail
        ...TripTravelers
      }
      changes {
        by
        byMe
        what
        day
      }
    }
  }
`);

/**
 * The same with the Expenses tab's ledger (another member's expense included). Only once that tab is
 * open: the server works out the balances and the budget again for every change it sends.
 */
const tripAndExpensesChangedSubscription = graphql(`
  subscription TripAndExpensesChanges($id: Int!) {
    tripChanges(tripId: $id) {
      trip {
        ...SavedTripDetail
        ...TripTravelers
        ...TripExpenses
      }
      changes {
        by
        byMe
        what
        day
      }
    }
  }
`);

/**
 * Follows a trip while its page is open (docs/product/travel-together.md, "Live changes"): a change by
 * the owner or a co-traveler, through any server, shows without a reload. The stream's client loads
 * only here, so no other page carries it. When the trip is no longer the reader's to see (removed, or
 * deleted), the page asks again and shows what the server now says. `onChanges` hears who changed
 * what, others' changes only (the reader's own, from this page or another, are left out).
 */
export function useLiveTrip(
  tripId: number,
  {
    onGone,
    onChanges,
    withExpenses = false,
  }: { onGone: () => void; onChanges?: (changes: LiveChange[]) => void; withExpenses?: boolean },
) {
  const client = useApolloClient();
  // The latest callbacks, without following the trip again each time the caller's functions change.
  const whenGone = useEffectEvent(onGone);
  const whenChanged = useEffectEvent((changes: LiveChange[]) => onChanges?.(changes));
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
            // Both subscriptions answer the same `changes`.
            const data = result.data as TripChangesSubscription | null | undefined;
            if (data?.tripChanges) {
              client.cache.writeQuery({ query: subscription, variables: { id: tripId }, data });
              const others = data.tripChanges.changes.filter((change) => !change.byMe);
              if (others.length > 0) whenChanged(others);
              // Bookings are read by the Bookings tab's own query: an open tab asks again.
              if (others.some((change) => change.what === 'bookings')) {
                void client.refetchQueries({ include: ['TripBookings'] });
              }
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

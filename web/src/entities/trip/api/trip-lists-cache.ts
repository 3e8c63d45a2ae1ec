import type { ApolloCache } from '@apollo/client';

/**
 * After a trip is created, saved or moved, the lists and counts are out of
 * date. Dropping them from the cache makes the screens showing them fetch
 * again and the others fetch when they next show (answers never go stale on
 * their own, docs/product/screens.md). Generating, creating, editing and the
 * trip list itself all change them, so the entity holds the one eviction.
 */
export function forgetTripLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'trips' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'tripCounts' });
  cache.gc();
}

/** The shared trips list is out of date once the user joins or leaves a trip: the next My Trips visit asks again. */
export function forgetSharedTrips(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sharedTrips' });
  cache.gc();
}

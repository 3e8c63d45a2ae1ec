import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { relayStylePagination } from '@apollo/client/utilities';

import { createOfflineLink } from '@/lib/offline/offline-link';

/**
 * The schema's interfaces and their types: a fragment on an interface (BookingFields on Booking) matches
 * only the types listed here. apollo.test.ts checks it against schema.graphql.
 */
export const possibleTypes = { Booking: ['FoundBooking', 'TripBooking'] };

/** The cache's rules, the same for the browser's client and the server's (entry-server.tsx). */
export const createApolloCache = () =>
  new InMemoryCache({
    possibleTypes,
    // These objects have no id. Screens select different fields of the same one
    // (a trip card reads an itinerary's total, the trip page all of it), so the
    // cache merges what each query brings instead of replacing it.
    typePolicies: {
      Itinerary: { merge: true },
      TripFormOptions: { merge: true },
      // One checklist per trip; its items and sources have ids that repeat across trips, so they stay inside it.
      TripReadiness: { keyFields: ['tripId'] },
      ReadinessItem: { keyFields: false },
      ReadinessSource: { keyFields: false },
      // Each tab's trips are one list per status; "Load more" pages are appended to it.
      Query: { fields: { trips: relayStylePagination(['status']) } },
      // A trip's members have no id of their own, and a revoked invitation is gone: each answer replaces the list.
      Trip: { fields: { members: { merge: false }, invitations: { merge: false } } },
    },
  });

const cache = createApolloCache();

const offline = createOfflineLink(cache);

/** Tell it who signs in and out: what the user opened stays readable offline for that user only. */
export const savedAnswers = offline.savedAnswers;

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    // First: a change made offline is refused before anything else handles it.
    offline.link,
    // Objects read from a query go back as mutation input (an itinerary after a
    // day edit); input types such as ItineraryInput refuse `__typename`.
    new RemoveTypenameFromVariablesLink(),
    new HttpLink({
      uri: '/graphql',
      credentials: 'include',
      // The server has Apollo's CSRF prevention on: this header marks each request
      // as one a browser would have preflighted.
      headers: { 'apollo-require-preflight': 'true' },
    }),
  ]),
  cache,
  // docs/product/screens.md: answers never go stale and nothing refetches on its own. Apollo
  // neither retries nor polls unless a RetryLink or pollInterval is added.
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first' },
    query: { fetchPolicy: 'cache-first' },
  },
});

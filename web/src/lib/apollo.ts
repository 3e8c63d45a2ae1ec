import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export const apolloClient = new ApolloClient({
  link: new HttpLink({
    uri: '/graphql',
    credentials: 'include',
    // The server has Apollo's CSRF prevention on: this header marks each request
    // as one a browser would have preflighted.
    headers: { 'apollo-require-preflight': 'true' },
  }),
  cache: new InMemoryCache(),
  // Spec §7: answers never go stale and nothing refetches on its own. Apollo
  // neither retries nor polls unless a RetryLink or pollInterval is added.
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first' },
    query: { fetchPolicy: 'cache-first' },
  },
});

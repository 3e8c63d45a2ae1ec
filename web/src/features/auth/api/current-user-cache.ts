import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';

import type { CurrentUserQuery } from '@/gql/graphql';
import { currentUserQuery } from '@/hooks/use-current-user';
import { savedAnswers } from '@/lib/apollo';

type SignedInUser = NonNullable<CurrentUserQuery['me']>;

/**
 * Keeps Apollo's `me` (which the header and ProtectedRoute read) in step with
 * the session after an account call:
 * - `set` writes the user a login or sign-up answered with: no second request,
 *   and the screens switch at once;
 * - `refetch` asks the server again, after a change the answer does not
 *   describe (a verified e-mail address).
 */
export function useCurrentUserCache() {
  const client = useApolloClient();
  return useMemo(() => currentUserCache(client), [client]);
}

function currentUserCache(client: ApolloClient) {
  return {
    set(user: SignedInUser) {
      // __typename lets the cache normalise the user as `User:<id>`, like the query's own answer.
      const me = {
        __typename: 'User' as const,
        id: user.id,
        username: user.username,
        email: user.email,
        fullName: user.fullName,
        isVerified: user.isVerified,
      };
      client.writeQuery({ query: currentUserQuery, data: { me } });
      // Another user's copies saved for offline reading go; this user's are kept from now on.
      void savedAnswers.signIn(user.id);
    },
    async refetch() {
      try {
        await client.query({
          query: currentUserQuery,
          fetchPolicy: 'network-only',
          // Not merged into a `me` request already in flight: that one may have
          // left before the change and would answer with the old user.
          context: { queryDeduplication: false },
        });
      } catch {
        // The header keeps what it showed; the next page load asks again.
      }
    },
  };
}

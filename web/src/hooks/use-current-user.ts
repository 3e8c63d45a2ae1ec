import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

export const currentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      username
      email
      fullName
      isVerified
    }
  }
`);

/** The signed-in user (null when signed out) and whether that is still being asked. */
export function useCurrentUser() {
  const { data, loading } = useQuery(currentUserQuery);
  // A failed request counts as signed out, like a 401 on the current-user call (docs/product/accounts.md).
  return { user: data?.me ?? null, loading };
}

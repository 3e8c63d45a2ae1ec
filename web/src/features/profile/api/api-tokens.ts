import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';
import type { ApiTokenScope } from '@/gql/graphql';

const apiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      prefix
      scopes
      expiresAt
      lastUsedAt
      createdAt
    }
  }
`);

const createApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
      }
    }
  }
`);

const revokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);

/**
 * The scopes a token can have, in the order the form lists them, with the names
 * partners read in the docs (described in the profile catalogue's tokens.scope).
 */
export const API_TOKEN_SCOPES: { value: ApiTokenScope; name: string }[] = [
  { value: 'TRIPS_READ', name: 'trips:read' },
  { value: 'TRIPS_WRITE', name: 'trips:write' },
  { value: 'GENERATE', name: 'generate' },
];

export function useApiTokens() {
  const { data, loading, error, refetch } = useQuery(apiTokensQuery);
  return { tokens: data?.apiTokens, loading, error, retry: () => void refetch() };
}

/** Creates a token and refreshes the list; resolves to the token itself, shown once. */
export function useCreateApiToken() {
  const [mutate, { loading }] = useMutation(createApiTokenMutation, { refetchQueries: [apiTokensQuery] });
  return {
    createApiToken: async (input: { name: string; scopes: ApiTokenScope[]; expiresInDays: number | null }) => {
      const result = await mutate({ variables: { input }, awaitRefetchQueries: true });
      return result.data!.createApiToken.token;
    },
    pending: loading,
  };
}

export function useRevokeApiToken() {
  const [mutate, { loading }] = useMutation(revokeApiTokenMutation, { refetchQueries: [apiTokensQuery] });
  return {
    revokeApiToken: (id: number) => mutate({ variables: { id }, awaitRefetchQueries: true }),
    pending: loading,
  };
}

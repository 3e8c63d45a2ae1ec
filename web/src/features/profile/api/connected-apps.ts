import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

const connectedAppsQuery = graphql(`
  query ConnectedApps {
    connectedApps {
      id
      clientName
      redirectHost
      scopes
      createdAt
      lastUsedAt
    }
  }
`);

const revokeConnectedAppMutation = graphql(`
  mutation RevokeConnectedApp($id: Int!) {
    revokeConnectedApp(id: $id)
  }
`);

/** The apps the user connected with OAuth (ChatGPT, Claude, …), newest first. */
export function useConnectedApps() {
  const { data, loading, error, refetch } = useQuery(connectedAppsQuery);
  return { apps: data?.connectedApps, loading, error, retry: () => void refetch() };
}

export function useRevokeConnectedApp() {
  const [mutate, { loading }] = useMutation(revokeConnectedAppMutation, { refetchQueries: [connectedAppsQuery] });
  return {
    revokeConnectedApp: (id: number) => mutate({ variables: { id }, awaitRefetchQueries: true }),
    pending: loading,
  };
}

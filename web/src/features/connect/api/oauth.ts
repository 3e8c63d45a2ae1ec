import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';
import type { OAuthAuthorizationInput } from '@/gql/graphql';

const consentQuery = graphql(`
  query OAuthConsent($request: OAuthAuthorizationInput!) {
    oauthConsent(request: $request) {
      clientName
      redirectHost
      scopes
    }
  }
`);

const approveMutation = graphql(`
  mutation ApproveOAuthAuthorization($request: OAuthAuthorizationInput!) {
    approveOAuthAuthorization(request: $request)
  }
`);

const denyMutation = graphql(`
  mutation DenyOAuthAuthorization($request: OAuthAuthorizationInput!) {
    denyOAuthAuthorization(request: $request)
  }
`);

/** The authorization request /oauth/authorize passed on in the page's address. */
export function requestFrom(searchParams: URLSearchParams): OAuthAuthorizationInput {
  const read = (name: keyof OAuthAuthorizationInput) => searchParams.get(name) ?? '';
  return {
    client_id: read('client_id'),
    redirect_uri: read('redirect_uri'),
    response_type: read('response_type'),
    code_challenge: read('code_challenge'),
    code_challenge_method: read('code_challenge_method'),
    scope: searchParams.get('scope'),
    state: searchParams.get('state'),
    resource: searchParams.get('resource'),
  };
}

/** Who asks and for what; an error when the request cannot go on. Read only when `signedIn`. */
export function useOAuthConsent(request: OAuthAuthorizationInput, signedIn: boolean) {
  const { data, loading, error, refetch } = useQuery(consentQuery, {
    variables: { request },
    skip: !signedIn,
    fetchPolicy: 'no-cache',
  });
  return { consent: data?.oauthConsent, loading, error, refetch };
}

/** Allow or Deny: each resolves to the address to send the browser back to the app. */
export function useOAuthDecision() {
  const [approve, approving] = useMutation(approveMutation);
  const [deny, denying] = useMutation(denyMutation);
  return {
    allow: async (request: OAuthAuthorizationInput) =>
      (await approve({ variables: { request } })).data!.approveOAuthAuthorization,
    deny: async (request: OAuthAuthorizationInput) =>
      (await deny({ variables: { request } })).data!.denyOAuthAuthorization,
    pending: approving.loading || denying.loading,
  };
}

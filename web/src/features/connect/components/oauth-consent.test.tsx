// The consent page's authorization request (docs/mcp.md) against the real API, through QueryState: a
// request the server refuses says why under its own heading, with no other try; a request the server
// could not read offers "Try again", which then shows what the app asks for.
import { createHash, randomBytes } from 'node:crypto';

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { withTableAway } from '../../../../../api/src/test/test-server';
import { signedInClient } from '../../../../../api/src/test/trips';
import { OAuthConsent } from '@/features/connect/components/oauth-consent';
import { apiServerForFile, renderPage } from '@/test/render';

const redirectUri = 'http://127.0.0.1:9/callback';

describe('the OAuth consent page', () => {
  const server = apiServerForFile();

  /** A registered app's authorization request, as /oauth/authorize passes it on to the page. */
  async function authorizationRequest(clientId?: string) {
    const registered = await fetch(`${server().baseUrl}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Claude', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' }),
    });
    expect(registered.status).toBe(201);
    const verifier = randomBytes(32).toString('base64url');
    return new URLSearchParams({
      client_id: clientId ?? ((await registered.json()) as { client_id: string }).client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      scope: 'trips:read',
      state: 'xyz',
    });
  }

  it("shows a refused request's reason under its heading, without Try again", async () => {
    const user = await signedInClient(server());
    const request = await authorizationRequest('no-such-app');
    const refusal = await user.browser.graphql(
      'query ($request: OAuthAuthorizationInput!) { oauthConsent(request: $request) { clientName } }',
      { request: Object.fromEntries(request) },
    );
    const [refused] = refusal.errors ?? [];
    expect(refused?.extensions.code).toBe('BAD_USER_INPUT');

    await renderPage(<OAuthConsent searchParams={request} />, user.browser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This connection request cannot go on' }),
    ).toBeVisible();
    const failed = screen.getByTestId('query-error');
    expect(within(failed).getByText(refused!.message)).toBeVisible();
    expect(within(failed).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the request did not load, with Try again, which then shows what the app asks for', async () => {
    const user = await signedInClient(server());
    const request = await authorizationRequest();
    await withTableAway(server(), 'oauth_clients', async (bringBack) => {
      const { user: clicker } = await renderPage(<OAuthConsent searchParams={request} />, user.browser);
      const failed = await screen.findByTestId('query-error');
      expect(screen.getByRole('heading', { level: 1, name: 'Connect an app to Lakbay' })).toBeVisible();
      expect(within(failed).getByText('This connection request could not be loaded.')).toBeVisible();
      expect(within(failed).getByText('Something went wrong on our side. Please try again.')).toBeVisible();

      await bringBack();
      await clicker.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Allow Claude to use your Lakbay?' })).toBeVisible();
      expect(screen.getByRole('list', { name: 'What it may do' })).toHaveTextContent('trips:read');
      expect(screen.queryByTestId('query-error')).not.toBeInTheDocument();
    });
  });
});

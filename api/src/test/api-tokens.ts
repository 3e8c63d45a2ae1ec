// API tokens in tests, made as the profile page makes them: over the account's web session.
import { expect } from 'vitest';
import { TestClient } from './http-client.js';
import type { TestServer } from './test-server.js';

const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }`;

/** GraphQL's names of the scopes. */
export type Scope = 'TRIPS_READ' | 'TRIPS_WRITE' | 'GENERATE';

/** A new API token of the account signed in on `browser`: the token itself and its id. */
export async function newApiToken(
  browser: TestClient,
  scopes: readonly Scope[] = ['TRIPS_READ'],
  name = 'Partner sync',
) {
  const made = await browser.graphql<{ createApiToken: { token: string; apiToken: { id: number } } }>(CREATE_TOKEN, {
    input: { name, scopes },
  });
  expect(made.errors).toBeUndefined();
  return { token: made.data!.createApiToken.token, id: made.data!.createApiToken.apiToken.id };
}

/** A partner's client that sends a new token of `browser`'s account. */
export async function partnerClient(server: TestServer, browser: TestClient, scopes?: readonly Scope[]) {
  const { token } = await newApiToken(browser, scopes);
  return TestClient.for(server, { authorization: `Bearer ${token}` });
}

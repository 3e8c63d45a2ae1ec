// The component tests' one way to put a screen on the page: the app's own provider (Chakra's system,
// the toaster, Apollo) and texts, a router at a given address, and every request the page makes
// sent by a signed-in browser (api/src/test/http-client.ts) to the real API started in the same
// process (api/src/test/test-server.ts). Nothing is mocked: the page reads and writes the test's database.
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, beforeAll, vi } from 'vitest';

import type { TestClient } from '../../../api/src/test/http-client';
import { startTestServer, type TestServer, type TestServerOptions } from '../../../api/src/test/test-server';
import { AppProvider } from '@/app/provider';
import { createApolloCache } from '@/lib/apollo';
import { i18n, startI18n } from '@/lib/i18n';

/** The catalogues the tested screens read; loaded once before the first render, as loadScreen does for a route. */
const NAMESPACES = [
  'common',
  'trips',
  'generation',
  'readiness',
  'booking',
  'validation',
  'visa',
  'deals',
  'profile',
  'calendar',
  'route',
];

let started: Promise<unknown> | undefined;

/** Node's fetch (web/src/test/dom-environment.ts keeps it), before any test stands in the page's for it. */
const nodeFetch = globalThis.fetch;

function startTexts() {
  if (!started) {
    startI18n('en');
    started = i18n.loadNamespaces(NAMESPACES);
  }
  return started;
}

/**
 * fetch as the page sees it: its requests are relative to its own origin, so they go out through
 * `browser`, with its session cookie, to the test server; absolute ones (the tests' own clients) as they are.
 */
function pageFetch(browser: TestClient): typeof fetch {
  return (input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('/')) return nodeFetch(input, init);
    return browser.fetch(url, { ...init, headers: Object.fromEntries(new Headers(init.headers)) });
  };
}

/** The app's Apollo client (lib/apollo.ts) without its offline layer: same cache rules, same headers. */
function apolloClientFor(browser: TestClient) {
  return new ApolloClient({
    link: ApolloLink.from([
      new RemoveTypenameFromVariablesLink(),
      new HttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' }, fetch: pageFetch(browser) }),
    ]),
    cache: createApolloCache(),
  });
}

/** Where the router is now: a test reads it after a screen navigates (Save Itinerary opens the trip). */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname}</output>;
}

export interface RenderOptions {
  /** The address the page opens at, e.g. `/trips/12?tab=expenses`. */
  at?: string;
  /** The route pattern `ui` answers; any other address shows only the current address. */
  route?: string;
}

/**
 * Renders `ui` as `browser`'s signed-in page. Answers Testing Library's queries and a userEvent
 * session; `address()` is the router's current path.
 */
export async function renderPage(ui: ReactNode, browser: TestClient, { at = '/', route = '*' }: RenderOptions = {}) {
  await startTexts();
  // Screens that call fetch themselves (apiFetch, the live changes' stream) use the same browser.
  vi.stubGlobal('fetch', pageFetch(browser));
  const client = apolloClientFor(browser);
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {ui}
            <CurrentAddress />
          </>
        ),
      },
      { path: '*', element: <CurrentAddress /> },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup();
  const rendered = render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  // The screen is on the page once the router has rendered it (the provider's Suspense may hold it a moment).
  await screen.findByRole('status', { name: 'Current address' });
  return {
    ...rendered,
    user,
    client,
    address: () => screen.getByRole('status', { name: 'Current address' }).textContent,
  };
}

/**
 * The real API for the test file, on a fresh database: started before its tests and stopped after them.
 * `options`: e.g. a pinned clock (`overrides.now`).
 */
export function apiServerForFile(options?: TestServerOptions): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({}, options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
}

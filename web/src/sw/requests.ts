/** How the service worker answers a request. */
export type Strategy =
  /** A page: the network's index.html, or the cached one offline. */
  | 'page'
  /** A file of the app itself: from the cache, else fetched and kept. */
  | 'cached'
  /** Not the worker's business (the API, another origin, a change): straight to the network, never cached. */
  | 'network';

// The API's paths (api/src/app.ts). Their answers are never cached: they hold
// a user's data or session (/api/login, /api/logout, /graphql) or must be live
// (/dev/outbox, the probes). The app saves what a user may read offline itself,
// per user (web/src/lib/offline/saved-answers.ts).
const API_PATH = /^\/(api|graphql|dev|healthz|readyz)(\/|$)/;

export function strategyFor(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || API_PATH.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  // /assets/ holds only content-hashed files: a cached one is never out of date.
  if (url.pathname.startsWith('/assets/') || precached.has(url.pathname)) return 'cached';
  return 'network';
}

// The service worker, built to /sw.js by web/vite.config.ts. It keeps the app
// itself (index.html, scripts, styles, icons) so a saved trip opens offline,
// and caches no API answer at all (see requests.ts).
import { strategyFor } from './requests';

/** The build's files to cache on install, and a hash of them: each deploy gets its own cache. */
declare const __PRECACHE_URLS__: string[];
declare const __CACHE_VERSION__: string;

// The DOM typings the web app compiles with have no service-worker types.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}

const worker = self as unknown as ServiceWorkerScope;
const CACHE_PREFIX = 'lakbay-app-';
const CACHE = `${CACHE_PREFIX}${__CACHE_VERSION__}`;
const INDEX = '/index.html';
const precached = new Set(__PRECACHE_URLS__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Past the HTTP cache (index.html may sit there for an hour): this deploy's files exactly.
      .then((cache) => cache.addAll(__PRECACHE_URLS__.map((url) => new Request(url, { cache: 'no-cache' }))))
      // A new deploy takes over at once; its pages fetch the new files either way.
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

async function cachedOrFetched(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Online, pages come from the server, so a deploy shows at once; offline, the cached shell routes them. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(INDEX, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, worker.location.origin, precached);
  if (strategy === 'page') event.respondWith(page(request));
  else if (strategy === 'cached') event.respondWith(cachedOrFetched(request));
});

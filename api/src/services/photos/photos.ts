// Destination photos for trip cards (docs/product/trips.md: the card's image comes from a
// stock-photo search by destination), from Unsplash's official search API —
// only when UNSPLASH_ACCESS_KEY is set. The key stays on the server; the browser
// gets the photo's CDN address and the attribution Unsplash's guidelines ask
// for. Unconfigured, slow or failing, the answer is null and the web app draws
// its local destination art instead.
import { z } from 'zod';
import type { Logger } from '../../lib/logger.js';
import { COUNTRY_NAMES } from '../../domain/itinerary/trip-request.js';

export interface PhotoSettings {
  UNSPLASH_ACCESS_KEY?: string | undefined;
  /** Another API endpoint (tests point it at a stand-in on 127.0.0.1). */
  UNSPLASH_API_URL?: string | undefined;
}

export interface DestinationPhoto {
  /** A landscape picture on Unsplash's CDN, sized for a card. */
  url: string;
  alt: string;
  photographerName: string;
  /** The photographer's Unsplash profile. */
  photographerUrl: string;
  /** The photo's page on Unsplash. */
  photoPageUrl: string;
}

/** Where Unsplash serves photos from: the only image origin the web app's CSP adds for them. */
export const UNSPLASH_IMAGE_ORIGIN = 'https://images.unsplash.com';
const DEFAULT_API_URL = 'https://api.unsplash.com';
/** Unsplash asks every link back to it to name the app (its attribution guidelines). */
const REFERRAL = 'utm_source=lakbay&utm_medium=referral';

const CACHE_LIMIT = 200;
const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
// A failure is remembered briefly too, so a page of 50 cards does not retry it 50 times.
const FAILED_TTL_MS = 5 * 60 * 1000;
const DEFAULT_TIMEOUT_MS = 3000;
/** Longer than any destination name; a longer one is not worth a search. */
const MAX_TERM_LENGTH = 60;

const httpsUrl = z.url({ protocol: /^https$/ });
const searchAnswer = z.object({
  results: z.array(
    z.object({
      alt_description: z.string().nullish(),
      description: z.string().nullish(),
      urls: z.object({ regular: httpsUrl }),
      links: z.object({ html: httpsUrl }),
      user: z.object({ name: z.string().min(1), links: z.object({ html: httpsUrl }) }),
    }),
  ),
});

const withReferral = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${REFERRAL}`;

/** "Japan" for JP; a destination typed as a name stays as it is. */
const searchTermFor = (destination: string) =>
  (COUNTRY_NAMES as Record<string, string | undefined>)[destination.toUpperCase()] ?? destination;

export function createPhotoService({
  settings = {},
  logger,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  now = Date.now,
}: {
  settings?: PhotoSettings;
  logger: Logger;
  /** How long one search may take before the card keeps its local art. */
  timeoutMs?: number;
  now?: () => number;
}) {
  const accessKey = settings.UNSPLASH_ACCESS_KEY;
  const apiUrl = (settings.UNSPLASH_API_URL ?? DEFAULT_API_URL).replace(/\/$/, '');
  // Insertion order doubles as age: the first key is the one to drop when full.
  const cache = new Map<string, { expiresAt: number; photo: Promise<DestinationPhoto | null> }>();

  async function search(term: string): Promise<DestinationPhoto | null> {
    const url = `${apiUrl}/search/photos?${new URLSearchParams({ query: `${term} travel`, orientation: 'landscape', per_page: '1' })}`;
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Client-ID ${accessKey}`, 'Accept-Version': 'v1' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const [first] = searchAnswer.parse(await response.json()).results;
      // The CSP lets the browser load images from Unsplash's CDN only.
      if (!first || new URL(first.urls.regular).origin !== UNSPLASH_IMAGE_ORIGIN) return null;
      return {
        url: first.urls.regular,
        alt: first.alt_description ?? first.description ?? term,
        photographerName: first.user.name,
        photographerUrl: withReferral(first.user.links.html),
        photoPageUrl: withReferral(first.links.html),
      };
    } catch (error) {
      logger.warn({ err: error, term }, 'Unsplash photo search failed; the trip card keeps its local art');
      return null;
    }
  }

  return {
    /** Whether a key is configured (and so whether the CSP allows Unsplash's CDN). */
    enabled: Boolean(accessKey),
    imageOrigins: accessKey ? [UNSPLASH_IMAGE_ORIGIN] : [],

    /** A photo of the destination (country code or name), or null: unconfigured, none found, or the search failed. */
    async forDestination(destination: string): Promise<DestinationPhoto | null> {
      const term = searchTermFor(destination.trim());
      if (!accessKey || term.length < 2 || term.length > MAX_TERM_LENGTH) return null;
      const key = term.toLowerCase();
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.photo;

      cache.delete(key);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      const entry = { expiresAt: now() + FOUND_TTL_MS, photo: search(term) };
      cache.set(key, entry);
      const photo = await entry.photo;
      if (!photo) entry.expiresAt = now() + FAILED_TTL_MS;
      return photo;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;

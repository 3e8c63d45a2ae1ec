// Live places from OpenStreetMap through the Overpass API, beside the curated
// picks (docs/product/local-secrets.md). Overpass is a shared public service:
// one query per search, a short timeout, a descriptive User-Agent, and answers
// kept in PostgreSQL for a day per search area, so one area reaches Overpass at
// most once a day (https://wiki.openstreetmap.org/wiki/Overpass_API#Public_Overpass_API_instances).
// Slow, refused or malformed, the search goes on with the curated places alone.
// Since issue #33 (S5): the radius is rounded up to the search form's 1 km steps
// for the query and the cache key, so a search area has ten radii, not one per
// float; the queries one client address and all of them together may send are
// budgeted in PostgreSQL; a failure is remembered in the cache table (for every
// process, not in a map of this one that never shrank); rows are pruned a week
// after they expire; and a place is found by its id through an index.
import tzLookup from '@photostructure/tz-lookup';
import { wallClockParts } from '../../domain/geo/zoned-time.js';
import OpeningHours from 'opening_hours';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { distanceMeters, type LatLng } from '../../domain/geo/geo.js';
import { RADIUS, type LocalSecretCategory } from '@lakbay/validation/local-secrets-fields';
import type { Limiter, RateLimitRule } from '../auth/rate-limits.js';
import type { SourceRef } from '../../domain/catalogue/local-secrets-data.js';

export interface LivePlacesSettings {
  /** The Overpass interpreter endpoint; `off` turns live places off. */
  OVERPASS_URL?: string | undefined;
}

export const DEFAULT_OVERPASS_URL = 'https://overpass-api.de/api/interpreter';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
const DEFAULT_TIMEOUT_MS = 5000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
// A failed area is not asked again for a while: a page of searches must not retry an outage each time.
const FAILURE_TTL_MS = 5 * 60 * 1000;
/** Searches are grouped into cells of 0.01° (about 1.1 km): any point in a cell shares its answer. */
const CELL_DEGREES = 0.01;
/** From a cell's centre to its farthest corner, with room to spare: the query reaches this much further. */
const CELL_REACH_METERS = 800;
/** Overpass returns at most this many elements per query (an arbitrary but bounded subset in dense cities). */
const ELEMENT_LIMIT = 400;
/** A query's radius is the search's, rounded up to the search form's steps. */
const RADIUS_STEP_METERS = RADIUS.step;
/** An expired answer is kept this long for placeById (a place added to a trip after its search), then pruned. */
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The Overpass queries one client may cause, and all of them together (within the public instance's
 * fair use of 10,000 a day); past either, a search not in the cache shows the curated places alone.
 */
export const overpassBudget = {
  overpassPerIp: { points: 20, durationSeconds: 60 * 60 },
  overpassTotal: { points: 300, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * The OpenStreetMap tags each category stands for; only named places count.
 * Kept in step with the table in docs/product/local-secrets.md.
 */
export const OSM_CATEGORY_TAGS: Record<LocalSecretCategory, Array<{ key: string; values: string[] }>> = {
  restaurant: [{ key: 'amenity', values: ['restaurant', 'food_court'] }],
  cafe: [{ key: 'amenity', values: ['cafe'] }],
  shopping: [
    { key: 'shop', values: ['mall', 'department_store'] },
    { key: 'amenity', values: ['marketplace'] },
  ],
  attraction: [
    { key: 'tourism', values: ['attraction', 'museum', 'gallery', 'viewpoint'] },
    { key: 'historic', values: ['castle', 'monument', 'ruins', 'fort'] },
  ],
  activity: [
    { key: 'tourism', values: ['theme_park', 'zoo', 'aquarium'] },
    { key: 'leisure', values: ['park', 'garden', 'nature_reserve', 'water_park'] },
  ],
};

/** A place as OpenStreetMap describes it, kept in the cache; time-dependent facts are computed per request. */
export interface OsmPlace {
  id: string;
  /** The English name when OpenStreetMap has one (`name:en`), else the local one. */
  name: string;
  /** The local name (`name`) when it differs from `name`, e.g. 浅草寺 for Senso-ji. */
  localName: string | null;
  type: string;
  category: LocalSecretCategory;
  address: string;
  description: string;
  coordinates: LatLng;
  /** The raw `opening_hours` tag, or null. */
  openingHours: string | null;
  timeZone: string;
  city: string;
  url: string;
}

export type LivePlacesAnswer =
  | { status: 'found'; places: OsmPlace[]; fetchedAt: Date }
  /** Overpass was slow, refused or answered something unreadable. */
  | { status: 'unavailable' }
  /** OVERPASS_URL=off. */
  | { status: 'off' };

const overpassAnswer = z.object({
  // Overpass reports a query it had to stop (timeout, memory) here, with whatever it had found.
  remark: z.string().optional(),
  elements: z.array(
    z.object({
      type: z.enum(['node', 'way', 'relation']),
      id: z.number().int(),
      lat: z.number().optional(),
      lon: z.number().optional(),
      center: z.object({ lat: z.number(), lon: z.number() }).optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

type OverpassElement = z.infer<typeof overpassAnswer>['elements'][number];

const humanize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
const toCellCentre = (degrees: number) => Math.round(degrees / CELL_DEGREES) * CELL_DEGREES;

function overpassQuery(centre: LatLng, radius: number, category: LocalSecretCategory | null): string {
  const categories = category ? [category] : (Object.keys(OSM_CATEGORY_TAGS) as LocalSecretCategory[]);
  const around = `(around:${radius},${centre.lat.toFixed(5)},${centre.lng.toFixed(5)})`;
  const selectors = categories.flatMap((name) =>
    OSM_CATEGORY_TAGS[name].map(({ key, values }) => `nwr["${key}"~"^(${values.join('|')})$"]["name"]${around};`),
  );
  return `[out:json][timeout:${Math.ceil(DEFAULT_TIMEOUT_MS / 1000)}];(${selectors.join('')});out center ${ELEMENT_LIMIT};`;
}

function categoryOf(tags: Record<string, string>): { category: LocalSecretCategory; tag: string } | null {
  for (const [category, rules] of Object.entries(OSM_CATEGORY_TAGS) as Array<
    [LocalSecretCategory, (typeof OSM_CATEGORY_TAGS)[LocalSecretCategory]]
  >) {
    for (const { key, values } of rules) {
      if (values.includes(tags[key] ?? '')) return { category, tag: tags[key]! };
    }
  }
  return null;
}

function addressOf(tags: Record<string, string>): string {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  return [street, tags['addr:suburb'], tags['addr:city']].filter(Boolean).join(', ');
}

function toPlace(element: OverpassElement): OsmPlace | null {
  const tags = element.tags ?? {};
  const point = element.center ?? (element.lat !== undefined && element.lon !== undefined ? element : null);
  const localName = tags.name?.trim();
  const name = tags['name:en']?.trim() || localName;
  const kind = categoryOf(tags);
  if (!point || !name || !kind) return null;
  const cuisine = tags.cuisine?.split(';')[0];
  return {
    id: `osm-${element.type}-${element.id}`,
    name,
    localName: localName && localName !== name ? localName : null,
    type: cuisine ? `${humanize(kind.tag)} · ${humanize(cuisine)}` : humanize(kind.tag),
    category: kind.category,
    address: addressOf(tags),
    description: tags.description ?? '',
    coordinates: { lat: point.lat!, lng: point.lon! },
    openingHours: tags.opening_hours ?? null,
    timeZone: tzLookup(point.lat!, point.lon!),
    city: tags['addr:city'] ?? '',
    url: `https://www.openstreetmap.org/${element.type}/${element.id}`,
  };
}

/** The place's wall clock at `instant`, as a Date whose local fields read that time (what opening_hours reads). */
function wallClock(instant: Date, timeZone: string): Date {
  const parts = wallClockParts(instant, timeZone);
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/** Open at `instant` by the place's `opening_hours` tag in its own time zone; null when unknown or unreadable. */
export function osmOpenNow(place: OsmPlace, instant: Date): boolean | null {
  if (!place.openingHours) return null;
  try {
    const hours = new OpeningHours(place.openingHours, {
      lat: place.coordinates.lat,
      lon: place.coordinates.lng,
      address: { country_code: '', state: '' },
    });
    const at = wallClock(instant, place.timeZone);
    return hours.getUnknown(at) ? null : hours.getState(at);
  } catch {
    return null;
  }
}

export const osmSources = (place: OsmPlace, fetchedAt: Date): SourceRef[] => [
  { title: `OpenStreetMap (${OSM_ATTRIBUTION})`, url: place.url, date: fetchedAt.toISOString().slice(0, 10) },
];

export function createLivePlacesSource({
  prisma,
  logger,
  settings = {},
  userAgent,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  now = () => new Date(),
  budget,
}: {
  prisma: PrismaClient;
  logger: Logger;
  settings?: LivePlacesSettings;
  /** Overpass asks clients to name themselves and a way to reach their operator. */
  userAgent: string;
  timeoutMs?: number;
  now?: () => Date;
  /** The limiters of `overpassBudget`; none: every search not in the cache asks Overpass. */
  budget?: Record<keyof typeof overpassBudget, Limiter>;
}) {
  const endpoint = settings.OVERPASS_URL ?? DEFAULT_OVERPASS_URL;
  // Two searches of one area at once ask Overpass once.
  const inFlight = new Map<string, Promise<LivePlacesAnswer>>();

  async function askOverpass(centre: LatLng, radius: number, category: LocalSecretCategory | null) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
      body: new URLSearchParams({ data: overpassQuery(centre, radius, category) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Overpass answered ${response.status}`);
    const answer = overpassAnswer.parse(await response.json());
    if (answer.remark && /error/i.test(answer.remark)) throw new Error(`Overpass stopped the query: ${answer.remark}`);
    const seen = new Set<string>();
    return answer.elements
      .map(toPlace)
      .filter((place): place is OsmPlace => place !== null && !seen.has(place.id) && Boolean(seen.add(place.id)));
  }

  async function readCache(key: string) {
    try {
      const row = await prisma.livePlacesCache.findUnique({ where: { key } });
      return row && row.expiresAt > now() ? row : null;
    } catch (error) {
      logger.warn({ err: error }, 'live places cache unreadable; asking Overpass');
      return null;
    }
  }

  /** Keeps an answer a day, or a failure FAILURE_TTL_MS (the places last found stay), and prunes old rows. */
  async function writeCache(key: string, answer: { places: OsmPlace[]; fetchedAt: Date } | 'failed') {
    const data =
      answer === 'failed'
        ? { failed: true, expiresAt: new Date(now().getTime() + FAILURE_TTL_MS) }
        : {
            failed: false,
            places: answer.places as unknown as Prisma.InputJsonValue,
            fetchedAt: answer.fetchedAt,
            expiresAt: new Date(answer.fetchedAt.getTime() + CACHE_TTL_MS),
          };
    try {
      await prisma.livePlacesCache.upsert({ where: { key }, create: { key, places: [], ...data }, update: data });
      if (answer !== 'failed' && answer.places.length) {
        // Each place by its id, kept as long as the longest-lived answer that holds it.
        await prisma.$executeRaw`INSERT INTO live_places (id, place, expires_at)
          SELECT place->>'id', place, ${data.expiresAt}
          FROM jsonb_array_elements(${JSON.stringify(answer.places)}::jsonb) AS place
          ON CONFLICT (id) DO UPDATE
          SET place = EXCLUDED.place, expires_at = GREATEST(live_places.expires_at, EXCLUDED.expires_at)`;
      }
      // At most once per Overpass query, which the budget bounds.
      const pruned = { expiresAt: { lt: new Date(now().getTime() - KEEP_EXPIRED_MS) } };
      await prisma.livePlacesCache.deleteMany({ where: pruned });
      await prisma.livePlace.deleteMany({ where: pruned });
    } catch (error) {
      logger.warn({ err: error }, 'live places not cached; the next search asks Overpass again');
    }
  }

  /** Spends one Overpass query of the client's budget and of everyone's; false when either is spent. */
  async function withinBudget(ip: string) {
    try {
      await budget?.overpassPerIp.consume(ip);
      await budget?.overpassTotal.consume('all');
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }

  async function lookUp(
    key: string,
    centre: LatLng,
    reach: number,
    category: LocalSecretCategory | null,
    ip: string,
  ): Promise<LivePlacesAnswer> {
    const cached = await readCache(key);
    if (cached?.failed) return { status: 'unavailable' };
    if (cached) return { status: 'found', places: cached.places as unknown as OsmPlace[], fetchedAt: cached.fetchedAt };
    if (!(await withinBudget(ip))) {
      logger.info({ key }, 'Overpass budget spent; local secrets show the curated places only');
      return { status: 'unavailable' };
    }
    try {
      const places = await askOverpass(centre, reach, category);
      const fetchedAt = now();
      await writeCache(key, { places, fetchedAt });
      return { status: 'found', places, fetchedAt };
    } catch (error) {
      await writeCache(key, 'failed');
      logger.warn({ err: error, key }, 'Overpass unavailable; local secrets show the curated places only');
      return { status: 'unavailable' };
    }
  }

  return {
    enabled: endpoint !== 'off',

    /**
     * A place an earlier search found, by its id (`osm-node-123`), expired or not (until
     * pruned a week later): a place saved into a trip needs only its name, address and
     * link, which an expired answer still has. Null when no search has found it.
     */
    async placeById(id: string): Promise<OsmPlace | null> {
      const found = await prisma.livePlace.findUnique({ where: { id }, select: { place: true } });
      return (found?.place as unknown as OsmPlace | undefined) ?? null;
    },

    /**
     * Named OSM places of the category (or all five) within `radius` of `point`, nearest first. A
     * search not in the cache spends one Overpass query of `ip`'s budget.
     */
    async near(
      point: LatLng,
      radius: number,
      category: LocalSecretCategory | null,
      ip = 'unknown',
    ): Promise<LivePlacesAnswer> {
      if (endpoint === 'off') return { status: 'off' };
      const centre = { lat: toCellCentre(point.lat), lng: toCellCentre(point.lng) };
      const reach = Math.ceil(radius / RADIUS_STEP_METERS) * RADIUS_STEP_METERS;
      const key = `${centre.lat.toFixed(2)},${centre.lng.toFixed(2)}:${reach}:${category ?? 'all'}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = lookUp(key, centre, reach + CELL_REACH_METERS, category, ip).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const answer = await pending;
      if (answer.status !== 'found') return answer;
      return { ...answer, places: answer.places.filter((place) => distanceMeters(point, place.coordinates) <= radius) };
    },
  };
}

export type LivePlacesSource = ReturnType<typeof createLivePlacesSource>;

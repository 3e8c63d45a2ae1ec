// The Local Secrets finder (docs/product/local-secrets.md): curated places within a radius of
// a point, by true (great-circle) distance, nearest first, optionally of one
// category, each with Open/Closed computed from its regular hours in its own
// time zone at the moment of the request; then the live OpenStreetMap places
// around it (live-places.ts) that are not already curated picks. The three tip
// cards come from the nearest curated city. With GEMINI_API_KEY set, each
// curated place may also get an AI-written tip (ai-tips.ts); places themselves
// only ever come from our data or from OpenStreetMap, never from the model.
// GraphQL (graphql/types/local-secrets.ts) and REST (rest/local-secrets.ts) are
// thin adapters over `find`.
import { category, coordinate, radius } from '@lakbay/validation/local-secrets';
import { RADIUS, type LocalSecretCategory } from '@lakbay/validation/local-secrets-fields';
import { rule } from '@lakbay/validation/rules';
import { z } from 'zod';
import type { Logger } from '../../lib/logger.js';
import type { RequestMeta } from '../auth/auth.js';
import type { Limiter, RateLimitRule } from '../auth/rate-limits.js';
import { parseInput } from '../../lib/validation.js';
import { loadCountry } from '../../domain/catalogue/destination-data.js';
import { createAiTipWriter, type AiTipSettings, type AiTipWriter } from './ai-tips.js';
import { distanceMeters, type LatLng } from '../../domain/geo/geo.js';
import { osmOpenNow, osmSources, type LivePlacesSource, type OsmPlace } from './live-places.js';
import {
  loadLocalSecrets,
  type CuratedCity,
  type CuratedPlace,
  type SourceRef,
} from '../../domain/catalogue/local-secrets-data.js';
import { hoursToday, isOpenAt } from '../../domain/catalogue/opening-hours.js';

/**
 * Searches one client address may make (a search is public, and each may reach Overpass and Gemini).
 * A traveler's searches, a few a minute, stay well inside it.
 */
export const searchLimit = { searchesPerIp: { points: 60, durationSeconds: 15 * 60 } } satisfies Record<
  string,
  RateLimitRule
>;

/** Curated picks and live places together, at most. */
export const MAX_PLACES = 50;
/** An OpenStreetMap place this close to a curated pick of the same name is that pick. */
const SAME_PLACE_METERS = 200;
/** The tip cards describe the nearest curated city when the search point is this close to its centre. */
const TIP_CITY_RANGE_METERS = 50_000;

export const localSecretsMessages = {
  notObject: 'localSecrets:notObject',
} as const;

const inputSchema = z.object(
  {
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    radius: radius.nullish().transform((meters) => meters ?? RADIUS.default),
    // "" and "all" mean any category, as the form's first option does.
    category: z
      .union([category, z.literal(''), z.literal('all')], { error: rule('validation:localSecrets.categoryUnknown') })
      .nullish()
      .transform((category) => (category === '' || category === 'all' ? null : (category ?? null))),
  },
  { error: localSecretsMessages.notObject },
);

export type LocalSecretsInput = z.input<typeof inputSchema>;

/** A result as docs/product/local-secrets.md lists its fields, plus what makes it checkable and mappable. */
export interface LocalSecret {
  /** `lakbay`: a curated pick; `openstreetmap`: a live place from OpenStreetMap. */
  source: 'lakbay' | 'openstreetmap';
  id: string;
  name: string;
  type: string;
  category: LocalSecretCategory;
  address: string;
  description: string;
  coordinates: LatLng;
  /**
   * True when no cited source confirms the coordinates of a curated pick: placed from its
   * address or area, they may be a few hundred metres off. False otherwise, and for OpenStreetMap places.
   */
  approximateLocation: boolean;
  /** Lakbay pick score, 1 to 5: an editorial recommendation, not a review average. Null for OpenStreetMap places. */
  rating: number | null;
  /** null when the opening hours are not confirmed. */
  openNow: boolean | null;
  /** 0 free to 4 very expensive; null for OpenStreetMap places (not known). */
  priceLevel: number | null;
  /** The curated insider tip, then the AI-written one when there is one. */
  tips: string[];
  /** Written by Gemini (GEMINI_API_KEY set); null otherwise. Also the last of `tips`. */
  aiTip: string | null;
  distanceMeters: number;
  hoursToday: string | null;
  hoursNote: string | null;
  timeZone: string;
  city: string;
  country: string;
  sources: SourceRef[];
  lastChecked: string;
}

export interface LocalTips {
  city: string;
  country: string;
  bestTimeToVisit: string;
  /** This month's weather in the city, from the destination data. */
  thisMonth: string;
  localEtiquette: string;
  hiddenGem: { id: string; name: string; description: string; tip: string };
}

/** Whether live OpenStreetMap places are in the answer: `unavailable` when Overpass failed, `off` when not configured. */
export type LivePlacesStatus = 'included' | 'unavailable' | 'off';

export interface LocalSecretsResult {
  places: LocalSecret[];
  livePlaces: LivePlacesStatus;
  /** null when no curated city is near the search point. */
  tips: LocalTips | null;
}

/** What a trip keeps of a place saved into one of its days. */
export interface PlaceToSave {
  name: string;
  address: string;
  /** Where the place is on a map. */
  url: string;
}

export interface CoveredCity {
  name: string;
  country: string;
  countryName: string;
  coordinates: LatLng;
  places: number;
}

export interface MapSettingsInput {
  MAP_TILE_URL?: string | undefined;
  MAP_TILE_ATTRIBUTION?: string | undefined;
}

export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/** The CSP img-src entry for a tile template: its origin, with a `{s}.` subdomain as `*.`. */
export function tileOrigin(tileUrl: string): string {
  const [, scheme, host] = /^(https?):\/\/([^/]+)/.exec(tileUrl)!;
  return `${scheme}://${host!.replace(/^\{s\}\./, '*.')}`;
}

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'long' });

function monthIn(timeZone: string, instant: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric' }).format(instant));
}

export function createLocalSecretsService(
  deps: {
    now?: () => Date;
    map?: MapSettingsInput;
    cities?: CuratedCity[];
    /** GEMINI_*: AI-written tips when a key is set. */
    gemini?: AiTipSettings;
    logger?: Logger;
    /** Tests pass a writer with a shorter deadline. */
    aiTips?: AiTipWriter;
    /** OpenStreetMap places through Overpass (OVERPASS_URL); without it, curated places only. */
    livePlaces?: LivePlacesSource;
    /** Searches per client address (searchLimit); none: unlimited (tests of the service alone). */
    searchesPerIp?: Limiter;
  } = {},
) {
  const now = deps.now ?? (() => new Date());
  const { GEMINI_API_KEY: apiKey } = deps.gemini ?? {};
  const aiTips =
    deps.aiTips ??
    (apiKey && deps.gemini && deps.logger
      ? createAiTipWriter({ settings: { ...deps.gemini, GEMINI_API_KEY: apiKey }, logger: deps.logger, now })
      : undefined);
  const cities = deps.cities ?? loadLocalSecrets();
  const places = cities.flatMap((city) => city.places);
  const map: MapSettings = {
    tileUrl: deps.map?.MAP_TILE_URL ?? DEFAULT_MAP_SETTINGS.tileUrl,
    attribution: deps.map?.MAP_TILE_ATTRIBUTION ?? DEFAULT_MAP_SETTINGS.attribution,
  };

  const present = (place: CuratedPlace, distance: number, instant: Date, aiTip: string | null): LocalSecret => ({
    source: 'lakbay',
    id: place.id,
    name: place.name,
    type: place.type,
    category: place.category,
    address: place.address,
    description: place.description,
    coordinates: place.coordinates,
    approximateLocation: place.approximateLocation,
    rating: place.rating,
    openNow: isOpenAt(place.hours, place.timeZone, instant),
    priceLevel: place.priceLevel,
    tips: aiTip ? [place.insiderTip, aiTip] : [place.insiderTip],
    aiTip,
    distanceMeters: Math.round(distance),
    hoursToday: hoursToday(place.hours, place.timeZone, instant),
    hoursNote: place.hours?.note ?? null,
    timeZone: place.timeZone,
    city: place.city,
    country: place.country,
    sources: place.sources,
    lastChecked: place.lastChecked,
  });

  const presentLive = (place: OsmPlace, distance: number, instant: Date, fetchedAt: Date): LocalSecret => ({
    source: 'openstreetmap',
    id: place.id,
    name: place.name,
    type: place.type,
    category: place.category,
    address: place.address,
    description: place.description,
    coordinates: place.coordinates,
    // OpenStreetMap's own position for the place.
    approximateLocation: false,
    rating: null,
    openNow: osmOpenNow(place, instant),
    priceLevel: null,
    tips: [],
    aiTip: null,
    distanceMeters: Math.round(distance),
    hoursToday: null,
    // OpenStreetMap's own notation (e.g. "Mo-Sa 10:00-21:00"), shown as it is.
    hoursNote: place.openingHours,
    timeZone: place.timeZone,
    city: place.city,
    country: '',
    sources: osmSources(place, fetchedAt),
    lastChecked: fetchedAt.toISOString().slice(0, 10),
  });

  const sameName = (a: string, b: string) => {
    const plain = (name: string) =>
      name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '');
    const [x, y] = [plain(a), plain(b)];
    return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
  };

  async function liveNear(
    point: LatLng,
    radius: number,
    category: LocalSecretCategory | null,
    /** The curated picks found: a live place that is one of them is left out. */
    curated: CuratedPlace[],
    instant: Date,
    ip: string,
  ) {
    if (!deps.livePlaces) return { status: 'off' as const, places: [] };
    const answer = await deps.livePlaces.near(point, radius, category, ip);
    if (answer.status !== 'found') return { status: answer.status, places: [] };
    const places = answer.places
      .filter(
        (place) =>
          !curated.some(
            (pick) =>
              [place.name, place.localName].some((name) => name !== null && sameName(pick.name, name)) &&
              distanceMeters(pick.coordinates, place.coordinates) <= SAME_PLACE_METERS,
          ),
      )
      .map((place) => presentLive(place, distanceMeters(point, place.coordinates), instant, answer.fetchedAt))
      .sort((a, b) => a.distanceMeters - b.distanceMeters || a.name.localeCompare(b.name));
    return { status: 'included' as const, places };
  }

  function tipsFor(point: LatLng, instant: Date): LocalTips | null {
    const nearest = cities
      .map((city) => ({ city, distance: distanceMeters(point, city.center) }))
      .sort((a, b) => a.distance - b.distance)[0];
    if (!nearest || nearest.distance > TIP_CITY_RANGE_METERS) return null;
    const { city } = nearest;
    const month = monthIn(city.timeZone, instant);
    const weather = loadCountry(city.country).months[String(month)]!.weather;
    const gem = city.places.find((place) => place.hiddenGem)!;
    return {
      city: city.name,
      country: city.countryName,
      bestTimeToVisit: city.bestTime,
      thisMonth: `${MONTHS.format(new Date(Date.UTC(2000, month - 1, 15)))}: ${weather}`,
      localEtiquette: city.etiquette,
      hiddenGem: { id: gem.id, name: gem.name, description: gem.description, tip: gem.insiderTip },
    };
  }

  return {
    /**
     * Validates the request (docs/product/local-secrets.md) and finds the places; BAD_USER_INPUT with
     * the form's message otherwise, RATE_LIMITED past the searches one address may make.
     */
    async find(input: unknown, meta: RequestMeta = { ip: 'unknown' }): Promise<LocalSecretsResult> {
      const { latitude, longitude, radius, category } = parseInput(inputSchema, input);
      await deps.searchesPerIp?.consume(meta.ip);
      const point = { lat: latitude, lng: longitude };
      const instant = now();
      const nearby = places
        .filter((place) => !category || place.category === category)
        .map((place) => ({ place, distance: distanceMeters(point, place.coordinates) }))
        .filter(({ distance }) => distance <= radius)
        .sort((a, b) => a.distance - b.distance || a.place.name.localeCompare(b.place.name))
        .slice(0, MAX_PLACES);
      // The AI tips and the live places are asked for at once: neither waits for the other.
      const [written, live] = await Promise.all([
        aiTips && nearby.length ? aiTips.tipsFor(nearby.map(({ place }) => place)) : undefined,
        liveNear(
          point,
          radius,
          category,
          nearby.map(({ place }) => place),
          instant,
          meta.ip,
        ),
      ]);
      const curated = nearby.map(({ place, distance }) =>
        present(place, distance, instant, written?.get(place.id) ?? null),
      );
      const found = [...curated, ...live.places].slice(0, MAX_PLACES);
      return { places: found, livePlaces: live.status, tips: found.length ? tipsFor(point, instant) : null };
    },

    /**
     * A place a search returned, by its id, as a trip keeps it: a curated pick
     * links to its spot on OpenStreetMap's map, a live place to its OpenStreetMap
     * page. Null for an id no search returns (or a live place never searched for).
     */
    async placeToSave(id: string): Promise<PlaceToSave | null> {
      const curated = places.find((place) => place.id === id);
      if (curated) {
        const { lat, lng } = curated.coordinates;
        const url = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
        return { name: curated.name, address: curated.address, url };
      }
      const live = deps.livePlaces && id.startsWith('osm-') ? await deps.livePlaces.placeById(id) : null;
      return live && { name: live.name, address: live.address, url: live.url };
    },

    /** The curated cities, for the empty state's "try one of these" buttons. */
    coveredCities(): CoveredCity[] {
      return cities.map((city) => ({
        name: city.name,
        country: city.country,
        countryName: city.countryName,
        coordinates: city.center,
        places: city.places.length,
      }));
    },

    /** Where the map's tiles come from (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
    mapSettings: (): MapSettings => map,

    /** The web app's CSP lets the page load tiles from here (img-src only). */
    imageOrigins: [tileOrigin(map.tileUrl)],
  };
}

export type LocalSecretsService = ReturnType<typeof createLocalSecretsService>;

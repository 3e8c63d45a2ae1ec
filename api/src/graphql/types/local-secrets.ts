// The Local Secrets finder over GraphQL: the twin of rest/local-secrets.ts, over
// the same service, plus the covered cities and the map's tile settings the
// page needs. Public: no sign-in needed.
import type {
  CoveredCity,
  LocalSecret,
  LocalSecretsResult,
  LocalTips,
  MapSettings,
} from '../../services/local-secrets/local-secrets.js';
import type { SourceRef } from '../../domain/catalogue/local-secrets-data.js';
import { requestMeta } from '../context.js';
import { builder } from '../builder.js';

const LocalSecretCategory = builder.enumType('LocalSecretCategory', {
  description: 'The kinds of place the finder filters by (docs/product/local-secrets.md).',
  values: {
    restaurant: { value: 'restaurant', description: 'Restaurants, food markets and street-food streets.' },
    cafe: { value: 'cafe', description: 'Cafes, coffee bars and tea houses.' },
    shopping: { value: 'shopping', description: 'Markets, malls and shopping streets.' },
    attraction: { value: 'attraction', description: 'Landmarks, museums, temples and viewpoints.' },
    activity: { value: 'activity', description: 'Things to do: walks, rides, parks and shows.' },
  } as const,
});

const Coordinates = builder.objectRef<{ lat: number; lng: number }>('Coordinates').implement({
  description: 'A point on the map, in decimal degrees (WGS 84).',
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Latitude, -90 to 90.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude, -180 to 180.' }),
  }),
});

const LocalSecretSource = builder.objectRef<SourceRef>('LocalSecretSource').implement({
  description: 'Where a fact about a place comes from.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'What the source is.' }),
    url: t.exposeString('url', { description: 'Its address.' }),
    date: t.exposeString('date', {
      description: 'The date it states, or when it was read (YYYY, YYYY-MM, YYYY-MM-DD).',
    }),
  }),
});

const PlaceSource = builder.enumType('LocalSecretOrigin', {
  description: 'Who vouches for a place.',
  values: {
    lakbay: { value: 'lakbay', description: "A Lakbay pick: curated, sourced and dated by Lakbay's editors." },
    openstreetmap: {
      value: 'openstreetmap',
      description: 'A live place from OpenStreetMap (© OpenStreetMap contributors), not reviewed by Lakbay.',
    },
  } as const,
});

const LivePlacesStatusRef = builder.enumType('LivePlacesStatus', {
  description: 'Whether live OpenStreetMap places are in the answer.',
  values: {
    included: { value: 'included', description: 'OpenStreetMap answered; its places follow the curated ones.' },
    unavailable: {
      value: 'unavailable',
      description: 'OpenStreetMap did not answer in time or at all: curated places only, for now.',
    },
    off: { value: 'off', description: 'This server does not look up live places (OVERPASS_URL=off).' },
  } as const,
});

const LocalSecretRef = builder.objectRef<LocalSecret>('LocalSecret').implement({
  description:
    'A real place near the search point, with its sources: a curated Lakbay pick or a live OpenStreetMap place.',
  fields: (t) => ({
    source: t.expose('source', { type: PlaceSource, description: 'A curated Lakbay pick or an OpenStreetMap place.' }),
    id: t.exposeID('id', { description: 'Stable slug, e.g. jp-tokyo-sensoji.' }),
    name: t.exposeString('name', { description: 'The place, e.g. Senso-ji.' }),
    type: t.exposeString('type', { description: 'What it is, e.g. Buddhist temple.' }),
    category: t.expose('category', { type: LocalSecretCategory, description: 'One of the five categories.' }),
    address: t.exposeString('address', { description: 'Street address.' }),
    description: t.exposeString('description', { description: 'What it is like, in a sentence or two.' }),
    coordinates: t.expose('coordinates', {
      type: Coordinates,
      description: 'Where it is, to about 100 m; less surely when `approximateLocation` is true.',
    }),
    approximateLocation: t.exposeBoolean('approximateLocation', {
      description:
        'True when no cited source confirms the map position: the place is placed from its address or area and may be off by a few hundred metres. False for OpenStreetMap places (their own mapped position).',
    }),
    rating: t.exposeFloat('rating', {
      nullable: true,
      description:
        'Lakbay pick score, 1 to 5 in halves: how strongly our curators recommend it. Not a review average; null for OpenStreetMap places.',
    }),
    openNow: t.exposeBoolean('openNow', {
      nullable: true,
      description:
        "Open at the time of the request, from its regular hours in the place's time zone; null when the hours are not confirmed.",
    }),
    priceLevel: t.exposeInt('priceLevel', {
      nullable: true,
      description:
        '0 free, 1 inexpensive, 2 moderate, 3 expensive, 4 very expensive; null when not known (OpenStreetMap places).',
    }),
    tips: t.exposeStringList('tips', {
      description: 'The curated insider tip, then the AI-written one (`aiTip`) when there is one.',
    }),
    aiTip: t.exposeString('aiTip', {
      nullable: true,
      description: 'A tip written by Gemini for this curated place, when the server has a Gemini key; null otherwise.',
    }),
    distanceMeters: t.exposeInt('distanceMeters', { description: 'Great-circle distance from the search point.' }),
    hoursToday: t.exposeString('hoursToday', {
      nullable: true,
      description:
        "Today's regular hours in the place's time zone (e.g. 09:30–17:00, Open 24 hours, Closed today); null when not confirmed.",
    }),
    hoursNote: t.exposeString('hoursNote', { nullable: true, description: 'Exceptions to the regular hours.' }),
    timeZone: t.exposeString('timeZone', { description: 'IANA time zone of the place, e.g. Asia/Tokyo.' }),
    city: t.exposeString('city', {
      description: "The curated city it belongs to; for an OpenStreetMap place its address's city, or empty.",
    }),
    country: t.exposeString('country', { description: 'Destination code, e.g. JP; empty for OpenStreetMap places.' }),
    sources: t.expose('sources', { type: [LocalSecretSource], description: 'Where its facts come from.' }),
    lastChecked: t.exposeString('lastChecked', { description: 'When the entry was last checked (YYYY-MM-DD).' }),
  }),
});

const HiddenGem = builder.objectRef<LocalTips['hiddenGem']>('LocalHiddenGem').implement({
  description: "The city's curated hidden gem.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The place id.' }),
    name: t.exposeString('name', { description: 'The place.' }),
    description: t.exposeString('description', { description: 'What it is like.' }),
    tip: t.exposeString('tip', { description: 'How to make the most of it.' }),
  }),
});

const LocalTipsRef = builder.objectRef<LocalTips>('LocalTips').implement({
  description: 'The three tip cards (Best Time to Visit, Local Etiquette, Hidden Gem) for the nearest curated city.',
  fields: (t) => ({
    city: t.exposeString('city', { description: 'The city the tips are for.' }),
    country: t.exposeString('country', { description: 'Its country, e.g. Japan.' }),
    bestTimeToVisit: t.exposeString('bestTimeToVisit', { description: 'The best months and why.' }),
    thisMonth: t.exposeString('thisMonth', {
      description: "This month's usual weather, e.g. November: Cool and clear.",
    }),
    localEtiquette: t.exposeString('localEtiquette', { description: 'Customs worth knowing.' }),
    hiddenGem: t.expose('hiddenGem', { type: HiddenGem, description: 'A place most visitors miss.' }),
  }),
});

const LocalSecretsResultRef = builder.objectRef<LocalSecretsResult>('LocalSecretsResult').implement({
  description: 'Places within the radius, nearest first, and the tip cards.',
  fields: (t) => ({
    places: t.expose('places', {
      type: [LocalSecretRef],
      description:
        'Curated picks nearest first, then OpenStreetMap places nearest first (a place in both appears once); at most 50.',
    }),
    livePlaces: t.expose('livePlaces', {
      type: LivePlacesStatusRef,
      description: 'Whether OpenStreetMap places are included, and why not.',
    }),
    tips: t.expose('tips', {
      type: LocalTipsRef,
      nullable: true,
      description: 'Tip cards for the nearest curated city; null when there are no places.',
    }),
  }),
});

const CoveredCityRef = builder.objectRef<CoveredCity>('LocalSecretsCity').implement({
  description: 'A city with curated local secrets.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'e.g. Tokyo.' }),
    country: t.exposeString('country', { description: 'Destination code, e.g. JP.' }),
    countryName: t.exposeString('countryName', { description: 'e.g. Japan.' }),
    coordinates: t.expose('coordinates', { type: Coordinates, description: 'Its centre, a good search point.' }),
    places: t.exposeInt('places', { description: 'How many places are curated there.' }),
  }),
});

const MapSettingsRef = builder.objectRef<MapSettings>('MapSettings').implement({
  description: 'Where the map tiles come from (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).',
  fields: (t) => ({
    tileUrl: t.exposeString('tileUrl', { description: 'Tile URL template with {z}, {x} and {y}.' }),
    attribution: t.exposeString('attribution', { description: 'Plain-text credit the tile provider requires.' }),
  }),
});

const LocalSecretsInput = builder.inputType('LocalSecretsInput', {
  description: 'A local secrets search: a point, a radius and a category.',
  fields: (t) => ({
    latitude: t.float({ required: true, description: 'Search point latitude, -90 to 90.' }),
    longitude: t.float({ required: true, description: 'Search point longitude, -180 to 180.' }),
    radius: t.float({ required: false, description: 'Metres, 1000 to 10000; 5000 when omitted.' }),
    category: t.field({
      type: LocalSecretCategory,
      required: false,
      description: 'Only this category; all when omitted.',
    }),
  }),
});

builder.queryField('localSecrets', (t) =>
  t.field({
    type: LocalSecretsResultRef,
    description:
      'Curated places, then live OpenStreetMap places, within the radius of a point, nearest first, with the tip cards. Public.',
    args: { input: t.arg({ type: LocalSecretsInput, required: true, description: 'Point, radius and category.' }) },
    resolve: async (_root, { input }, context) => context.services.localSecrets.find(input, await requestMeta(context)),
  }),
);

builder.queryField('localSecretsCities', (t) =>
  t.field({
    type: [CoveredCityRef],
    description: 'The cities with curated local secrets. Public.',
    resolve: (_root, _args, context) => context.services.localSecrets.coveredCities(),
  }),
);

builder.queryField('mapSettings', (t) =>
  t.field({
    type: MapSettingsRef,
    description: 'The tile source of the maps the web app draws. Public.',
    resolve: (_root, _args, context) => context.services.localSecrets.mapSettings(),
  }),
);

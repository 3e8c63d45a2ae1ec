// Every place a plan can go to, as one shape for both planners: the
// destination file's places and eateries, and Local Secrets' restaurants and
// cafés, each with our id (the place catalogue's), where it is, when it suits
// a visit, how long a visit takes and which meals it serves.
// (api/data/README.md says what the data holds.)
import { MEAL_KINDS, type MealKind } from '@lakbay/validation/itinerary';
import type { Place, TripCountryData } from '../domain/catalogue/destination-data.js';
import { loadLocalSecrets, type CuratedCity } from '../domain/catalogue/local-secrets-data.js';
import type { OpeningHours } from '../domain/catalogue/opening-hours.js';
import { distanceMeters, type LatLng } from '../domain/geo/geo.js';
import type { Water } from '../domain/geo/water.js';
import { normalisePlaceName, placeCatalogue } from './place-check.js';

export type BestTime = 'morning' | 'afternoon' | 'evening' | 'night' | 'any';

export interface Venue {
  id: string;
  name: string;
  /** The name normalised (place-check.ts), to tell one place under two entries. */
  key: string;
  /** The destination city (of the destination file) it belongs to. */
  city: string;
  area?: string | undefined;
  position: LatLng & { approximate: boolean };
  bestTime: BestTime;
  /** How long a visit takes. */
  minutes: number;
  open: OpeningHours | null;
  /** The meals it serves; none for a sight. */
  meals: MealKind[];
  /** 1 inexpensive … 4 very expensive, for meals. */
  priceLevel: number;
  /** What it serves, for a meal line: "okonomiyaki". */
  serves?: string | undefined;
  /** The destination place, for a sight. */
  place?: Place | undefined;
  dayTrip: boolean;
}

export interface CityVenues {
  /** Sights: the city's places, in the data's order. */
  places: Venue[];
  /** Where to eat: its eateries and Local Secrets' restaurants and cafés nearby (not its food places). */
  eateries: Venue[];
}

export interface Venues {
  byId: ReadonlyMap<string, Venue>;
  /** Every venue of the country that serves a meal. */
  eateries: readonly Venue[];
  city(name: string): CityVenues;
  /** Rivers and harbours in town that no walk crosses. */
  waters: readonly Water[];
}

/**
 * A sight this far from its city's centre is a day out of town; in a city that is a whole region (Bali, 70 km
 * across), farther: half the distance its own places lie within, so Ubud's temples and rice terraces are
 * sights of one day together, not a day each.
 */
const OUT_OF_TOWN_KM = 25;
/** A visit out of town this long is the day's outing; a shorter one is a sight among others out there. */
const OUT_OF_TOWN_DAY_HOURS = 4;

const outOfTown = (city: { center: LatLng; radiusKm: number }, position: LatLng) =>
  distanceMeters(city.center, position) > Math.max(OUT_OF_TOWN_KM, city.radiusKm / 2) * 1000;

/** A Local Secrets city lends its restaurants to a destination city this close. */
const LOCAL_SECRETS_KM = 30;
const MEAL_MINUTES: Record<MealKind, number> = { breakfast: 45, lunch: 60, dinner: 75 };

const venuesByCountry = new WeakMap<TripCountryData, Venues>();

export function venuesOf(country: TripCountryData): Venues {
  let venues = venuesByCountry.get(country);
  if (!venues) venuesByCountry.set(country, (venues = buildVenues(country)));
  return venues;
}

/**
 * Whether what a plan spends at the place is money for its shops, not a ticket: a shopping street, mall or
 * bridge of goldsmiths that is free to walk (the Budget-Focused cost is nothing).
 */
export const isSpendingMoney = (place: Place) =>
  place.cost.budget === 0 && place.kind !== 'food' && (place.kind === 'shopping' || place.tags.includes('shopping'));

/** Whether one eats at the place: a food place, or a market of food (not one of clothes, jade or gold). */
const servesFood = (place: Place) => place.kind === 'food' || (place.kind === 'market' && place.tags.includes('food'));

/** A place whose name says its meal ("Dim sum lunch", "Bistro dinner") is that meal and no other. */
const MEAL_IN_NAME: Record<MealKind, RegExp> = {
  breakfast: /\b(breakfast|brunch)\b/i,
  lunch: /\b(lunch|brunch)\b/i,
  dinner: /\bdinner\b/i,
};

/** The meals a food place or market can stand in for, as one of the day's sights or not. */
function mealsAtPlace(place: Place): MealKind[] {
  if (!servesFood(place) || place.hours < 1) return [];
  const named = MEAL_KINDS.filter((meal) => MEAL_IN_NAME[meal].test(place.name));
  if (named.length) return named;
  // A place best in the afternoon (afternoon tea, a dessert street) or a short stop (an egg coffee) is a
  // treat, not a meal.
  if (place.bestTime === 'afternoon') return [];
  if (place.bestTime === 'evening' || place.bestTime === 'night') return ['dinner'];
  if (place.kind === 'market' && place.bestTime === 'morning') return ['breakfast', 'lunch'];
  return ['lunch', 'dinner'];
}

const located = (position: Place['position']) => ({
  lat: position.lat,
  lng: position.lng,
  approximate: !('source' in position),
});

function openingHours(open: Place['open']): OpeningHours | null {
  if (!open) return null;
  return 'always' in open ? { always: true, note: open.note } : { weekly: open.weekly, note: open.note };
}

function buildVenues(country: TripCountryData): Venues {
  const catalogue = placeCatalogue(country);
  const byId = new Map<string, Venue>();
  const byCity = new Map<string, CityVenues>();
  for (const city of country.cities) {
    const known = city.places.map((place): Venue => ({
      id: catalogue.idOf(city.name, place.name),
      name: place.name,
      key: normalisePlaceName(place.name),
      city: city.name,
      area: place.area,
      position: located(place.position),
      bestTime: place.bestTime,
      minutes: Math.round(place.hours * 60),
      open: openingHours(place.open),
      meals: mealsAtPlace(place),
      priceLevel: 1,
      place,
      // A long visit far out of town takes a day of its own, as a day trip does; a short one is a sight of a
      // day spent out there (Jeju's tea fields beside its west coast, not a day for 90 minutes).
      dayTrip: place.kind === 'day-trip' || (outOfTown(city, place.position) && place.hours >= OUT_OF_TOWN_DAY_HOURS),
    }));
    // An eatery no recent source confirms is not named in a plan (api/data/README.md).
    const eateries = city.eateries
      .filter((eatery) => !eatery.status)
      .map((eatery): Venue => ({
        id: catalogue.idOf(city.name, eatery.name),
        name: eatery.name,
        key: normalisePlaceName(eatery.name),
        city: city.name,
        area: eatery.area,
        position: located(eatery.position),
        bestTime: 'any',
        minutes: Math.min(...eatery.meals.map((meal) => MEAL_MINUTES[meal])),
        open: openingHours(eatery.open),
        meals: eatery.meals,
        priceLevel: eatery.priceLevel,
        serves: eatery.serves,
        dayTrip: false,
      }));
    // A boat tour's stops stay known (a model's plan may name them) but are no sights of their own.
    const places = known.filter((venue) => !venue.place?.onTour);
    for (const venue of [...known, ...eateries]) byId.set(venue.id, venue);
    byCity.set(city.name, { places, eateries });
  }
  for (const secrets of loadLocalSecrets().filter((candidate) => candidate.country === country.code)) {
    const city = nearestCity(country, secrets);
    if (!city) continue;
    const into = byCity.get(city)!;
    const listed = new Set(into.eateries.map((venue) => normalisePlaceName(venue.name)));
    for (const secret of secrets.places) {
      if (secret.destinationPlace || (secret.category !== 'restaurant' && secret.category !== 'cafe')) continue;
      // The same place as one of the city's eateries: it is that eatery.
      if (listed.has(normalisePlaceName(secret.name))) continue;
      const venue: Venue = {
        id: secret.id,
        name: secret.name,
        key: normalisePlaceName(secret.name),
        city,
        position: { ...secret.coordinates, approximate: secret.approximateLocation },
        bestTime: 'any',
        minutes: secret.category === 'cafe' ? MEAL_MINUTES.breakfast : MEAL_MINUTES.lunch,
        open: secret.hours,
        meals: secret.category === 'cafe' ? ['breakfast', 'lunch'] : ['lunch', 'dinner'],
        priceLevel: Math.max(1, secret.priceLevel),
        serves: secret.type,
        dayTrip: false,
      };
      byId.set(venue.id, venue);
      into.eateries.push(venue);
    }
  }
  const empty: CityVenues = { places: [], eateries: [] };
  const eateries = [...byId.values()].filter((venue) => venue.meals.length);
  const waters = 'waters' in country ? country.waters : [];
  return { byId, eateries, city: (name) => byCity.get(name) ?? empty, waters };
}

/** The destination city a Local Secrets city lies in: the same name, else the nearest centre close enough. */
function nearestCity(country: TripCountryData, secrets: CuratedCity): string | undefined {
  const named = country.cities.find((city) => city.name.toLowerCase() === secrets.name.toLowerCase());
  if (named) return named.name;
  let best: { name: string; km: number } | undefined;
  for (const city of country.cities) {
    const km = distanceMeters(city.center, secrets.center) / 1000;
    if (km <= LOCAL_SECRETS_KM && (!best || km < best.km)) best = { name: city.name, km };
  }
  return best?.name;
}

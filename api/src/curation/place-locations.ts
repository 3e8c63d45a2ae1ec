// What the curated data says of where each planner place and eatery is
// (api/data/README.md): the rules the data test holds every destination file
// to (no place outside its city, none sharing a point without saying so,
// a boat tour's stop reached by a day trip of its city, every cited source listed), the cities whose eateries fall short of their
// meals, and `npm run data:places [CC …]`, which prints both with the counts of
// cited and approximate positions.
import { fileURLToPath } from 'node:url';
import {
  loadCountry,
  TRIP_COUNTRIES,
  type City,
  type TripCountry,
  type TripCountryData,
} from '../domain/catalogue/destination-data.js';
import { distanceMeters } from '../domain/geo/geo.js';

/** A day trip may lie this far from its city's centre. */
const DAY_TRIP_KM = 300;
/** Cities with this many places are main stops: they need more eateries. */
const MAIN_CITY_PLACES = 8;

export interface LocationCounts {
  places: number;
  eateries: number;
  /** Positions a source gives. */
  cited: number;
  /** Positions placed from an address or an area. */
  approximate: number;
  /** Eateries only pre-2018 sources name: kept to check again, never named in a plan. */
  unverifiedEateries: number;
}

type Located = City['places'][number] | City['eateries'][number];

const pointKey = ({ lat, lng }: { lat: number; lng: number }) => `${lat.toFixed(4)},${lng.toFixed(4)}`;

/** Every broken rule of one destination file, each as a line naming the city and the place. */
export function locationProblems(country: TripCountryData): string[] {
  const known = new Set(country.sources.map((source) => source.id));
  const cityNames = new Set(country.cities.map((city) => city.name));
  const problems: string[] = [];
  for (const city of country.cities) {
    const where = `${country.code} ${city.name}`;
    const points = new Map<string, Located>();
    const check = (entry: Located, label: string, limitKm: number) => {
      const at = `${where} / ${label} ${entry.name}`;
      const { position } = entry;
      if ('source' in position && !known.has(position.source))
        problems.push(`${at}: unknown source ${position.source}`);
      const km = distanceMeters(city.center, position) / 1000;
      if (km > limitKm) problems.push(`${at}: ${km.toFixed(1)} km from the centre (limit ${limitKm})`);
      const key = pointKey(position);
      const other = points.get(key);
      if (other && other.samePlaceAs !== entry.name && entry.samePlaceAs !== other.name) {
        problems.push(`${at}: same point as ${other.name} (say samePlaceAs, or place it apart)`);
      }
      points.set(key, entry);
    };
    for (const place of city.places) check(place, 'place', place.kind === 'day-trip' ? DAY_TRIP_KM : city.radiusKm);
    for (const stop of city.places.filter((place) => place.onTour)) {
      const tour = city.places.find((place) => place.name === stop.onTour);
      if (tour?.kind !== 'day-trip')
        problems.push(`${where} / place ${stop.name}: its tour is no day trip of the city`);
    }
    for (const eatery of city.eateries) check(eatery, 'eatery', city.radiusKm);
  }
  for (const connection of country.connections) {
    for (const name of connection.between) {
      if (!cityNames.has(name)) problems.push(`${country.code} connection: ${name} is not a city here`);
    }
  }
  return problems;
}

/**
 * The cities with fewer named eateries than their meals need (a main city 10, 3 of them for breakfast; a
 * smaller one 4, 1 for breakfast): their plans fall back to "local eateries" for some meals. A gap to fill,
 * not an error: no eatery is listed without a source.
 */
export function eateryShortfalls(country: TripCountryData): string[] {
  return country.cities.flatMap((city) => {
    const wanted = city.places.length >= MAIN_CITY_PLACES ? { all: 10, breakfast: 3 } : { all: 4, breakfast: 1 };
    // Only those a plan may name: not the unverified.
    const usable = city.eateries.filter((eatery) => !eatery.status);
    const breakfasts = usable.filter((eatery) => eatery.meals.includes('breakfast')).length;
    const unverified = city.eateries.length - usable.length;
    return usable.length < wanted.all || breakfasts < wanted.breakfast
      ? [
          `${country.code} ${city.name}: ${usable.length} eateries (${breakfasts} for breakfast)${unverified ? `, ${unverified} more unverified` : ''}; wanted ${wanted.all} (${wanted.breakfast})`,
        ]
      : [];
  });
}

export function locationCounts(country: TripCountryData): LocationCounts {
  const entries: Located[] = country.cities.flatMap((city) => [...city.places, ...city.eateries]);
  return {
    places: country.cities.reduce((sum, city) => sum + city.places.length, 0),
    eateries: country.cities.reduce((sum, city) => sum + city.eateries.length, 0),
    cited: entries.filter((entry) => 'source' in entry.position).length,
    approximate: entries.filter((entry) => 'approximate' in entry.position).length,
    unverifiedEateries: country.cities.reduce(
      (sum, city) => sum + city.eateries.filter((eatery) => eatery.status).length,
      0,
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2).map((code) => code.toUpperCase());
  const codes = (asked.length ? asked : TRIP_COUNTRIES) as TripCountry[];
  for (const code of codes) {
    const country = loadCountry(code);
    const counts = locationCounts(country);
    const problems = locationProblems(country);
    const short = eateryShortfalls(country);
    console.log(
      `${code}: ${counts.places} places, ${counts.eateries} eateries (${counts.unverifiedEateries} unverified); positions cited ${counts.cited}, approximate ${counts.approximate}; ${problems.length} problems; ${short.length} cities short of eateries`,
    );
    for (const line of [...problems, ...short]) console.log(`  ${line}`);
  }
}

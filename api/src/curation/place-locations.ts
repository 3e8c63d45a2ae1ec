// What the curated data says of where each planner place and eatery is
// (api/data/README.md): the checks the data test holds every destination
// file to, and `npm run data:places [CC …]`, which prints them with the counts
// of cited and approximate positions.
import { fileURLToPath } from 'node:url';
import {
  loadCountry,
  TRIP_COUNTRIES,
  type TripCountry,
  type TripCountryData,
} from '../domain/catalogue/destination-data.js';
import { distanceMeters, type LatLng } from '../domain/geo/geo.js';

/** A day trip may lie this far from its city's centre. */
const DAY_TRIP_KM = 300;
/** Cities with this many places are main stops: they need more eateries. */
const MAIN_CITY_PLACES = 8;

export interface LocationCounts {
  places: number;
  eateries: number;
  cited: number;
  approximate: number;
}

interface Located {
  name: string;
  area?: string | undefined;
  position?: (LatLng & { source?: string; approximate?: string }) | undefined;
  samePlaceAs?: string | undefined;
  open?: { sources: string[] } | undefined;
}

const pointKey = ({ lat, lng }: LatLng) => `${lat.toFixed(4)},${lng.toFixed(4)}`;

/** Every broken rule of one destination file, each as a line naming the city and place. */
export function locationProblems(country: TripCountryData): string[] {
  const known = new Set(country.sources.map((source) => source.id));
  const problems: string[] = [];
  const cityNames = new Set(country.cities.map((city) => city.name));
  for (const city of country.cities) {
    const where = `${country.code} ${city.name}`;
    const center = city.center;
    if (!center) problems.push(`${where}: no center`);
    if (!('radiusKm' in city) || !city.radiusKm) problems.push(`${where}: no radiusKm`);
    if ('arrival' in city && city.arrival) problems.push(`${where}: still has \`arrival\` (use connections)`);
    const points = new Map<string, Located>();
    const check = (entry: Located, dayTrip: boolean, label: string) => {
      const at = `${where} / ${label} ${entry.name}`;
      if (!entry.area) problems.push(`${at}: no area`);
      const position = entry.position;
      if (!position) {
        problems.push(`${at}: no position`);
        return;
      }
      if (position.source && !known.has(position.source)) problems.push(`${at}: unknown source ${position.source}`);
      for (const id of entry.open?.sources ?? []) if (!known.has(id)) problems.push(`${at}: unknown source ${id}`);
      if (center && 'radiusKm' in city && city.radiusKm) {
        const km = distanceMeters(center, position) / 1000;
        const limit = dayTrip ? DAY_TRIP_KM : city.radiusKm;
        if (km > limit) problems.push(`${at}: ${km.toFixed(1)} km from the centre (limit ${limit})`);
      }
      const key = pointKey(position);
      const other = points.get(key);
      if (other && other.samePlaceAs !== entry.name && entry.samePlaceAs !== other.name) {
        problems.push(`${at}: same point as ${other.name} (say samePlaceAs, or place it apart)`);
      }
      points.set(key, entry);
    };
    for (const place of city.places) {
      check(place, place.kind === 'day-trip', 'place');
      if (!place.bestTime) problems.push(`${where} / place ${place.name}: no bestTime`);
    }
    const eateries = ('eateries' in city && city.eateries) || [];
    for (const eatery of eateries) {
      check(eatery, false, 'eatery');
      for (const id of eatery.sources)
        if (!known.has(id)) problems.push(`${where} / eatery ${eatery.name}: unknown source ${id}`);
    }
  }
  const connections = ('connections' in country && country.connections) || [];
  for (const connection of connections) {
    for (const name of connection.between) {
      if (!cityNames.has(name)) problems.push(`${country.code} connection: ${name} is not a city here`);
    }
    for (const id of connection.sources)
      if (!known.has(id)) problems.push(`${country.code} connection: unknown source ${id}`);
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
    const eateries = ('eateries' in city && city.eateries) || [];
    const wanted = city.places.length >= MAIN_CITY_PLACES ? { all: 10, breakfast: 3 } : { all: 4, breakfast: 1 };
    const breakfasts = eateries.filter((eatery) => eatery.meals.includes('breakfast')).length;
    return eateries.length < wanted.all || breakfasts < wanted.breakfast
      ? [
          `${country.code} ${city.name}: ${eateries.length} eateries (${breakfasts} for breakfast); wanted ${wanted.all} (${wanted.breakfast})`,
        ]
      : [];
  });
}

export function locationCounts(country: TripCountryData): LocationCounts {
  const entries: Located[] = country.cities.flatMap((city) => [
    ...city.places,
    ...(('eateries' in city && city.eateries) || []),
  ]);
  return {
    places: country.cities.reduce((sum, city) => sum + city.places.length, 0),
    eateries: country.cities.reduce((sum, city) => sum + (('eateries' in city && city.eateries) || []).length, 0),
    cited: entries.filter((entry) => entry.position?.source).length,
    approximate: entries.filter((entry) => entry.position?.approximate).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2).map((code) => code.toUpperCase());
  const codes = (asked.length ? asked : TRIP_COUNTRIES) as TripCountry[];
  for (const code of codes) {
    const country = loadCountry(code);
    const counts = locationCounts(country);
    const problems = [...locationProblems(country), ...eateryShortfalls(country)];
    console.log(
      `${code}: ${counts.places} places, ${counts.eateries} eateries; positions cited ${counts.cited}, approximate ${counts.approximate}; ${problems.length} problems`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
  }
}

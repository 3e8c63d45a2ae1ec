// A trip in a booking page's query, as the booking pages read it and as trip
// cards and pages link to them:
//   ?destination=Japan&city=Tokyo&city=Osaka&origin=MNL&start=2026-12-01&days=7
// Every value is checked when read; invalid ones are dropped, never passed on.
import { countryName, type TripFormOptions } from '@/entities/trip/api/trip-form-options';

/** A trip as the booking pages read it; anything missing or invalid is null (or no cities). */
export interface TripSearch {
  /** The destination country's name, e.g. "Japan". */
  destination: string | null;
  /** Cities to stay in, at most five. */
  cities: string[];
  /** The origin airport's IATA code, e.g. "MNL". */
  origin: string | null;
  /** The first day, YYYY-MM-DD. */
  startDate: string | null;
  /** Days, 1 to 30 (docs/product/trip-planning.md). */
  duration: number | null;
}

const MAX_CITIES = 5;
const MAX_PLACE_LENGTH = 60;
const MAX_DAYS = 30;

// Letters (any script), marks, digits, spaces and the punctuation of place names.
const PLACE = /^[\p{L}\p{M}\d .,'’()&-]+$/u;
const AIRPORT = /^[A-Z]{3}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A place name, or null when it is empty, too long or holds anything a place name does not. */
function placeName(value: string | null): string | null {
  const name = value?.replace(/\s+/g, ' ').trim() ?? '';
  return name && name.length <= MAX_PLACE_LENGTH && PLACE.test(name) ? name : null;
}

/** A real calendar date as YYYY-MM-DD, or null ("2026-02-30" is not one). */
function calendarDate(value: string | null): string | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

function days(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const count = Number(value);
  return count >= 1 && count <= MAX_DAYS ? count : null;
}

/** Reads a trip out of a booking page's query; invalid values are dropped, never passed on. */
export function tripSearchFromParams(params: URLSearchParams): TripSearch {
  const cities = [
    ...new Set(
      params
        .getAll('city')
        .map(placeName)
        .filter((city): city is string => city !== null),
    ),
  ].slice(0, MAX_CITIES);
  const origin = params.get('origin')?.trim().toUpperCase() ?? '';
  return {
    destination: placeName(params.get('destination')),
    cities,
    origin: AIRPORT.test(origin) ? origin : null,
    startDate: calendarDate(params.get('start')),
    duration: days(params.get('days')),
  };
}

/**
 * The query (with its "?", or empty) that takes a trip to /book-activity,
 * /book-hotels or /find-flight: a saved trip's booking buttons, and the links
 * between the booking pages.
 */
export function tripSearchQuery(trip: Readonly<TripSearch>): string {
  const params = new URLSearchParams();
  if (trip.destination) params.set('destination', trip.destination);
  for (const city of trip.cities.slice(0, MAX_CITIES)) params.append('city', city);
  if (trip.origin) params.set('origin', trip.origin);
  // The API sends a start date as an ISO timestamp at midnight UTC: its day is the first 10 characters.
  if (trip.startDate) params.set('start', trip.startDate.slice(0, 10));
  if (trip.duration) params.set('days', String(trip.duration));
  const query = params.toString();
  return query ? `?${query}` : '';
}

interface SavedTripPlace {
  destinationCountry: string;
  cities: readonly string[];
  originAirport: string;
  startDate?: string | null;
  duration: number;
}

/** The query a saved trip's booking buttons add to a booking page: its country by name, cities, origin, dates. */
export function tripBookingQuery(trip: SavedTripPlace, options: TripFormOptions | undefined): string {
  return tripSearchQuery({
    destination: countryName(options, trip.destinationCountry),
    cities: [...trip.cities],
    origin: trip.originAirport,
    startDate: trip.startDate ?? null,
    duration: trip.duration,
  });
}

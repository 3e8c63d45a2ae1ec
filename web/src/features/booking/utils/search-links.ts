// The booking pages' outbound search links (spec §2: /book-activity,
// /book-hotels, /find-flight), built from a trip passed in the page's query:
//   ?destination=Japan&city=Tokyo&city=Osaka&origin=MNL&start=2026-12-01&days=7
// Every value is checked before use and only goes into the query string of a
// fixed https address, so no visitor input can change where a link leads.
// Pure (no React, no `@/` imports): unit-tested in search-links.test.ts. Texts
// are returned as catalogue keys with their values; the page words them
// (`booking:links`, `booking:summary`).

export type BookingKind = 'activity' | 'hotel' | 'flight';

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
  /** Days, 1 to 30 (spec §9). */
  duration: number | null;
}

/** A link text's key in `booking:links`, with the place it names, e.g. hotelsIn + "Tokyo, Japan". */
export interface SearchLinkLabel {
  key: 'flightsTo' | 'searchFlights' | 'hotelsIn' | 'searchHotels' | 'toursIn' | 'searchTours';
  place?: string;
}

export interface SearchLink {
  label: SearchLinkLabel;
  /** The site's name, shown beside the link. */
  site: string;
  href: string;
}

const MAX_CITIES = 5;
const MAX_PLACE_LENGTH = 60;
const MAX_DAYS = 30;
const DAY = 86_400_000;

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

const addDays = (isoDate: string, count: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10);

/** The trip's last day: a 7-day trip from Dec 1 ends on Dec 7. */
function lastDay(search: TripSearch): string | null {
  return search.startDate && search.duration ? addDays(search.startDate, search.duration - 1) : null;
}

/** Where to search: each city with its country, else the country alone. */
function places(search: TripSearch): string[] {
  if (!search.cities.length) return search.destination ? [search.destination] : [];
  return search.cities.map((city) => (search.destination ? `${city}, ${search.destination}` : city));
}

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`;

function flightLinks(search: TripSearch): SearchLink[] {
  const to = places(search)[0];
  const end = lastDay(search);
  // Google Flights reads a plain-language query: "Flights to X from MNL on 2026-12-01 through 2026-12-07".
  const words = [
    'Flights',
    to && `to ${to}`,
    search.origin && `from ${search.origin}`,
    search.startDate && `on ${search.startDate}`,
    search.startDate && end && end !== search.startDate && `through ${end}`,
  ].filter(Boolean);
  const label: SearchLinkLabel = to ? { key: 'flightsTo', place: to } : { key: 'searchFlights' };
  const href =
    words.length > 1
      ? withQuery('https://www.google.com/travel/flights', { q: words.join(' ') })
      : 'https://www.google.com/travel/flights';
  return [{ label, site: 'Google Flights', href }];
}

function hotelLinks(search: TripSearch): SearchLink[] {
  // Check out on the last day; a one-day trip still needs one night.
  const checkout =
    search.startDate && search.duration ? addDays(search.startDate, Math.max(search.duration - 1, 1)) : null;
  const dates: Record<string, string> = search.startDate && checkout ? { checkin: search.startDate, checkout } : {};
  const found = places(search);
  if (!found.length) return [{ label: { key: 'searchHotels' }, site: 'Booking.com', href: 'https://www.booking.com/' }];
  return found.map((place) => ({
    label: { key: 'hotelsIn', place },
    site: 'Booking.com',
    href: withQuery('https://www.booking.com/searchresults.html', { ss: place, ...dates }),
  }));
}

function activityLinks(search: TripSearch): SearchLink[] {
  const found = places(search);
  if (!found.length) {
    return [{ label: { key: 'searchTours' }, site: 'GetYourGuide', href: 'https://www.getyourguide.com/' }];
  }
  return found.map((place) => ({
    label: { key: 'toursIn', place },
    site: 'GetYourGuide',
    href: withQuery('https://www.getyourguide.com/s/', { q: place }),
  }));
}

const builders: Record<BookingKind, (search: TripSearch) => SearchLink[]> = {
  activity: activityLinks,
  hotel: hotelLinks,
  flight: flightLinks,
};

/** The outbound searches for one booking page: every href is https on the site named. */
export const searchLinks = (kind: BookingKind, search: TripSearch): SearchLink[] => builders[kind](search);

/** What the page says about the trip (and puts in the quote form's details); null without one. */
export interface TripSummary {
  /** Where, e.g. "Tokyo, Japan; Osaka, Japan"; empty when only other facts are known. */
  places: string;
  origin: string | null;
  startDate: string | null;
  duration: number | null;
}

export function tripSummary(search: TripSearch): TripSummary | null {
  const { origin, startDate, duration } = search;
  const where = places(search).join('; ');
  return where || origin || startDate || duration ? { places: where, origin, startDate, duration } : null;
}

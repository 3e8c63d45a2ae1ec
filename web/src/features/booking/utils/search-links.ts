// The booking pages' outbound search links (docs/product/booking.md: /book-activity,
// /book-hotels, /find-flight), built from the trip in the page's query
// (entities/trip/utils/trip-search.ts). Every value was checked before use and only goes into
// the query string of a fixed https address, so no visitor input can change
// where a link leads. Pure (no React): unit-tested in search-links.test.ts.
// Texts are returned as catalogue keys with their values; the page words them
// (`booking:links`, `booking:summary`).
import type { TripSearch } from '@/entities/trip/utils/trip-search';

export type BookingKind = 'activity' | 'hotel' | 'flight';

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

const DAY = 86_400_000;

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

// The booking pages' link builder: what a trip's query becomes, what is refused,
// and that every link stays on its site's https address.
import { describe, expect, it } from 'vitest';
import { searchLinks, tripSummary } from '@/features/booking/utils/search-links';
import { tripSearchFromParams, type TripSearch } from '@/entities/trip/utils/trip-search';

const tokyoTrip: TripSearch = {
  destination: 'Japan',
  cities: ['Tokyo', 'Osaka'],
  origin: 'MNL',
  startDate: '2026-12-01',
  duration: 7,
};

const read = (query: string) => tripSearchFromParams(new URLSearchParams(query));
const queryOf = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe('searchLinks', () => {
  it('searches Google Flights from the origin to the first city over the trip’s dates', () => {
    const [flight] = searchLinks('flight', tokyoTrip);
    expect(flight).toMatchObject({ label: { key: 'flightsTo', place: 'Tokyo, Japan' }, site: 'Google Flights' });
    expect(flight!.href.startsWith('https://www.google.com/travel/flights?')).toBe(true);
    expect(queryOf(flight!.href)).toEqual({ q: 'Flights to Tokyo, Japan from MNL on 2026-12-01 through 2026-12-07' });
  });

  it('searches Booking.com per city, checking out on the trip’s last day', () => {
    const links = searchLinks('hotel', tokyoTrip);
    expect(links.map((link) => link.label)).toEqual([
      { key: 'hotelsIn', place: 'Tokyo, Japan' },
      { key: 'hotelsIn', place: 'Osaka, Japan' },
    ]);
    expect(links[0]!.href.startsWith('https://www.booking.com/searchresults.html?')).toBe(true);
    expect(queryOf(links[0]!.href)).toEqual({ ss: 'Tokyo, Japan', checkin: '2026-12-01', checkout: '2026-12-07' });
    // One day still books one night; across a month and a year end.
    expect(
      queryOf(searchLinks('hotel', { ...tokyoTrip, startDate: '2026-12-31', duration: 1 })[0]!.href),
    ).toMatchObject({ checkin: '2026-12-31', checkout: '2027-01-01' });
  });

  it('searches GetYourGuide per city', () => {
    const links = searchLinks('activity', tokyoTrip);
    expect(links.map((link) => link.href)).toEqual([
      'https://www.getyourguide.com/s/?q=Tokyo%2C+Japan',
      'https://www.getyourguide.com/s/?q=Osaka%2C+Japan',
    ]);
    expect(links[0]!.label).toEqual({ key: 'toursIn', place: 'Tokyo, Japan' });
  });

  it('searches the country without cities, and leaves out dates it does not have', () => {
    const country = { ...tokyoTrip, cities: [], startDate: null };
    expect(queryOf(searchLinks('hotel', country)[0]!.href)).toEqual({ ss: 'Japan' });
    expect(queryOf(searchLinks('flight', country)[0]!.href)).toEqual({ q: 'Flights to Japan from MNL' });
    expect(searchLinks('activity', country)[0]!.href).toBe('https://www.getyourguide.com/s/?q=Japan');
  });

  it('offers each site’s own search when no trip is given', () => {
    const none = read('');
    expect(searchLinks('flight', none)).toEqual([
      { label: { key: 'searchFlights' }, site: 'Google Flights', href: 'https://www.google.com/travel/flights' },
    ]);
    expect(searchLinks('hotel', none)[0]).toMatchObject({
      label: { key: 'searchHotels' },
      href: 'https://www.booking.com/',
    });
    expect(searchLinks('activity', none)[0]).toMatchObject({
      label: { key: 'searchTours' },
      href: 'https://www.getyourguide.com/',
    });
  });

  it('keeps every link on https at its site, whatever the query held', () => {
    const hostile = read(
      'destination=javascript:alert(1)&city=%22%3E%3Cimg%20src%3Dx%3E&city=Paris%20%26%20Co&origin=%0AMNL&start=2026-12-01&days=3',
    );
    for (const kind of ['activity', 'hotel', 'flight'] as const) {
      for (const link of searchLinks(kind, hostile)) {
        const url = new URL(link.href);
        expect(url.protocol).toBe('https:');
        expect(['www.google.com', 'www.booking.com', 'www.getyourguide.com']).toContain(url.hostname);
        expect(link.href).not.toMatch(/[<>"\s]/);
      }
    }
    expect(hostile.cities).toEqual(['Paris & Co']);
  });
});

describe('tripSummary', () => {
  it('describes the trip for the quote form, or says nothing without one', () => {
    expect(tripSummary(tokyoTrip)).toEqual({
      places: 'Tokyo, Japan; Osaka, Japan',
      origin: 'MNL',
      startDate: '2026-12-01',
      duration: 7,
    });
    expect(tripSummary(read('origin=CEB'))).toEqual({ places: '', origin: 'CEB', startDate: null, duration: null });
    expect(tripSummary(read(''))).toBeNull();
  });
});

// A trip in a booking page's query: what a saved trip's link carries, and what is refused.
import { describe, expect, it } from 'vitest';

import { tripSearchFromParams, tripSearchQuery, type TripSearch } from '@/entities/trip/utils/trip-search';

const tokyoTrip: TripSearch = {
  destination: 'Japan',
  cities: ['Tokyo', 'Osaka'],
  origin: 'MNL',
  startDate: '2026-12-01',
  duration: 7,
};

const read = (query: string) => tripSearchFromParams(new URLSearchParams(query));

describe('tripSearchQuery and tripSearchFromParams', () => {
  it('carry a saved trip to the booking page and back', () => {
    const query = tripSearchQuery({ ...tokyoTrip, startDate: '2026-12-01T00:00:00.000Z' });
    expect(query).toBe('?destination=Japan&city=Tokyo&city=Osaka&origin=MNL&start=2026-12-01&days=7');
    expect(read(query)).toEqual(tokyoTrip);
    expect(tripSearchQuery(read(''))).toBe('');
  });

  it('leave out the start date of a trip with flexible dates', () => {
    const query = tripSearchQuery({
      destination: 'South Korea',
      cities: [],
      origin: 'CEB',
      startDate: null,
      duration: 5,
    });
    expect(read(query)).toEqual({
      destination: 'South Korea',
      cities: [],
      origin: 'CEB',
      startDate: null,
      duration: 5,
    });
  });

  it('drop every value that is not what the trip form allows', () => {
    expect(
      read(
        'destination=<script>alert(1)</script>&city=javascript:alert(1)&city=Kyoto&city=Kyoto&origin=mnl1&start=2026-02-30&days=31',
      ),
    ).toEqual({ destination: null, cities: ['Kyoto'], origin: null, startDate: null, duration: null });
    expect(read('destination=' + 'x'.repeat(61) + '&start=2026-12-1&days=0')).toMatchObject({
      destination: null,
      startDate: null,
      duration: null,
    });
    expect(read('days=1e1').duration).toBeNull();
    expect(read('origin= nrt ').origin).toBe('NRT');
    expect(read('destination=  Côte   d’Ivoire ').destination).toBe('Côte d’Ivoire');
    expect(read('city=a&city=b&city=c&city=d&city=e&city=f').cities).toHaveLength(5);
    expect(read('')).toEqual({ destination: null, cities: [], origin: null, startDate: null, duration: null });
  });
});

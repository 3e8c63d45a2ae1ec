// The trip request rules (docs/product/trip-planning.md) on their own; the API tests check
// the same messages over HTTP and GraphQL.
import { describe, expect, it } from 'vitest';
import { tripRequestMessages as m, tripRequestSchema } from './trip-request.js';

const valid = {
  originAirport: 'MNL',
  destinationCountry: 'JP',
  cities: ['Tokyo'],
  travelMonth: 4,
  currency: 'PHP',
  duration: 7,
  budget: 50000,
  preferences: ['food'],
};

const firstMessage = (input: unknown) => {
  const result = tripRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('trip request', () => {
  it('normalises what forms send: codes in any case, numeric text, duplicates, empty times', () => {
    expect(
      tripRequestSchema.parse({
        ...valid,
        originAirport: ' ceb ',
        destinationCountry: 'jp',
        cities: ['Tokyo', 'Tokyo'],
        travelMonth: '12',
        duration: '3',
        budget: '45000',
        preferences: ['food', 'food', 'instagrammable'],
        departureTime: '',
        returnTime: '18:30',
      }),
    ).toEqual({
      originAirport: 'CEB',
      destinationCountry: 'JP',
      cities: ['Tokyo'],
      travelMonth: 12,
      currency: 'PHP',
      duration: 3,
      budget: 45000,
      preferences: ['food', 'instagrammable'],
      departureTime: null,
      returnTime: '18:30',
    });
  });

  it('falls back to month 1 and no cities when they are left out', () => {
    const { travelMonth, cities } = tripRequestSchema.parse({ ...valid, travelMonth: undefined, cities: null });
    expect({ travelMonth, cities }).toEqual({ travelMonth: 1, cities: [] });
  });

  it.each([
    [{ originAirport: '' }, m.origin],
    [{ originAirport: null }, m.origin],
    [{ destinationCountry: '  ' }, m.country],
    [{ currency: undefined }, m.currency],
    [{ duration: 0 }, m.durationMin],
    [{ duration: '' }, m.durationMin],
    [{ budget: 0 }, m.budget],
    [{ budget: -5 }, m.budget],
    [{ preferences: [] }, m.preferences],
    [{ preferences: ['beaches'] }, m.preferences],
    [{ originAirport: 'HND' }, m.originUnknown],
    [{ destinationCountry: 'CN' }, m.countryUnknown],
    [{ currency: 'GBP' }, m.currencyUnknown],
    [{ duration: 31 }, m.durationMax],
    [{ travelMonth: 0 }, m.month],
    [{ travelMonth: 4.5 }, m.month],
    [{ departureTime: '7:30' }, m.time],
    [{ cities: 'Tokyo' }, m.cities],
  ])('refuses %j with "%s"', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });
});

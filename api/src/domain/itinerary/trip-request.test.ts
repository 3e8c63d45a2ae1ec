// The trip request rules (docs/product/trip-planning.md) on their own; the API tests check
// the same messages over HTTP and GraphQL.
import { english, fromZodMessage } from '../../lib/messages.js';
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
  return result.success ? null : english(fromZodMessage(result.error.issues[0]!.message)!);
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
    [{ originAirport: '' }, english(m.origin)],
    [{ originAirport: null }, english(m.origin)],
    [{ destinationCountry: '  ' }, english(m.country)],
    [{ currency: undefined }, english(m.currency)],
    [{ duration: 0 }, english(m.durationMin)],
    [{ duration: '' }, english(m.durationMin)],
    [{ budget: 0 }, english(m.budget)],
    [{ budget: -5 }, english(m.budget)],
    [{ preferences: [] }, english(m.preferences)],
    [{ preferences: ['beaches'] }, english(m.preferences)],
    [{ originAirport: 'HND' }, english(m.originUnknown)],
    [{ destinationCountry: 'CN' }, english(m.countryUnknown)],
    [{ currency: 'GBP' }, english(m.currencyUnknown)],
    [{ duration: 31 }, english(m.durationMax)],
    [{ travelMonth: 0 }, english(m.month)],
    [{ travelMonth: 4.5 }, english(m.month)],
    [{ departureTime: '7:30' }, english(m.time)],
    [{ cities: 'Tokyo' }, english(m.cities)],
  ])('refuses %j with "%s"', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });
});

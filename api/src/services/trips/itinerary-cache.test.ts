// The itinerary read cache: a stored value known to be valid is answered as
// stored for that trip version, a new version is read again, the cache stays
// bounded, and anything the schema would change is read through it every time.
// A hit is told apart from a miss by changing the stored value behind an
// unchanged version (which the trip service never does): a hit still answers
// it as stored, a miss reads it through the schema.
import { describe, expect, it } from 'vitest';
import type { Trip } from '../../generated/prisma/client.js';
import { sampleItinerary } from '../../test/trips.js';
import { tripItinerary } from '@lakbay/validation/itinerary';
import { createItineraryCache, sameJson, type ItineraryOwner } from './itinerary-cache.js';

type StoredTrip = ItineraryOwner & Pick<Trip, 'budgetItinerary' | 'experienceItinerary'>;

const trip = (id: number, version = 1, overrides: Partial<StoredTrip> = {}): StoredTrip => ({
  id,
  version,
  destinationCountry: 'JP',
  currency: 'PHP',
  duration: 2,
  budgetItinerary: sampleItinerary('Budget'),
  experienceItinerary: sampleItinerary('Experience'),
  ...overrides,
});

/** What the schema reads from something it cannot parse. */
const UNREADABLE = { days: 'many' };
const fallback = tripItinerary(trip(0), UNREADABLE);

describe('itinerary cache', () => {
  it('answers a valid stored itinerary as stored, and again from the cache for the same version', () => {
    const cache = createItineraryCache();
    const first = trip(1);
    expect(cache.read(first, 'budgetItinerary')).toBe(first.budgetItinerary);
    expect(cache.read(first, 'experienceItinerary')).toBe(first.experienceItinerary);
    expect(cache.size).toBe(2);

    // A hit does not parse again: even a value the schema would refuse is answered as stored.
    const sameVersion = trip(1, 1, { budgetItinerary: UNREADABLE });
    expect(cache.read(sameVersion, 'budgetItinerary')).toBe(UNREADABLE);
    expect(cache.size).toBe(2);
  });

  it('reads a trip again once its version goes up', () => {
    const cache = createItineraryCache();
    cache.read(trip(1), 'budgetItinerary');
    const edited = trip(1, 2, { budgetItinerary: UNREADABLE });
    expect(cache.read(edited, 'budgetItinerary')).toEqual(fallback);
    const rewritten = trip(1, 3, { budgetItinerary: sampleItinerary('Rewritten') });
    expect(cache.read(rewritten, 'budgetItinerary')).toEqual(sampleItinerary('Rewritten'));
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = createItineraryCache(2);
    cache.read(trip(1), 'budgetItinerary');
    cache.read(trip(2), 'budgetItinerary');
    cache.read(trip(1), 'budgetItinerary'); // trip 2 is now the least recently used
    cache.read(trip(3), 'budgetItinerary');
    expect(cache.size).toBe(2);

    const changedBehind = (id: number) => trip(id, 1, { budgetItinerary: UNREADABLE });
    expect(cache.read(changedBehind(2), 'budgetItinerary')).toEqual(fallback); // dropped: read again
    expect(cache.read(changedBehind(3), 'budgetItinerary')).toBe(UNREADABLE); // kept
    expect(cache.size).toBe(2);
  });

  it('reads through the schema every time what it would change: JSON strings, untrimmed text, the fallback', () => {
    const cache = createItineraryCache();
    const asText = trip(1, 1, { budgetItinerary: JSON.stringify(sampleItinerary('Text')) });
    const untrimmed = trip(2, 1, { budgetItinerary: { ...sampleItinerary('Padded'), overview: '  Padded  ' } });
    const unreadable = trip(3, 1, { budgetItinerary: UNREADABLE });
    for (let read = 0; read < 2; read++) {
      expect(cache.read(asText, 'budgetItinerary')).toEqual(sampleItinerary('Text'));
      expect(cache.read(untrimmed, 'budgetItinerary')).toEqual({ ...sampleItinerary('Padded'), overview: 'Padded' });
      expect(cache.read(unreadable, 'budgetItinerary')).toEqual(fallback);
    }
    expect(cache.size).toBe(0);
  });

  it('compares as JSON does', () => {
    expect(sameJson({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameJson({ a: 1, note: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

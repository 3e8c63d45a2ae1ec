// Reading a stored itinerary runs the zod schema over about 10 KB of JSON, and
// a list of 50 trips read 100 of them on every request. Itineraries change only
// through the trip service, whose every write bumps the trip's `version`, so
// (trip id, version, which itinerary) names one stored value for good and what
// the schema said about it can be remembered.
//
// What is remembered is only a verdict: "the stored value already is what the
// schema gives" — the usual case, since writes store the schema's own output.
// Such a value is then answered as stored, without parsing it again. Anything
// else (a JSON string, text the schema would trim, an unreadable value that
// gives the fallback) is read through the schema every time, as before, so
// the cache holds no itineraries and stays at about 1 MB at most.
import type { Trip } from '../../generated/prisma/client.js';
import { ItineraryType } from '../../generated/prisma/enums.js';
import { tripItinerary, type Itinerary } from '@lakbay/validation/itinerary';

/** Verdicts kept, the least recently used dropped first; about 100 bytes each, so about 1 MB. */
export const DEFAULT_CACHED_ITINERARIES = 10_000;

/** The trip columns holding an itinerary. */
export type ItineraryColumn = 'budgetItinerary' | 'experienceItinerary';

/** What reading a trip's itinerary needs besides the itinerary: the cache key and the fallback's fields. */
export type ItineraryOwner = Pick<Trip, 'id' | 'version' | 'destinationCountry' | 'currency' | 'duration'>;

/** What reading the saved itinerary (the one of `savedType`) needs. */
export type SavedItineraryTrip = ItineraryOwner & Pick<Trip, 'savedType' | ItineraryColumn>;

/** The column of the itinerary the traveler chose. */
export const savedColumn = (trip: Pick<Trip, 'savedType'>): ItineraryColumn =>
  trip.savedType === ItineraryType.experience ? 'experienceItinerary' : 'budgetItinerary';

/** Equal as JSON: the same members (an undefined member counts as missing), arrays and primitives. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const defined = (record: Record<string, unknown>) => Object.keys(record).filter((key) => record[key] !== undefined);
  const keys = defined(left);
  return keys.length === defined(right).length && keys.every((key) => sameJson(left[key], right[key]));
}

export function createItineraryCache(maxEntries = DEFAULT_CACHED_ITINERARIES) {
  /** Keys of stored values that read as themselves, least recently used first (a Set keeps insertion order). */
  const readsAsStored = new Set<string>();

  return {
    /** The trip's itinerary in `column`, read tolerantly (tripItinerary): the same answer, parsed once per version. */
    read<Column extends ItineraryColumn>(trip: ItineraryOwner & Pick<Trip, Column>, column: Column): Itinerary {
      const stored = trip[column];
      const key = `${trip.id}:${trip.version}:${column}`;
      if (readsAsStored.delete(key)) {
        readsAsStored.add(key);
        return stored as Itinerary;
      }
      const itinerary = tripItinerary(trip, stored);
      if (!sameJson(itinerary, stored)) return itinerary;
      readsAsStored.add(key);
      if (readsAsStored.size > maxEntries) readsAsStored.delete(readsAsStored.values().next().value!);
      // The stored value, also on this first read, so every answer serializes alike.
      return stored as Itinerary;
    },

    /** How many verdicts are held (for tests). */
    get size() {
      return readsAsStored.size;
    },
  };
}

// Saving a place from Local Secrets into a day of a trip (docs/product/local-secrets.md,
// "Add to trip"). The client names the place by the id a search gave it; the
// server looks its name, address and map link up itself, so what lands in the
// trip is what Lakbay found, never text or a link the request made up.
import { tripDay } from '@lakbay/validation/trip-places';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import type { AuthService } from '../auth/auth.js';
import type { LocalSecretsService, PlaceToSave } from '../local-secrets/local-secrets.js';
import { body, expectedVersionField, type TripSelection, type TripService } from './trips.js';

export const tripPlaceMessages = {
  placeNotFound: 'trips:placeNotFound',
  placeId: 'trips:placeId',
} as const;

const addPlaceSchema = body({
  placeId: z
    .string({ error: tripPlaceMessages.placeId })
    .trim()
    .regex(/^[a-z0-9-]{1,100}$/, tripPlaceMessages.placeId),
  day: tripDay,
  expectedVersion: expectedVersionField,
});

/** The activity line a saved place becomes: name, address when known, and its map link (the web app shows it as a link). */
export function placeActivity(place: PlaceToSave): string {
  const address = place.address ? ` (${place.address.slice(0, 200)})` : '';
  return `${place.name.slice(0, 150)}${address} · ${place.url}`;
}

export function createTripPlacesService(deps: {
  auth: Pick<AuthService, 'requireVerifiedUser'>;
  trips: Pick<TripService, 'appendActivity'>;
  places: Pick<LocalSecretsService, 'placeToSave'>;
}) {
  return {
    /** Appends the place to `day` of one of the user's trips; the trip as it is now. */
    async add(userId: number | null, tripId: unknown, input: unknown, selection: TripSelection = {}) {
      await deps.auth.requireVerifiedUser(userId);
      const { placeId, day, expectedVersion } = parseInput(addPlaceSchema, input);
      const place = await deps.places.placeToSave(placeId);
      if (!place) throw notFound(tripPlaceMessages.placeNotFound);
      return deps.trips.appendActivity(
        userId,
        tripId,
        { day, activity: placeActivity(place), expectedVersion },
        selection,
      );
    },
  };
}

export type TripPlacesService = ReturnType<typeof createTripPlacesService>;

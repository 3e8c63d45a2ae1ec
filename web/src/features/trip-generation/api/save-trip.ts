import { useMutation } from '@apollo/client/react';

import { forgetTripLists } from '@/entities/trip/api/trip-lists-cache';
import type { GeneratedTrip, ItineraryKind } from '@/features/trip-generation/api/generate-trip';
import type { Itinerary } from '@lakbay/validation/itinerary';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';
import { graphql } from '@/gql/gql';
import type { ItineraryInput } from '@/gql/graphql';
import { i18n } from '@/lib/i18n';
import { readFailure } from '@/lib/failure';

export const saveTripMutation = graphql(`
  mutation SaveTrip($input: SaveTripInput!) {
    saveTrip(input: $input) {
      id
    }
  }
`);

/**
 * The itinerary as the planner sent it: its type is the contract (`@lakbay/validation/itinerary`) the
 * input mirrors field for field, so nothing is dropped on the way (an extra cost's category, the stops).
 */
const toItineraryInput = (itinerary: Itinerary): ItineraryInput => itinerary;

/** docs/product/trips.md: the server's message, or the default when the request got no answer. */
export function saveTripErrorMessage(error: unknown): string {
  const { code, message } = readFailure(error);
  if (code === 'UNAUTHENTICATED') return i18n.t('generation:results.signedOut');
  return message ?? i18n.t('generation:results.saveFailed');
}

/**
 * Save Itinerary (docs/product/trips.md): both itineraries, the chosen tab as
 * savedType; resolves to the new trip's id. Cached trip lists and counts are
 * dropped, so every screen that shows them asks again.
 */
export function useSaveTrip() {
  const [mutate, { loading }] = useMutation(saveTripMutation, {
    update: forgetTripLists,
  });

  const save = async (trip: GeneratedTrip, request: TripRequest, savedType: ItineraryKind) => {
    const { data } = await mutate({
      variables: {
        input: {
          originAirport: request.originAirport,
          destinationCountry: request.destinationCountry,
          cities: request.cities,
          travelMonth: request.travelMonth,
          currency: request.currency,
          duration: request.duration,
          budget: request.budget,
          preferences: request.preferences,
          startDate: trip[`${savedType}Itinerary`].startDate ?? null,
          budgetItinerary: toItineraryInput(trip.budgetItinerary),
          experienceItinerary: toItineraryInput(trip.experienceItinerary),
          savedType,
        },
      },
    });
    if (!data) throw new Error('saveTrip answered without data');
    return data.saveTrip.id;
  };

  return { save, saving: loading };
}

import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

import type { GeneratedTrip, Itinerary, ItineraryKind } from '@/features/trip-generation/api/generate-trip';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';
import { graphql } from '@/gql/gql';
import type { ItineraryInput } from '@/gql/graphql';
import { i18n } from '@/lib/i18n';

export const saveTripMutation = graphql(`
  mutation SaveTrip($input: SaveTripInput!) {
    saveTrip(input: $input) {
      id
    }
  }
`);

/** Field by field, so nothing the input type does not know (a __typename, a new field) is sent. */
const toItineraryInput = (itinerary: Itinerary): ItineraryInput => ({
  destination: itinerary.destination,
  totalBudget: itinerary.totalBudget,
  currency: itinerary.currency,
  duration: itinerary.duration,
  startDate: itinerary.startDate ?? null,
  overview: itinerary.overview,
  tips: itinerary.tips,
  days: itinerary.days.map((day) => ({
    day: day.day,
    title: day.title,
    activities: day.activities,
    accommodation: day.accommodation,
    transportation: day.transportation,
    meals: day.meals,
    costs: {
      accommodation: day.costs.accommodation,
      meals: day.costs.meals,
      activities: day.costs.activities,
      transportation: day.costs.transportation,
    },
    unverifiedPlaces: (day.unverifiedPlaces ?? []).map((place) => ({ name: place.name, line: place.line })),
  })),
  extraCosts: itinerary.extraCosts.map((cost) => ({ label: cost.label, amount: cost.amount, note: cost.note ?? null })),
  unverifiedPlaceCount: itinerary.unverifiedPlaceCount ?? null,
});

/** docs/product/trips.md: the server's message, or the default when the request got no answer. */
export function saveTripErrorMessage(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return i18n.t('generation:results.saveFailed');
  const [first] = error.errors;
  if (first?.extensions?.code === 'UNAUTHENTICATED') return i18n.t('generation:results.signedOut');
  return first?.message || i18n.t('generation:results.saveFailed');
}

/**
 * Save Itinerary (docs/product/trips.md): both itineraries, the chosen tab as
 * savedType; resolves to the new trip's id. Cached trip lists and counts are
 * dropped, so every screen that shows them asks again.
 */
export function useSaveTrip() {
  const [mutate, { loading }] = useMutation(saveTripMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'trips' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'tripCounts' });
      cache.gc();
    },
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

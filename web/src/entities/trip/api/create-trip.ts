import { useMutation } from '@apollo/client/react';

import { forgetTripLists } from '@/entities/trip/api/trip-lists-cache';
import { graphql } from '@/gql/gql';

const createTripMutation = graphql(`
  mutation CreateTripFromDialog($input: CreateTripInput!) {
    createTrip(input: $input) {
      ...SavedTripCard
    }
  }
`);

const saveTripMutation = graphql(`
  mutation SaveCustomizedTrip($input: SaveTripInput!) {
    saveTrip(input: $input) {
      id
    }
  }
`);

/** The create-trip dialog's trip; the lists and counts then refresh. */
export const useCreateTrip = () => useMutation(createTripMutation, { update: forgetTripLists });

/** A customized itinerary saved as a new trip; the lists and counts then refresh. */
export const useSaveTrip = () => useMutation(saveTripMutation, { update: forgetTripLists });

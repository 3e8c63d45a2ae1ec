import { useMutation } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

// docs/decisions/033-change-one-day.md: one day of the unsaved results planned again; the
// results keep the previous itinerary for Undo. The day comes back with the whole itinerary in the
// fields the trip page reads (SavedItineraryDetail), so saving it afterwards loses nothing.
const changeDayMutation = graphql(`
  mutation ChangeDay($input: DayChangeInput!) {
    changeDay(input: $input) {
      itinerary {
        ...SavedItineraryDetail
      }
    }
  }
`);

export const useChangeDay = () => useMutation(changeDayMutation);

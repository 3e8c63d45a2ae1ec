import { useMutation } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

// docs/decisions/033-change-one-day.md: one day of the unsaved results planned again; the
// results keep the previous itinerary for Undo.
const changeDayMutation = graphql(`
  mutation ChangeDay($input: DayChangeInput!) {
    changeDay(input: $input) {
      itinerary {
        destination
        totalBudget
        currency
        duration
        startDate
        overview
        tips
        days {
          day
          title
          activities
          accommodation
          transportation
          meals
          costs {
            accommodation
            meals
            activities
            transportation
          }
          unverifiedPlaces {
            name
            line
          }
        }
        extraCosts {
          label
          amount
          note
        }
        unverifiedPlaceCount
      }
    }
  }
`);

export const useChangeDay = () => useMutation(changeDayMutation);

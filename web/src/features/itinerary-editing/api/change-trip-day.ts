import { useMutation } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

// docs/decisions/033-change-one-day.md: the server plans the day again and saves it; the
// previous day stays in the page's state for Undo, which saves it back as any day edit does.
const changeTripDayMutation = graphql(`
  mutation ChangeTripDay($id: Int!, $day: Int!, $instruction: String!, $expectedVersion: Int) {
    changeTripDay(id: $id, day: $day, instruction: $instruction, expectedVersion: $expectedVersion) {
      ...SavedTripDetail
    }
  }
`);

export const useChangeTripDay = () => useMutation(changeTripDayMutation);

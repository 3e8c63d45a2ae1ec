import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

graphql(`
  fragment TripReadinessFields on TripReadiness {
    tripId
    openCount
    tickedIds
    answers {
      passportExpiry
      travelerType
      ageGroup
      travelPurpose
      ticketClass
      affidavitOfSupport
      travelingWithoutParent
      ofwDependent
      permanentResidentAbroad
      governmentEmployee
    }
    items {
      id
      title
      detail
      status
      dueDate
      amountPHP
      caveat
      lastChecked
      sources {
        id
        title
        url
        date
      }
    }
  }
`);

const tripReadinessQuery = graphql(`
  query TripReadiness($tripId: Int!) {
    tripReadiness(tripId: $tripId) {
      ...TripReadinessFields
    }
  }
`);

const updateTripReadinessMutation = graphql(`
  mutation UpdateTripReadiness($tripId: Int!, $input: UpdateTripReadinessInput!) {
    updateTripReadiness(tripId: $tripId, input: $input) {
      ...TripReadinessFields
    }
  }
`);

/** One trip's departure checklist; `skip` while the trip to ask about is not known yet. */
export function useTripReadiness(tripId: number | undefined) {
  const { data, loading, error, refetch } = useQuery(tripReadinessQuery, {
    variables: { tripId: tripId ?? 0 },
    skip: tripId === undefined,
  });
  return { readiness: data?.tripReadiness, loading, error, refetch };
}

/** Saves answers and/or ticks; the answer updates the cached checklist (TripReadiness is keyed by tripId). */
export function useUpdateTripReadiness() {
  const [mutate, { loading }] = useMutation(updateTripReadinessMutation);
  return { mutate, saving: loading };
}

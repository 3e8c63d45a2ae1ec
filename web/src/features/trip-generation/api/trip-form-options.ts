import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';
import type { TripFormOptionsQuery } from '@/gql/graphql';

export const tripFormOptionsQuery = graphql(`
  query TripFormOptions {
    tripFormOptions {
      originAirports {
        code
        label
      }
      destinationCountries {
        code
        name
        cities
      }
      currencies {
        code
        label
      }
      preferences {
        key
        label
      }
      months {
        value
        label
      }
      limits {
        durationMin
        durationMax
        defaultDuration
        budgetMin
        budgetStep
        defaultBudget
        defaultCurrency
      }
    }
  }
`);

export type TripFormOptions = TripFormOptionsQuery['tripFormOptions'];

/** The trip form's fixed choices, from the API so the form never copies them (one request, then cached). */
export function useTripFormOptions() {
  const { data, loading, error, refetch } = useQuery(tripFormOptionsQuery);
  return { options: data?.tripFormOptions, loading, error, refetch };
}

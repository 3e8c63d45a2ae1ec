import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';
import type { TripDialogOptionsQuery } from '@/gql/graphql';

const tripDialogOptionsQuery = graphql(`
  query TripDialogOptions {
    tripFormOptions {
      originAirports {
        code
        label
      }
      destinationCountries {
        code
        name
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
        defaultBudget
        defaultCurrency
      }
    }
  }
`);

export type TripOptions = TripDialogOptionsQuery['tripFormOptions'];

/** The fixed choices (countries, airports, currencies, months) from the API, so no screen copies them. */
export function useTripOptions() {
  const { data, loading, error, refetch } = useQuery(tripDialogOptionsQuery);
  return { options: data?.tripFormOptions, loading, error, refetch };
}

/** "Japan" for JP; a destination typed as a name, or any code while the options load, shows as it is. */
export function countryName(options: TripOptions | undefined, code: string): string {
  return options?.destinationCountries.find((country) => country.code === code)?.name ?? code;
}

/** "MNL · Manila" for MNL. */
export function airportLabel(options: TripOptions | undefined, code: string): string {
  const label = options?.originAirports.find((airport) => airport.code === code)?.label;
  return label ? `${code} · ${label}` : code;
}

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

/** The trip forms' fixed choices (airports, countries and cities, currencies, months), from the API so no screen copies them; one request, then cached. */
export function useTripFormOptions() {
  const { data, loading, error, refetch } = useQuery(tripFormOptionsQuery);
  return { options: data?.tripFormOptions, loading, error, refetch };
}

/** "Japan" for JP; a destination typed as a name, or any code while the options load, shows as it is. */
export function countryName(options: TripFormOptions | undefined, code: string): string {
  return options?.destinationCountries.find((country) => country.code === code)?.name ?? code;
}

/** "MNL · Manila" for MNL. */
export function airportLabel(options: TripFormOptions | undefined, code: string): string {
  const label = options?.originAirports.find((airport) => airport.code === code)?.label;
  return label ? `${code} · ${label}` : code;
}

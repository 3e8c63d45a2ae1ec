import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

// The travel calendar for a destination and month: Philippine holidays and
// long weekends, and the destination's season. Public; cached per country,
// month and year, so flipping between months asks once for each.
export const travelCalendarQuery = graphql(`
  query TravelCalendar($country: String!, $month: Int!, $year: Int) {
    travelCalendar(country: $country, month: $month, year: $year) {
      countryCode
      country
      month
      year
      holidaysDeclared
      holidays {
        date
        name
        type
        dayOff
      }
      longWeekends {
        start
        end
        days
      }
      proclamation {
        name
        sources {
          title
          url
        }
      }
      destination {
        season
        weather
        events {
          name
          where
        }
        sources {
          title
          url
        }
      }
    }
  }
`);

/** Nothing is asked until a country is chosen. */
export function useTravelCalendar(country: string, month: number, year?: number) {
  const { data, loading, error, refetch } = useQuery(travelCalendarQuery, {
    variables: { country, month, year },
    skip: !country,
  });
  return { calendar: data?.travelCalendar, loading, error, refetch };
}

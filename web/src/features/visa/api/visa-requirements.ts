import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

export const visaRequirementsQuery = graphql(`
  query VisaRequirements($input: VisaCheckInput!) {
    visaRequirements(input: $input) {
      country
      countryCode
      travelPurpose
      nationality
      requirement
      visaFree
      stayDuration
      documents
      processingTime
      fees
      additionalInfo
      visaType
      status
      statusNote
      lastChecked
      sources {
        title
        url
        publisher
        date
      }
      officialLink {
        title
        url
      }
    }
  }
`);

/** The answer for a destination (a code) and purpose; nothing is asked without a destination. */
export function useVisaAnswer(country: string | null, purpose: string) {
  const { data, loading, error, refetch } = useQuery(visaRequirementsQuery, {
    variables: { input: { destinationCountry: country ?? '', travelPurpose: purpose } },
    skip: !country,
  });
  return { answer: data?.visaRequirements, loading, error, retry: () => void refetch() };
}

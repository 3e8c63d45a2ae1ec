import type { ApolloCache } from '@apollo/client';

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

/** Visa answers are worded in the reader's language: after a switch, one on screen is asked again. */
export function forgetVisaAnswers(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'visaRequirements' });
  cache.gc();
}

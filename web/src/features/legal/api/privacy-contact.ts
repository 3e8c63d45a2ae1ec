import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

const privacyContactQuery = graphql(`
  query PrivacyContact {
    privacyContactEmail
  }
`);

/** Where requests about personal data go (PRIVACY_CONTACT_EMAIL, else the contact address); the server renders it in. */
export function usePrivacyContact() {
  const { data, error } = useQuery(privacyContactQuery);
  return { email: data?.privacyContactEmail, unavailable: Boolean(error) };
}

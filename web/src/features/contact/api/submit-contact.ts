// The contact and quote form's request (decision 027): the `submitContactRequest`
// mutation, over the same contact service as POST /api/contact (docs/api.md). The
// terms checkbox stays in the browser; the quote page adds its checked trip types.
import { useMutation } from '@apollo/client/react';
import type { ContactRequest } from '@lakbay/validation/contact';

import { graphql } from '@/gql/gql';
import { failureText as describeFailure } from '@/lib/failure';
import { i18n } from '@/lib/i18n';

const submitContactMutation = graphql(`
  mutation SubmitContactRequest($input: ContactRequestInput!) {
    submitContactRequest(input: $input) {
      id
      message
    }
  }
`);

/** Sends the form; answers with the stored request's number and the confirmation to show. */
export function useSubmitContact() {
  const [mutate] = useMutation(submitContactMutation);
  return async ({ fullName, email, phone, travelDetails, tripTypes }: ContactRequest) => {
    const input = { fullName, email, phone, travelDetails, tripTypes };
    return (await mutate({ variables: { input } })).data!.submitContactRequest;
  };
}

/** What to show under 'Error submitting form': the server's message, else a retry or connection hint. */
export const failureMessage = (error: unknown): string =>
  describeFailure(error, { answered: i18n.t('contact:form.tryAgain'), noAnswer: i18n.t('contact:form.offline') });

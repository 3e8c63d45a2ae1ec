// The account calls, over GraphQL like the rest of the web app (decision 027).
// The server signs in and out on these mutations exactly as on the REST
// routes of docs/api.md (one auth service, one session helper: the session id
// is new after a sign-in), and refuses with the same messages; a refusal's
// details (`field`, `requiresVerification`) come in the error's extensions.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '@/gql/gql';
import type { LoginInput, RegisterInput } from '@/gql/graphql';
import { failureText as describeFailure } from '@/lib/failure';
import { i18n } from '@/lib/i18n';

// The fields CurrentUser reads: the answer becomes the cached `me` as it is.
const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      username
      email
      fullName
      isVerified
    }
  }
`);

const registerMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      username
      email
      fullName
      isVerified
    }
  }
`);

const forgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

const resetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

const resendVerificationMutation = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email) {
      message
    }
  }
`);

const verifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      message
      alreadyVerified
    }
  }
`);

/** Signs in and answers with the user, verified or not. */
export function useLogin() {
  const [mutate] = useMutation(loginMutation);
  return async (input: LoginInput) => (await mutate({ variables: { input } })).data!.login;
}

/** Creates the account, signs it in and answers with the new (unverified) user. */
export function useRegister() {
  const [mutate] = useMutation(registerMutation);
  return async (input: RegisterInput) => (await mutate({ variables: { input } })).data!.register;
}

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  const [mutate] = useMutation(forgotPasswordMutation);
  return async (email: string) => (await mutate({ variables: { email } })).data!.forgotPassword;
}

export function useResetPassword() {
  const [mutate] = useMutation(resetPasswordMutation);
  return async (token: string, password: string) =>
    (await mutate({ variables: { input: { token, password } } })).data!.resetPassword;
}

export function useResendVerification() {
  const [mutate] = useMutation(resendVerificationMutation);
  return async (email: string) => (await mutate({ variables: { email } })).data!.resendVerification;
}

export interface EmailVerification {
  message: string;
  alreadyVerified: boolean;
}

/** Follows a verification link; stable across renders, so an effect may depend on it. */
export function useVerifyEmail() {
  const [mutate] = useMutation(verifyEmailMutation);
  return useCallback(
    async (token: string): Promise<EmailVerification> => (await mutate({ variables: { token } })).data!.verifyEmail,
    [mutate],
  );
}

/**
 * The message a failed account call shows (docs/product/accounts.md): the server's message,
 * else `fallback` when the server answered, else the "unexpected error" text
 * when the request never got an answer.
 */
export const failureMessage = (error: unknown, fallback: string): string =>
  describeFailure(error, { answered: fallback, noAnswer: i18n.t('common:error.unexpected') });

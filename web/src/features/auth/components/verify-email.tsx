import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { toast } from '@/components/ui/toaster';
import {
  readApiFailure,
  resendVerification,
  verifyEmail,
  type EmailVerification,
} from '@/features/auth/api/auth-requests';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { useCurrentUserCache } from '@/features/auth/api/current-user-cache';
import { StatusIcon } from '@/features/auth/components/status-icon';
import { TextField } from '@/features/auth/components/text-field';
import { useForm } from '@/features/auth/hooks/use-form';
import { validateEmail } from '@/features/auth/utils/validation';

/** Spec §9: how long "Email verified" shows before the dashboard. */
export const VERIFIED_REDIRECT_MS = 2000;

type SignedInUser = { email: string; isVerified: boolean } | null;

/**
 * /verify-email (spec §2, §4). With a token: loading, then success, Already
 * Verified or error. Without one: the dashboard for a verified user, "check
 * your inbox" for an unverified one, and a resend form for someone signed out.
 */
export function VerifyEmail({ token }: { token: string | null }) {
  const { user, loading } = useCurrentUser();

  if (token) return <TokenVerification key={token} token={token} user={user} />;
  if (loading) return <PageSpinner />;
  if (user?.isVerified) return <Navigate to="/dashboard" replace />;
  if (user) return <PendingView email={user.email} />;
  return <SignedOutView />;
}

// Tokens are single-use: a second request would answer "invalid link" after the
// first one succeeded. StrictMode runs effects twice, so every mount for a token
// shares one request. A request that got no answer may be tried again.
const verifications = new Map<string, Promise<EmailVerification>>();

function verifyOnce(token: string): Promise<EmailVerification> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = verifyEmail(token);
    verifications.set(token, verification);
    verification.catch((error: unknown) => {
      if (!readApiFailure(error)) verifications.delete(token);
    });
  }
  return verification;
}

type Outcome =
  | { kind: 'loading' }
  | { kind: 'success'; message: string }
  | { kind: 'already'; message: string }
  | { kind: 'error'; message: string };

function TokenVerification({ token, user }: { token: string; user: SignedInUser }) {
  const navigate = useNavigate();
  const currentUser = useCurrentUserCache();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    verifyOnce(token).then(
      async (result) => {
        if (!active) return;
        if (result.alreadyVerified) {
          setOutcome({ kind: 'already', message: result.message });
          return;
        }
        setOutcome({ kind: 'success', message: result.message });
        toast({ type: 'success', title: 'Email verified!', description: result.message });
        await currentUser.refetch();
      },
      (error: unknown) => {
        if (!active) return;
        const failure = readApiFailure(error);
        setOutcome({
          kind: 'error',
          message: failure
            ? (failure.message ?? 'Failed to verify email. Please try again.')
            : 'An error occurred while verifying your email. Please try again.',
        });
      },
    );
    return () => {
      active = false;
    };
  }, [token, currentUser]);

  useEffect(() => {
    if (outcome.kind !== 'success') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate]);

  switch (outcome.kind) {
    case 'loading':
      return (
        <Stack gap="4" align="center" textAlign="center" role="status">
          <title>Verifying Email · Lakbay</title>
          <Spinner size="xl" color="brand.solid" borderWidth="3px" />
          <Heading as="h1" size="2xl">
            Verifying your email...
          </Heading>
          <Text color="fg.muted">This only takes a moment.</Text>
        </Stack>
      );
    case 'success':
      return (
        <View title="Email Verified" tone="success" heading="Email Verified">
          <Text>{outcome.message}</Text>
          <Text color="fg.muted">Redirecting you to your dashboard...</Text>
          <Button asChild alignSelf="center">
            <RouterLink to="/dashboard" replace>
              Go to Dashboard
            </RouterLink>
          </Button>
        </View>
      );
    case 'already':
      return (
        <View title="Already Verified" tone="success" heading="Already Verified">
          <Text>{outcome.message}</Text>
          <Button asChild alignSelf="center">
            <RouterLink to="/dashboard" replace>
              Go to Dashboard
            </RouterLink>
          </Button>
        </View>
      );
    case 'error':
      return (
        <View title="Verification Failed" tone="error" heading="Verification Failed">
          <Alert.Root status="error" role="alert" textAlign="start">
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
          {user?.isVerified ? (
            <Button asChild alignSelf="center">
              <RouterLink to="/dashboard">Go to Dashboard</RouterLink>
            </Button>
          ) : user ? (
            <ResendButton email={user.email} />
          ) : (
            <>
              <Text color="fg.muted">Enter your email address and we&apos;ll send you a new link.</Text>
              <ResendForm />
            </>
          )}
        </View>
      );
  }
}

function View({
  title,
  heading,
  tone,
  children,
}: {
  title: string;
  heading: string;
  tone?: 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <Stack gap="4" textAlign="center">
      <title>{`${title} · Lakbay`}</title>
      {tone && <StatusIcon tone={tone} />}
      <Heading as="h1" size="2xl">
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}

/** Signed in, not yet verified, no token: "check your inbox" and resend to the account's address. */
function PendingView({ email }: { email: string }) {
  return (
    <Stack gap="4" textAlign="center">
      <title>Verify Your Email · Lakbay</title>
      <StatusIcon tone="mail" />
      <Heading as="h1" size="2xl">
        Check your inbox
      </Heading>
      <Text>
        We sent a verification link to{' '}
        <Text as="strong" wordBreak="break-all">
          {email}
        </Text>
        . Open it to verify your email address and start planning trips.
      </Text>
      <Text color="fg.muted" textStyle="sm">
        Can&apos;t find it? Check your spam or junk folder, or send a new link.
      </Text>
      <ResendButton email={email} />
    </Stack>
  );
}

/** Signed out, no token: send a new link to an address they type. */
function SignedOutView() {
  return (
    <Stack gap="4" textAlign="center">
      <title>Verify Your Email · Lakbay</title>
      <StatusIcon tone="mail" />
      <Heading as="h1" size="2xl">
        Verify your email
      </Heading>
      <Text color="fg.muted">
        Open the link we emailed you when you signed up. Lost it? Enter your email address and we&apos;ll send a new
        one.
      </Text>
      <ResendForm />
      <Text color="fg.muted">
        Already verified?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/auth?tab=login">Log in</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

/** POST /api/resend-verification, with the spec §8 toasts. */
function useResendVerification() {
  const [pending, setPending] = useState(false);

  const resend = async (email: string, sentDescription?: string) => {
    setPending(true);
    try {
      const { message } = await resendVerification(email);
      toast({ type: 'success', title: 'Verification email sent!', description: sentDescription ?? message });
    } catch (error) {
      const failure = readApiFailure(error);
      toast(
        failure
          ? {
              type: 'error',
              title: 'Failed to send email',
              description: failure.message ?? 'Failed to send verification email. Please try again.',
            }
          : { type: 'error', title: 'Error', description: 'Failed to send verification email. Please try again.' },
      );
    } finally {
      setPending(false);
    }
  };

  return { resend, pending };
}

function ResendButton({ email }: { email: string }) {
  const { resend, pending } = useResendVerification();
  return (
    <Button
      alignSelf="center"
      variant="outline"
      loading={pending}
      loadingText="Sending..."
      onClick={() => resend(email, `We sent a new verification link to ${email}.`)}
    >
      Resend verification email
    </Button>
  );
}

function ResendForm() {
  const { resend, pending } = useResendVerification();
  const { register, handleSubmit } = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => {
      const message = validateEmail(email);
      return message ? { email: message } : {};
    },
  });

  return (
    <Stack asChild gap="4" textAlign="start">
      <form
        noValidate
        aria-label="Resend verification email"
        onSubmit={handleSubmit(({ email }) => resend(email.trim()))}
      >
        <TextField label="Email" type="email" autoComplete="email" spellCheck={false} {...register('email')} />
        <Button type="submit" loading={pending} loadingText="Sending...">
          Resend verification email
        </Button>
      </form>
    </Stack>
  );
}

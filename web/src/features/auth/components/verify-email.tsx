import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { Form } from '@/components/ui/form';
import { PageMeta } from '@/components/seo/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toast } from '@/lib/toast';
import { useResendVerification, useVerifyEmail, type EmailVerification } from '@/features/auth/api/auth-requests';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useCurrentUserCache } from '@/features/auth/api/current-user-cache';
import { StatusIcon } from '@/features/auth/components/status-icon';
import { EmailField } from '@/features/auth/components/email-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { readFailure } from '@/lib/failure';
import { i18n } from '@/lib/i18n';
import { Redirect } from '@/lib/page-response';
import { takeAfterVerification } from '@/lib/return-path';

/** docs/product/accounts.md: how long "Email verified" shows before the dashboard. */
export const VERIFIED_REDIRECT_MS = 2000;

type SignedInUser = { email: string; isVerified: boolean } | null;

/**
 * /verify-email (docs/product/accounts.md). With a token: loading, then success, Already
 * Verified or error. Without one: the dashboard for a verified user, "check
 * your inbox" for an unverified one, and a resend form for someone signed out.
 */
export function VerifyEmail({ token }: { token: string | null }) {
  const { user, loading } = useCurrentUser();

  if (token) return <TokenVerification key={token} token={token} user={user} />;
  if (loading) return <PageSpinner />;
  if (user?.isVerified) return <Redirect to="/dashboard" />;
  if (user) return <PendingView email={user.email} />;
  return <SignedOutView />;
}

// Tokens are single-use: a second request would answer "invalid link" after the
// first one succeeded. StrictMode runs effects twice, so every mount for a token
// shares one request. A request that got no answer may be tried again.
const verifications = new Map<string, Promise<EmailVerification>>();

function verifyOnce(
  token: string,
  verifyEmail: (token: string) => Promise<EmailVerification>,
): Promise<EmailVerification> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = verifyEmail(token);
    verifications.set(token, verification);
    verification.catch((error: unknown) => {
      if (!readFailure(error).answered) verifications.delete(token);
    });
  }
  return verification;
}

type Outcome =
  | { kind: 'loading' }
  /** `next`: the page a new account signed up from (an invitation), else the dashboard. */
  | { kind: 'success'; message: string; next: string | null }
  | { kind: 'already'; message: string; next: string | null }
  /** `answered`: the server replied (without a message of its own, the text says so). */
  | { kind: 'error'; message: string | undefined; answered: boolean };

function TokenVerification({ token, user }: { token: string; user: SignedInUser }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const currentUser = useCurrentUserCache();
  const verifyEmail = useVerifyEmail();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    verifyOnce(token, verifyEmail).then(
      async (result) => {
        if (!active) return;
        const next = takeAfterVerification();
        if (result.alreadyVerified) {
          setOutcome({ kind: 'already', message: result.message, next });
          return;
        }
        setOutcome({ kind: 'success', message: result.message, next });
        toast({ type: 'success', title: i18n.t('auth:verify.verifiedToast'), description: result.message });
        await currentUser.refetch();
      },
      (error: unknown) => {
        if (!active) return;
        const failure = readFailure(error);
        setOutcome({
          kind: 'error',
          message: failure.answered ? failure.message : undefined,
          answered: failure.answered,
        });
      },
    );
    return () => {
      active = false;
    };
  }, [token, currentUser, verifyEmail]);

  const next = outcome.kind === 'success' || outcome.kind === 'already' ? outcome.next : null;
  useEffect(() => {
    if (outcome.kind !== 'success') return;
    const timer = setTimeout(() => void navigate(next ?? '/dashboard', { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind, next, navigate]);
  const onward = (
    <Button asChild alignSelf="center">
      <RouterLink to={next ?? '/dashboard'} replace>
        {next ? t('verify.continue') : t('verify.goToDashboard')}
      </RouterLink>
    </Button>
  );

  switch (outcome.kind) {
    case 'loading':
      return (
        <Stack gap="4" align="center" textAlign="center" role="status">
          <PageMeta title={t('verify.verifyingTitle')} description={t('verify.lostLink')} noindex />
          <Spinner size="xl" color="brand.solid" borderWidth="3px" />
          <Heading as="h1" size="2xl">
            {t('verify.verifying')}
          </Heading>
          <Text color="fg.muted">{t('verify.verifyingHint')}</Text>
        </Stack>
      );
    case 'success':
      return (
        <View tone="success" heading={t('verify.verified')}>
          <Text>{outcome.message}</Text>
          <Text color="fg.muted">{next ? t('verify.redirectingBack') : t('verify.redirecting')}</Text>
          {onward}
        </View>
      );
    case 'already':
      return (
        <View tone="success" heading={t('verify.already')}>
          <Text>{outcome.message}</Text>
          {onward}
        </View>
      );
    case 'error':
      return (
        <View tone="error" heading={t('verify.failedHeading')}>
          <Alert.Root status="error" role="alert" textAlign="start">
            <Alert.Indicator />
            <Alert.Title>
              {outcome.message ?? t(outcome.answered ? 'verify.failed' : 'verify.failedNoAnswer')}
            </Alert.Title>
          </Alert.Root>
          {user?.isVerified ? (
            <Button asChild alignSelf="center">
              <RouterLink to="/dashboard">{t('verify.goToDashboard')}</RouterLink>
            </Button>
          ) : user ? (
            <ResendButton email={user.email} />
          ) : (
            <>
              <Text color="fg.muted">{t('verify.newLinkPrompt')}</Text>
              <ResendForm />
            </>
          )}
        </View>
      );
  }
}

/** A verification outcome; the page title repeats the heading. */
function View({ heading, tone, children }: { heading: string; tone: 'success' | 'error'; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="4" textAlign="center">
      <PageMeta title={t('verify.pageTitle', { title: heading })} description={t('verify.lostLink')} noindex />
      <StatusIcon tone={tone} />
      <Heading as="h1" size="2xl">
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}

/** Signed in, not yet verified, no token: "check your inbox" and resend to the account's address. */
function PendingView({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="4" textAlign="center">
      <PageMeta title={t('verify.verifyTitle')} description={t('verify.lostLink')} noindex />
      <StatusIcon tone="mail" />
      <Heading as="h1" size="2xl">
        {t('verify.checkInbox')}
      </Heading>
      <Text>
        <Trans
          t={t}
          i18nKey="verify.sentTo"
          values={{ email }}
          components={{ strong: <Text as="strong" wordBreak="break-all" /> }}
        />
      </Text>
      <Text color="fg.muted" textStyle="sm">
        {t('verify.cantFind')}
      </Text>
      <ResendButton email={email} />
    </Stack>
  );
}

/** Signed out, no token: send a new link to an address they type. */
function SignedOutView() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="4" textAlign="center">
      <PageMeta title={t('verify.verifyTitle')} description={t('verify.lostLink')} noindex />
      <StatusIcon tone="mail" />
      <Heading as="h1" size="2xl">
        {t('verify.verifyHeading')}
      </Heading>
      <Text color="fg.muted">{t('verify.lostLink')}</Text>
      <ResendForm />
      <Text color="fg.muted">
        {t('verify.alreadyVerified')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/auth?tab=login">{t('verify.logIn')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

/** Asks for a new verification link, with the toasts of docs/product/accounts.md. */
function useResendLink() {
  const { t } = useTranslation('auth');
  const resendVerification = useResendVerification();
  const [pending, setPending] = useState(false);

  const resend = async (email: string, sentDescription?: string) => {
    setPending(true);
    try {
      const { message } = await resendVerification(email);
      toast({ type: 'success', title: t('verify.resentTitle'), description: sentDescription ?? message });
    } catch (error) {
      const failure = readFailure(error);
      toast(
        failure.answered
          ? {
              type: 'error',
              title: t('verify.resendFailedTitle'),
              description: failure.message ?? t('verify.resendFailed'),
            }
          : { type: 'error', title: t('verify.errorTitle'), description: t('verify.resendFailed') },
      );
    } finally {
      setPending(false);
    }
  };

  return { resend, pending };
}

function ResendButton({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const { resend, pending } = useResendLink();
  return (
    <Button
      alignSelf="center"
      variant="outline"
      loading={pending}
      loadingText={t('common:actions.sending')}
      onClick={() => void resend(email, t('verify.resentTo', { email }))}
    >
      {t('verify.resend')}
    </Button>
  );
}

function ResendForm() {
  const { t } = useTranslation(['auth', 'common']);
  const { resend, pending } = useResendLink();
  const { field, handleSubmit, submitProgress } = useZodForm(
    () => import('@lakbay/validation/accounts').then((rules) => rules.emailForm),
    { defaultValues: { email: '' } },
  );

  return (
    <Stack asChild gap="4" textAlign="start">
      <Form noValidate aria-label={t('verify.resend')} onSubmit={handleSubmit(({ email }) => resend(email))}>
        <EmailField {...field('email')} />
        <Button type="submit" {...submitProgress(pending, t('common:actions.sending'))}>
          {t('verify.resend')}
        </Button>
      </Form>
    </Stack>
  );
}

import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { Form } from '@/components/ui/form';
import { PageMeta } from '@/components/seo/page-meta';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { failureMessage, useResetPassword } from '@/features/auth/api/auth-requests';
import { StatusIcon } from '@/features/auth/components/status-icon';
import { useZodForm } from '@/hooks/use-zod-form';

/** docs/product/accounts.md: how long "Password Reset Complete" shows before /auth. */
export const RESET_REDIRECT_MS = 3000;

/** docs/product/accounts.md: no token, or idle → submitting → success (then /auth) or an inline error. */
export function ResetPassword({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  if (!token) {
    return (
      <Stack gap="4" textAlign="center">
        <PageMeta title={t('reset.noTokenTitle')} description={t('reset.intro')} noindex />
        <StatusIcon tone="error" />
        <Heading as="h1" size="2xl">
          {t('reset.noTokenHeading')}
        </Heading>
        <Alert.Root status="error" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{t('reset.noToken')}</Alert.Title>
        </Alert.Root>
        <Text color="fg.muted">{t('reset.newLinkHint')}</Text>
        <Button asChild alignSelf="center">
          <RouterLink to="/auth?tab=login">{t('reset.goToLogin')}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return <ResetPasswordForm token={token} />;
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { field, handleSubmit, submitProgress } = useZodForm(
    () => import('@lakbay/validation/accounts').then((rules) => rules.resetPasswordForm),
    {
      defaultValues: { password: '', confirmPassword: '' },
      mode: 'change',
    },
  );

  useEffect(() => {
    if (status.kind !== 'success') return;
    // The form is gone: focus the news rather than leaving it on the page body.
    headingRef.current?.focus();
    const timer = setTimeout(() => void navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status.kind, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setStatus({ kind: 'submitting' });
    try {
      await resetPassword(token, password);
      setStatus({ kind: 'success' });
      toast({
        type: 'success',
        title: t('reset.successTitle'),
        description: t('reset.successDescription'),
      });
    } catch (error) {
      setStatus({ kind: 'error', message: failureMessage(error, t('reset.failed')) });
    }
  });

  if (status.kind === 'success') {
    return (
      <Stack gap="4" textAlign="center">
        <PageMeta title={t('reset.doneTitle')} description={t('reset.intro')} noindex />
        <StatusIcon tone="success" />
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
          {t('reset.doneHeading')}
        </Heading>
        <Text>{t('reset.doneText')}</Text>
        <Button asChild alignSelf="center">
          <RouterLink to="/auth" replace>
            {t('reset.goToLoginNow')}
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageMeta title={t('reset.title')} description={t('reset.intro')} noindex />
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('reset.heading')}
        </Heading>
        <Text color="fg.muted">{t('reset.intro')}</Text>
      </Stack>
      <Stack asChild gap="4">
        <Form onSubmit={onSubmit} noValidate aria-label={t('reset.form')}>
          {status.kind === 'error' && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{status.message}</Alert.Title>
            </Alert.Root>
          )}
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('reset.passwordHint')}
            {...field('password', { revalidates: ['confirmPassword'] })}
          />
          <TextField
            label={t('fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button type="submit" size="lg" {...submitProgress(status.kind === 'submitting', t('reset.submitting'))}>
            {t('reset.submit')}
          </Button>
        </Form>
      </Stack>
    </Stack>
  );
}

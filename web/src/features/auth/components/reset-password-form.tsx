import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { toast } from '@/components/ui/toaster';
import { failureMessage, resetPassword } from '@/features/auth/api/auth-requests';
import { StatusIcon } from '@/features/auth/components/status-icon';
import { TextField } from '@/features/auth/components/text-field';
import { useForm } from '@/features/auth/hooks/use-form';
import { validateResetPassword } from '@/features/auth/utils/validation';

/** Spec §9: how long "Password Reset Complete" shows before /auth. */
export const RESET_REDIRECT_MS = 3000;

/** Spec §2 and §4: no token, or idle → submitting → success (then /auth) or an inline error. */
export function ResetPassword({ token }: { token: string | null }) {
  if (!token) {
    return (
      <Stack gap="4" textAlign="center">
        <title>Password Reset Error · Lakbay</title>
        <StatusIcon tone="error" />
        <Heading as="h1" size="2xl">
          Password Reset Error
        </Heading>
        <Alert.Root status="error" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>No reset token provided. Please use the link from your email.</Alert.Title>
        </Alert.Root>
        <Text color="fg.muted">Need a new link? Choose &ldquo;Forgot password?&rdquo; on the login page.</Text>
        <Button asChild alignSelf="center">
          <RouterLink to="/auth?tab=login">Go to login</RouterLink>
        </Button>
      </Stack>
    );
  }
  return <ResetPasswordForm token={token} />;
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit } = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateResetPassword,
    mode: 'change',
  });

  useEffect(() => {
    if (status.kind !== 'success') return;
    // The form is gone: focus the news rather than leaving it on the page body.
    headingRef.current?.focus();
    const timer = setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status.kind, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setStatus({ kind: 'submitting' });
    try {
      await resetPassword(token, password);
      setStatus({ kind: 'success' });
      toast({
        type: 'success',
        title: 'Password Reset Successful',
        description: 'You can now log in with your new password.',
      });
    } catch (error) {
      setStatus({ kind: 'error', message: failureMessage(error, 'Failed to reset password. Please try again.') });
    }
  });

  if (status.kind === 'success') {
    return (
      <Stack gap="4" textAlign="center">
        <title>Password Reset Complete · Lakbay</title>
        <StatusIcon tone="success" />
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
          Password Reset Complete
        </Heading>
        <Text>Your password has been changed. Redirecting you to the login page...</Text>
        <Button asChild alignSelf="center">
          <RouterLink to="/auth" replace>
            Go to login now
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <title>Reset Password · Lakbay</title>
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Reset your password
        </Heading>
        <Text color="fg.muted">Choose a new password for your Lakbay account.</Text>
      </Stack>
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate aria-label="Reset password">
          {status.kind === 'error' && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{status.message}</Alert.Title>
            </Alert.Root>
          )}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            {...register('password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" loading={status.kind === 'submitting'} loadingText="Resetting password...">
            Reset password
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}

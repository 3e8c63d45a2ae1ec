import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useLogin } from '@/features/auth/api/auth-requests';
import { useCurrentUserCache } from '@/features/auth/api/current-user-cache';
import { ForgotPasswordDialog } from '@/features/auth/components/forgot-password-dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { readFailure } from '@/lib/failure';

interface LoginFormProps {
  /** The "Sign up" link under the form; the page owns tab switching. */
  footer: ReactNode;
}

/**
 * docs/product/accounts.md: a successful login puts the user in the cache, and /auth's
 * signed-in rule then moves on (verified: dashboard or the pending trip form;
 * unverified: /verify-email). A server that refuses an unverified user
 * (`requiresVerification`, or a message about verifying) sends them to
 * /verify-email without an error toast.
 */
export function LoginForm({ footer }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const currentUser = useCurrentUserCache();
  const login = useLogin();
  const [pending, setPending] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { field, handleSubmit, focus, submitProgress } = useZodForm(
    () => import('@lakbay/validation/accounts').then((rules) => rules.loginForm),
    { defaultValues: { username: '', password: '' } },
  );

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setPending(true);
    try {
      const user = await login({ username, password });
      if (user.isVerified) {
        toast({
          type: 'success',
          title: t('login.successTitle'),
          description: t('login.successDescription', { username: user.username }),
        });
      }
      currentUser.set(user);
    } catch (error) {
      setPending(false);
      const failure = readFailure(error);
      // The API flags the one refusal that asks for verification (its words may be Filipino).
      if (failure.details.requiresVerification === true) {
        void navigate('/verify-email');
        return;
      }
      toast({ type: 'error', title: t('login.failedTitle'), description: failure.message ?? t('login.failedTitle') });
      // The button was disabled while waiting, which dropped focus; the password is what to retype.
      focus('password');
    }
  });

  return (
    <>
      <Stack asChild gap="4">
        <Form onSubmit={onSubmit} noValidate aria-label={t('login.form')}>
          <TextField
            label={t('fields.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field('username')}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <Flex justify="flex-end" mt="-2">
            <Button variant="plain" size="sm" px="0" color="brand.fg" onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </Button>
          </Flex>
          <Button type="submit" size="lg" {...submitProgress(pending, t('login.submitting'))}>
            {t('login.submit')}
          </Button>
          {footer}
        </Form>
      </Stack>
      {/* Outside the login form: React events bubble through portals, so a
          submit inside the dialog would otherwise reach this form too. */}
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Form } from '@/components/ui/form';
import { LegalNote, legalLinks } from '@/components/ui/legal-note';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useRegister } from '@/features/auth/api/auth-requests';
import { useCurrentUserCache } from '@/features/auth/api/current-user-cache';
import { EmailField } from '@/features/auth/components/email-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { readFailure } from '@/lib/failure';

/** docs/product/accounts.md: how long "Registration successful" shows before /verify-email. */
export const REGISTER_REDIRECT_MS = 1000;

interface RegisterFormProps {
  /** Called before the new user enters the cache, so /auth holds its own signed-in redirect. */
  onRegistered: () => void;
  /** The "Log in" link under the form; the page owns tab switching. */
  footer: ReactNode;
}

export function RegisterForm({ onRegistered, footer }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const currentUser = useCurrentUserCache();
  const registerAccount = useRegister();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'registered'>('idle');
  const { field, handleSubmit, focus, submitProgress } = useZodForm(
    () => import('@lakbay/validation/accounts').then((rules) => rules.registerForm),
    {
      defaultValues: { username: '', email: '', fullName: '', password: '', confirmPassword: '' },
    },
  );

  useEffect(() => {
    if (status !== 'registered') return;
    const timer = setTimeout(() => void navigate('/verify-email', { replace: true }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = handleSubmit(async ({ username, email, fullName, password }) => {
    setStatus('submitting');
    try {
      // confirmPassword stays on the client (docs/product/accounts.md).
      const user = await registerAccount({ username, email, fullName, password });
      onRegistered();
      currentUser.set(user);
      setStatus('registered');
      toast({
        type: 'success',
        title: t('register.successTitle'),
        description: t('register.successDescription'),
      });
    } catch (error) {
      setStatus('idle');
      const failure = readFailure(error);
      toast({
        type: 'error',
        title: t('register.failedTitle'),
        description: failure.message ?? t('register.failedTitle'),
      });
      // The API names the field a conflict is about ('Username already exists').
      const field = failure.details.field;
      if (field === 'username' || field === 'email' || field === 'password' || field === 'fullName') focus(field);
    }
  });

  return (
    <Stack asChild gap="4">
      <Form onSubmit={onSubmit} noValidate aria-label={t('register.form')}>
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('register.usernameHint')}
          {...field('username')}
        />
        <EmailField {...field('email')} />
        <TextField label={t('fields.fullName')} autoComplete="name" optional {...field('fullName')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          {...field('password', { revalidates: ['confirmPassword'] })}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <LegalNote>
          <Trans t={t} i18nKey="register.legal" components={legalLinks} />
        </LegalNote>
        <Button
          type="submit"
          size="lg"
          {...submitProgress(
            status !== 'idle',
            status === 'registered' ? t('register.redirecting') : t('register.submitting'),
          )}
        >
          {t('register.submit')}
        </Button>
        {footer}
      </Form>
    </Stack>
  );
}

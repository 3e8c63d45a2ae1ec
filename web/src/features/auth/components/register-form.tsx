import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Form } from '@/components/ui/form';
import { LegalNote, legalLinks } from '@/components/ui/legal-note';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { useRegister } from '@/features/auth/api/auth-requests';
import { useCurrentUserCache } from '@/features/auth/api/current-user-cache';
import { EmailField } from '@/features/auth/components/email-field';
import { useForm } from '@/hooks/use-form';
import { validateRegister } from '@/lib/account-validation';
import { errorMessage, serverRefusal } from '@/lib/graphql-error';

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
  const { register, handleSubmit, focus } = useForm({
    initialValues: { username: '', email: '', fullName: '', password: '', confirmPassword: '' },
    validate: validateRegister,
  });

  useEffect(() => {
    if (status !== 'registered') return;
    const timer = setTimeout(() => void navigate('/verify-email', { replace: true }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = handleSubmit(async ({ username, email, fullName, password }) => {
    setStatus('submitting');
    try {
      // confirmPassword stays on the client (docs/product/accounts.md).
      const user = await registerAccount({
        username: username.trim(),
        email: email.trim(),
        fullName: fullName.trim() || null,
        password,
      });
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
      const failure = serverRefusal(error);
      toast({
        type: 'error',
        title: t('register.failedTitle'),
        description: failure?.message ?? errorMessage(error) ?? t('register.failedTitle'),
      });
      // The API names the field a conflict is about ('Username already exists').
      const field = failure?.extensions.field;
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
          {...register('username')}
        />
        <EmailField {...register('email')} />
        <TextField label={t('fields.fullName')} autoComplete="name" optional {...register('fullName')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <LegalNote>
          <Trans t={t} i18nKey="register.legal" components={legalLinks} />
        </LegalNote>
        <Button
          type="submit"
          size="lg"
          loading={status !== 'idle'}
          loadingText={status === 'registered' ? t('register.redirecting') : t('register.submitting')}
        >
          {t('register.submit')}
        </Button>
        {footer}
      </Form>
    </Stack>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/toaster';
import { readApiFailure, register as registerAccount } from '@/features/auth/api/auth-requests';
import { useCurrentUserCache } from '@/features/auth/api/current-user-cache';
import { TextField } from '@/features/auth/components/text-field';
import { useForm } from '@/features/auth/hooks/use-form';
import { validateRegister } from '@/features/auth/utils/validation';

/** Spec §9: how long "Registration successful" shows before /verify-email. */
export const REGISTER_REDIRECT_MS = 1000;

interface RegisterFormProps {
  /** Called before the new user enters the cache, so /auth holds its own signed-in redirect. */
  onRegistered: () => void;
  /** The "Log in" link under the form; the page owns tab switching. */
  footer: ReactNode;
}

export function RegisterForm({ onRegistered, footer }: RegisterFormProps) {
  const navigate = useNavigate();
  const currentUser = useCurrentUserCache();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'registered'>('idle');
  const { register, handleSubmit, focus } = useForm({
    initialValues: { username: '', email: '', fullName: '', password: '', confirmPassword: '' },
    validate: validateRegister,
  });

  useEffect(() => {
    if (status !== 'registered') return;
    const timer = setTimeout(() => navigate('/verify-email', { replace: true }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const onSubmit = handleSubmit(async ({ username, email, fullName, password }) => {
    setStatus('submitting');
    try {
      // confirmPassword stays on the client (spec §5).
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
        title: 'Registration successful',
        description: 'Redirecting you to verify your email address...',
      });
    } catch (error) {
      setStatus('idle');
      const failure = readApiFailure(error);
      toast({
        type: 'error',
        title: 'Registration failed',
        description: failure?.message ?? (error instanceof Error ? error.message : 'Registration failed'),
      });
      // The API names the field a conflict is about ('Username already exists').
      const field = failure?.body.field;
      if (field === 'username' || field === 'email' || field === 'password' || field === 'fullName') focus(field);
    }
  });

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-label="Register">
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="3 to 30 letters, numbers, dots, hyphens or underscores."
          {...register('username')}
        />
        <TextField label="Email" type="email" autoComplete="email" spellCheck={false} {...register('email')} />
        <TextField label="Full name" autoComplete="name" optional {...register('fullName')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          loading={status !== 'idle'}
          loadingText={status === 'registered' ? 'Redirecting...' : 'Creating account...'}
        >
          Create account
        </Button>
        {footer}
      </form>
    </Stack>
  );
}

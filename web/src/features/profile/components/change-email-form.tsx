import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/hooks/use-form';
import { validateEmail, type FieldErrors } from '@/lib/account-validation';
import { useChangeEmail } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { fieldError } from '@/features/profile/utils/field-error';
import { errorCode, errorMessage } from '@/lib/graphql-error';
import { i18n } from '@/lib/i18n';

type Field = 'email' | 'password';

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = i18n.t('profile:password.currentRequired');
  return errors;
}

/**
 * A new address, confirmed with the password. The answer marks the account
 * unverified, so the app moves on to /verify-email until the link in the new
 * inbox is followed.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation(['profile', 'auth']);
  const { changeEmail, pending } = useChangeEmail();
  const form = useForm({ initialValues: { email: '', password: '' }, validate });
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});

  const submit = form.handleSubmit(async ({ email, password }) => {
    setServerErrors({});
    try {
      await changeEmail(email.trim(), password);
      toast({
        type: 'success',
        title: t('email.changed'),
        description: t('email.changedDescription'),
      });
    } catch (error) {
      const found: FieldErrors<Field> = {
        email: fieldError(error, 'email') ?? (errorCode(error) === 'CONFLICT' ? errorMessage(error) : undefined),
        password: fieldError(error, 'currentPassword'),
      };
      if (found.email || found.password) {
        setServerErrors(found);
        form.focus(found.email ? 'email' : 'password');
      } else {
        toast({ type: 'error', title: t('email.failed'), description: errorMessage(error) });
      }
    }
  });

  return (
    <ProfileSection title={t('email.title')} description={t('email.description')}>
      <Stack asChild gap="3" maxW="md">
        <Form onSubmit={submit} noValidate aria-label={t('email.form')}>
          <TextField
            label={t('email.new')}
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={form.errors.email ?? serverErrors.email}
          />
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
            error={form.errors.password ?? serverErrors.password}
          />
          <Button type="submit" loading={pending} loadingText={t('password.submitting')} alignSelf="start">
            {t('email.submit')}
          </Button>
        </Form>
      </Stack>
    </ProfileSection>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useChangeEmail } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { fieldError } from '@/features/profile/utils/field-error';
import { readFailure } from '@/lib/failure';

/**
 * A new address, confirmed with the password. The answer marks the account
 * unverified, so the app moves on to /verify-email until the link in the new
 * inbox is followed.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation('profile');
  const { changeEmail, pending } = useChangeEmail();
  const form = useZodForm(() => import('@lakbay/validation/accounts').then((rules) => rules.changeEmailForm), {
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await changeEmail(email, password);
      toast({
        type: 'success',
        title: t('email.changed'),
        description: t('email.changedDescription'),
      });
    } catch (error) {
      // The server's answer about a field shows under it, until the field changes.
      const emailRefused =
        fieldError(error, 'email') ?? (readFailure(error).code === 'CONFLICT' ? readFailure(error).message : undefined);
      const passwordRefused = fieldError(error, 'currentPassword');
      if (passwordRefused) form.setError('password', { message: passwordRefused }, { shouldFocus: !emailRefused });
      if (emailRefused) form.setError('email', { message: emailRefused }, { shouldFocus: true });
      if (!emailRefused && !passwordRefused) {
        toast({ type: 'error', title: t('email.failed'), description: readFailure(error).message });
      }
    }
  });

  return (
    <ProfileSection title={t('email.title')} description={t('email.description')}>
      <Stack asChild gap="3" maxW="md">
        <Form onSubmit={submit} noValidate aria-label={t('email.form')}>
          <TextField label={t('email.new')} type="email" autoComplete="email" {...form.field('email')} />
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <Button type="submit" {...form.submitProgress(pending, t('password.submitting'))} alignSelf="start">
            {t('email.submit')}
          </Button>
        </Form>
      </Stack>
    </ProfileSection>
  );
}

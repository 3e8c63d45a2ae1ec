import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useChangePassword } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { fieldError } from '@/features/profile/utils/field-error';
import { readFailure } from '@/lib/failure';

/** New password, confirmed with the current one; the server signs out every other device. */
export function ChangePasswordForm() {
  const { changePassword, pending } = useChangePassword();
  // A new key empties the form after a change.
  const [formKey, setFormKey] = useState(0);
  return (
    <PasswordFields
      key={formKey}
      pending={pending}
      onChange={changePassword}
      onDone={() => setFormKey((key) => key + 1)}
    />
  );
}

function PasswordFields({
  pending,
  onChange,
  onDone,
}: {
  pending: boolean;
  onChange: ReturnType<typeof useChangePassword>['changePassword'];
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useZodForm(() => import('@lakbay/validation/accounts').then((rules) => rules.changePasswordForm), {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await onChange(currentPassword, newPassword);
      toast({ type: 'success', title: t('password.changed'), description: result.data?.changePassword.message });
      onDone();
    } catch (error) {
      const wrongPassword = fieldError(error, 'currentPassword');
      if (wrongPassword) {
        form.setError('currentPassword', { message: wrongPassword }, { shouldFocus: true });
      } else {
        toast({ type: 'error', title: t('password.failed'), description: readFailure(error).message });
        // A new password the API refused (a common one): back to that field.
        if (fieldError(error, 'newPassword')) form.focus('newPassword');
      }
    }
  });

  return (
    <ProfileSection title={t('password.title')} description={t('password.description')}>
      <Stack asChild gap="3" maxW="md">
        <Form onSubmit={submit} noValidate aria-label={t('password.form')}>
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('password.newHint')}
            {...form.field('newPassword', { revalidates: ['confirmPassword'] })}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <Button type="submit" {...form.submitProgress(pending, t('password.submitting'))} alignSelf="start">
            {t('password.submit')}
          </Button>
        </Form>
      </Stack>
    </ProfileSection>
  );
}

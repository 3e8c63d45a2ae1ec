import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { useForm } from '@/hooks/use-form';
import { validateNewPassword, type FieldErrors } from '@/lib/account-validation';
import { useChangePassword } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { fieldError } from '@/features/profile/utils/field-error';
import { errorMessage } from '@/lib/graphql-error';
import { i18n } from '@/lib/i18n';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.currentPassword) errors.currentPassword = i18n.t('profile:password.currentRequired');
  const weak = validateNewPassword(values.newPassword);
  if (weak) errors.newPassword = weak;
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = i18n.t('auth:validation.newPasswordsDoNotMatch');
  return errors;
}

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
  const { t } = useTranslation(['profile', 'auth']);
  const form = useForm({ initialValues: empty, validate });
  const [serverError, setServerError] = useState<string>();

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(undefined);
    try {
      const result = await onChange(currentPassword, newPassword);
      toast({ type: 'success', title: t('password.changed'), description: result.data?.changePassword.message });
      onDone();
    } catch (error) {
      const wrongPassword = fieldError(error, 'currentPassword');
      if (wrongPassword) {
        setServerError(wrongPassword);
        form.focus('currentPassword');
      } else {
        toast({ type: 'error', title: t('password.failed'), description: errorMessage(error) });
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
            {...form.register('currentPassword')}
            error={form.errors.currentPassword ?? serverError}
          />
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('password.newHint')}
            {...form.register('newPassword')}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
          <Button type="submit" loading={pending} loadingText={t('password.submitting')} alignSelf="start">
            {t('password.submit')}
          </Button>
        </Form>
      </Stack>
    </ProfileSection>
  );
}

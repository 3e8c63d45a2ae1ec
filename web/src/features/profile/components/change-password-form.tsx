import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';

import { toast } from '@/components/ui/toaster';
import { TextField } from '@/features/auth/components/text-field';
import { useForm } from '@/features/auth/hooks/use-form';
import { validateNewPassword, type FieldErrors } from '@/features/auth/utils/validation';
import { useChangePassword } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { fieldError } from '@/features/profile/utils/field-error';
import { errorMessage } from '@/features/trips/utils/graphql-error';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  const weak = validateNewPassword(values.newPassword);
  if (weak) errors.newPassword = weak;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = "Passwords don't match";
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
  const form = useForm({ initialValues: empty, validate });
  const [serverError, setServerError] = useState<string>();

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(undefined);
    try {
      const result = await onChange(currentPassword, newPassword);
      toast({ type: 'success', title: 'Password changed', description: result.data?.changePassword.message });
      onDone();
    } catch (error) {
      const wrongPassword = fieldError(error, 'currentPassword');
      if (wrongPassword) {
        setServerError(wrongPassword);
        form.focus('currentPassword');
      } else {
        toast({ type: 'error', title: 'Could not change your password', description: errorMessage(error) });
      }
    }
  });

  return (
    <ProfileSection title="Change password" description="You stay signed in here; other devices are signed out.">
      <Stack asChild gap="3" maxW="md">
        <form onSubmit={submit} noValidate aria-label="Change password">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={form.errors.currentPassword ?? serverError}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            {...form.register('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
          <Button type="submit" loading={pending} loadingText="Changing..." alignSelf="start">
            Change Password
          </Button>
        </form>
      </Stack>
    </ProfileSection>
  );
}

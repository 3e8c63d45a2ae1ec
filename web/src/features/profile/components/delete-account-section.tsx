import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/toaster';
import { TextField } from '@/features/auth/components/text-field';
import { useForm } from '@/features/auth/hooks/use-form';
import { useDeleteAccount } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { fieldError } from '@/features/profile/utils/field-error';
import { errorMessage } from '@/features/trips/utils/graphql-error';

const validate = (values: { password: string }) =>
  values.password ? {} : { password: 'Enter your password to delete your account' };

/** Deleting the account asks for the password in a dialog; afterwards the visitor lands on the home page. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection
      title="Delete account"
      danger
      description="Your account, your saved trips and your API tokens are deleted for good, and every device is signed out."
    >
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </AlertDialog>
    </ProfileSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const { deleteAccount, pending } = useDeleteAccount();
  const form = useForm({ initialValues: { password: '' }, validate });
  const [serverError, setServerError] = useState<string>();

  const submit = form.handleSubmit(async ({ password }) => {
    setServerError(undefined);
    try {
      await deleteAccount(password, () => {
        navigate('/', { replace: true });
        toast({ type: 'success', title: 'Account deleted', description: 'Your account and trips have been deleted.' });
      });
    } catch (error) {
      const wrongPassword = fieldError(error, 'currentPassword');
      if (wrongPassword) {
        setServerError(wrongPassword);
        form.focus('password');
      } else {
        toast({ type: 'error', title: 'Could not delete your account', description: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title textStyle="xl">Delete your account?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description color="fg.muted" mb="4">
          This cannot be undone. Enter your password to confirm.
        </Dialog.Description>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={form.errors.password ?? serverError}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
          <Button variant="outline" onClick={onCancel}>
            Keep Account
          </Button>
          <Button type="submit" colorPalette="red" loading={pending} loadingText="Deleting...">
            Delete My Account
          </Button>
        </Flex>
      </Dialog.Footer>
    </form>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Form } from '@/components/ui/form';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { CancelAndSubmit } from '@/components/ui/centered-dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useDeleteAccount } from '@/features/profile/api/profile';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { fieldError } from '@/features/profile/utils/field-error';
import { readFailure } from '@/lib/failure';

/** Deleting the account asks for the password in a dialog; afterwards the visitor lands on the home page. */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={t('delete.title')} danger description={t('delete.description')}>
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </AlertDialog>
    </ProfileSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { deleteAccount, pending } = useDeleteAccount();
  const form = useZodForm(() => import('@lakbay/validation/accounts').then((rules) => rules.deleteAccountForm), {
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password, () => {
        void navigate('/', { replace: true });
        toast({ type: 'success', title: t('delete.deleted'), description: t('delete.deletedDescription') });
      });
    } catch (error) {
      const wrongPassword = fieldError(error, 'currentPassword');
      if (wrongPassword) {
        form.setError('password', { message: wrongPassword }, { shouldFocus: true });
      } else {
        toast({ type: 'error', title: t('delete.failed'), description: readFailure(error).message });
      }
    }
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title textStyle="xl">{t('delete.dialogTitle')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description color="fg.muted" mb="4">
          {t('delete.dialogDescription')}
        </Dialog.Description>
        <TextField
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
      </Dialog.Body>
      <CancelAndSubmit
        cancelLabel={t('delete.keep')}
        onCancel={onCancel}
        submitLabel={t('delete.submit')}
        {...form.submitProgress(pending, t('delete.submitting'))}
        destructive
      />
    </Form>
  );
}

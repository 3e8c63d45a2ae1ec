import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { CancelAndSubmit, CenteredDialog, DialogForm } from '@/components/ui/centered-dialog';
import { toast } from '@/lib/toast';
import { failureMessage, useRequestPasswordReset } from '@/features/auth/api/auth-requests';
import { EmailField } from '@/features/auth/components/email-field';
import { useZodForm } from '@/hooks/use-zod-form';

/** docs/product/accounts.md: the dialog returns to its empty form this long after closing, once the close animation is over. */
export const FORGOT_DIALOG_RESET_MS = 300;

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product/accounts.md: form, submitting, success view, or the form with an error banner. */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  // A new key remounts the content, which resets every state inside it.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setGeneration((current) => current + 1), FORGOT_DIALOG_RESET_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <CenteredDialog open={open} onOpenChange={onOpenChange} maxW="md" initialFocusEl={() => emailRef.current}>
      <ForgotPasswordContent key={generation} emailRef={emailRef} onClose={() => onOpenChange(false)} />
    </CenteredDialog>
  );
}

type Status = { kind: 'form' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

interface ContentProps {
  emailRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
}

function ForgotPasswordContent({ emailRef, onClose }: ContentProps) {
  const { t } = useTranslation(['auth', 'common']);
  const requestPasswordReset = useRequestPasswordReset();
  const [status, setStatus] = useState<Status>({ kind: 'form' });
  const successRef = useRef<HTMLHeadingElement>(null);
  const { field, handleSubmit, submitProgress } = useZodForm(
    () => import('@lakbay/validation/accounts').then((rules) => rules.emailForm),
    { defaultValues: { email: '' } },
  );

  // The form is gone once it succeeds: focus moves to the news instead of the page body.
  useEffect(() => {
    if (status.kind === 'success') successRef.current?.focus();
  }, [status.kind]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setStatus({ kind: 'submitting' });
    try {
      await requestPasswordReset(email);
      setStatus({ kind: 'success' });
      toast({
        type: 'success',
        title: t('forgot.sentTitle'),
        description: t('forgot.sentDescription'),
      });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: failureMessage(error, t('forgot.failed')),
      });
    }
  });

  if (status.kind === 'success') {
    return (
      <>
        <Dialog.Header pe="12">
          <Dialog.Title asChild>
            <Heading as="h2" size="lg" ref={successRef} tabIndex={-1} outline="none">
              {t('forgot.checkEmail')}
            </Heading>
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3" textStyle="md">
            <Text>{t('forgot.checkEmailText')}</Text>
            <Text color="fg.muted">{t('forgot.spamHint')}</Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>{t('forgot.backToLogin')}</Button>
        </Dialog.Footer>
      </>
    );
  }

  const submitting = status.kind === 'submitting';
  const email = field('email');
  return (
    <>
      <Dialog.Header pe="12">
        <Dialog.Title asChild>
          <Heading as="h2" size="lg">
            {t('forgot.title')}
          </Heading>
        </Dialog.Title>
      </Dialog.Header>
      <DialogForm onSubmit={onSubmit} aria-label={t('forgot.form')}>
        <Dialog.Body>
          <Stack gap="4">
            <Dialog.Description textStyle="md" color="fg.muted">
              {t('forgot.intro')}
            </Dialog.Description>
            {status.kind === 'error' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{status.message}</Alert.Title>
              </Alert.Root>
            )}
            <EmailField
              readOnly={submitting}
              {...email}
              ref={(element) => {
                emailRef.current = element;
                email.ref(element);
              }}
            />
          </Stack>
        </Dialog.Body>
        <CancelAndSubmit
          onCancel={onClose}
          submitLabel={t('forgot.submit')}
          {...submitProgress(submitting, t('common:actions.sending'))}
        />
      </DialogForm>
    </>
  );
}

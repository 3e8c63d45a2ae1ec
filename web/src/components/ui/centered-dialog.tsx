import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog, type DialogContentProps, type DialogRootProps } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Stack, type StackProps } from '@chakra-ui/react/stack';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Form } from '@/components/ui/form';

interface CenteredDialogProps extends Pick<
  DialogRootProps,
  'role' | 'size' | 'scrollBehavior' | 'initialFocusEl' | 'finalFocusEl' | 'unmountOnExit' | 'closeOnInteractOutside'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxW?: DialogContentProps['maxW'];
  /** The corner close button's name, when Chakra's "Close" is not in the page's language. */
  closeLabel?: string;
  /** Alert dialogs leave out the corner close button: the visitor answers with the footer's buttons. */
  withoutCloseButton?: boolean;
  /** Header, body and footer (Chakra's Dialog.* parts), or a DialogForm holding them. */
  children: ReactNode;
}

/** The app's dialogs: centred with a margin on phones, mounted on first open, closable from the corner. */
export function CenteredDialog({
  open,
  onOpenChange,
  maxW,
  closeLabel,
  withoutCloseButton = false,
  children,
  // Only the options a caller sets reach Chakra, so its defaults (such as role="dialog") stand otherwise.
  ...rootOptions
}: CenteredDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      {...rootOptions}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={maxW}>
            {children}
            {!withoutCloseButton && (
              <Dialog.CloseTrigger asChild top="3" insetEnd="3">
                {/* CloseButton's own aria-label stays unless one is given (an undefined prop would erase it). */}
                <CloseButton size="sm" {...(closeLabel ? { 'aria-label': closeLabel } : {})} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DialogFormProps extends Omit<StackProps, 'asChild' | 'onSubmit' | 'children'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form holding a dialog's body and footer. It stacks them without gaps as
 * the dialog content does; validation is the app's own (noValidate), so the
 * messages are the app's and not the browser's.
 */
export function DialogForm({ onSubmit, ref, children, ...stackProps }: DialogFormProps) {
  return (
    <Stack asChild gap="0" {...stackProps}>
      <Form ref={ref} onSubmit={onSubmit} noValidate>
        {children}
      </Form>
    </Stack>
  );
}

/** A dialog footer's buttons: side by side, or stacked full width on phones with the main action on top. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Dialog.Footer>
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
        {children}
      </Flex>
    </Dialog.Footer>
  );
}

interface CancelAndSubmitProps {
  /** "Cancel" unless the dialog names what cancelling keeps. */
  cancelLabel?: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's progress, in Chakra's words (a form's `submitProgress` gives both). */
  loading: boolean;
  loadingText: string;
  /** A red submit button, for a step that cannot be undone. */
  destructive?: boolean;
}

/** A dialog form's footer: Cancel, and the submit button that shows its progress while the request runs. */
export function CancelAndSubmit({
  cancelLabel,
  onCancel,
  submitLabel,
  loading,
  loadingText,
  destructive = false,
}: CancelAndSubmitProps) {
  const { t } = useTranslation('common');
  return (
    <DialogActions>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button type="submit" colorPalette={destructive ? 'red' : undefined} loading={loading} loadingText={loadingText}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

import type { DialogRootProps } from '@chakra-ui/react/dialog';
import type { ReactNode } from 'react';

import { CenteredDialog } from '@/components/ui/centered-dialog';

export interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close, when the element that opened the dialog is gone (a menu's item). */
  finalFocusEl?: DialogRootProps['finalFocusEl'];
  /** Header, body and footer (Chakra's Dialog.* parts), or a form holding them. */
  children: ReactNode;
}

/**
 * A dialog with role="alertdialog" for steps that cannot be undone; mounted only while open. It waits
 * for an answer from its buttons (or Escape, which keeps things as they are): a click or a focus move
 * outside does not dismiss it, so the menu that opened it, handing focus back as it closes, cannot
 * close it again at once.
 */
export function AlertDialog({ open, onOpenChange, finalFocusEl, children }: AlertDialogProps) {
  return (
    <CenteredDialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      maxW="md"
      unmountOnExit
      closeOnInteractOutside={false}
      withoutCloseButton
    >
      {children}
    </CenteredDialog>
  );
}

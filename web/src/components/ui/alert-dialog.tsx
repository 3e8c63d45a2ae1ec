import type { ReactNode } from 'react';

import { CenteredDialog } from '@/components/ui/centered-dialog';

interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Header, body and footer (Chakra's Dialog.* parts), or a form holding them. */
  children: ReactNode;
}

/** A dialog with role="alertdialog" for steps that cannot be undone; mounted only while open. */
export function AlertDialog({ open, onOpenChange, children }: AlertDialogProps) {
  return (
    <CenteredDialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      maxW="md"
      unmountOnExit
      withoutCloseButton
    >
      {children}
    </CenteredDialog>
  );
}

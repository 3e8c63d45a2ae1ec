import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';

import { AlertDialog, type AlertDialogProps } from '@/components/ui/alert-dialog';
import { DialogActions } from '@/components/ui/centered-dialog';

interface ConfirmDialogProps extends Pick<AlertDialogProps, 'open' | 'onOpenChange' | 'finalFocusEl'> {
  title: string;
  description: string;
  /** The button that keeps things as they are. */
  keepLabel: string;
  /** The red button that does the thing that cannot be undone. */
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before a step that cannot be undone (canceling or deleting a trip). */
export function ConfirmDialog({
  open,
  onOpenChange,
  finalFocusEl,
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange} finalFocusEl={finalFocusEl}>
      <Dialog.Header>
        <Dialog.Title textStyle="xl">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description color="fg.muted">{description}</Dialog.Description>
      </Dialog.Body>
      <DialogActions>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{keepLabel}</Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="red"
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </AlertDialog>
  );
}

import { ConfirmDialog } from '@/features/trips/components/confirm-dialog';

interface DeleteTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Japan": the dialog says which trip goes. */
  tripName: string;
  onConfirm: () => void;
}

/** Deleting cannot be undone, so the trip card menu and the trip page ask first. */
export function DeleteTripDialog({ open, onOpenChange, tripName, onConfirm }: DeleteTripDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this trip?"
      description={`Your ${tripName} trip and its itineraries are deleted for good. This cannot be undone.`}
      keepLabel="Keep Trip"
      confirmLabel="Delete Trip"
      onConfirm={onConfirm}
    />
  );
}

import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('trips');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('actions.deleteTitle')}
      description={t('actions.deleteText', { name: tripName })}
      keepLabel={t('actions.keepTrip')}
      confirmLabel={t('actions.deleteTrip')}
      onConfirm={onConfirm}
    />
  );
}

import { useTranslation } from 'react-i18next';

import type { AlertDialogProps } from '@/components/ui/alert-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteTripDialogProps extends Pick<AlertDialogProps, 'open' | 'onOpenChange' | 'finalFocusEl'> {
  /** "Japan": the dialog says which trip goes. */
  tripName: string;
  onConfirm: () => void;
}

/** Deleting cannot be undone, so the trip card menu and the trip page ask first. */
export function DeleteTripDialog({ tripName, onConfirm, ...dialog }: DeleteTripDialogProps) {
  const { t } = useTranslation('trips');
  return (
    <ConfirmDialog
      {...dialog}
      title={t('actions.deleteTitle')}
      description={t('actions.deleteText', { name: tripName })}
      keepLabel={t('actions.keepTrip')}
      confirmLabel={t('actions.deleteTrip')}
      onConfirm={onConfirm}
    />
  );
}

import { useTranslation } from 'react-i18next';

import type { AlertDialogProps } from '@/components/ui/alert-dialog';
import { toast } from '@/lib/toast';
import { useEditTrip, useReloadTrips } from '@/entities/trip/api/edit-trip';
import { TripDetailsDialog, type TripDetailsSubmit } from '@/features/trips/components/trip-details-dialog';
import { dateInputValue } from '@/entities/trip/utils/trip-dates';
import { readFailure } from '@/lib/failure';
import type { SavedTripCardFragment } from '@/gql/graphql';

/** docs/product/trips.md: the edit dialog offers these currencies (a trip in another one keeps it as a choice). */
const EDIT_CURRENCIES = ['PHP', 'USD', 'EUR', 'JPY', 'KRW'] as const;

interface EditTripDialogProps extends Pick<AlertDialogProps, 'open' | 'onOpenChange' | 'finalFocusEl'> {
  trip: SavedTripCardFragment;
}

/** Edit Trip (docs/product/trips.md): the trip's details; its itineraries stay as they are. */
export function EditTripDialog({ trip, ...dialog }: EditTripDialogProps) {
  const { t } = useTranslation(['trips', 'common']);
  const [editTrip] = useEditTrip();
  const reloadTrips = useReloadTrips();

  const onSubmit = async ({ details }: TripDetailsSubmit) => {
    try {
      await editTrip({ variables: { id: trip.id, input: details, expectedVersion: trip.version } });
      toast({ type: 'success', title: t('toasts.updated') });
      return true;
    } catch (error) {
      if (readFailure(error).code === 'CONFLICT') reloadTrips();
      toast({
        type: 'error',
        title: t('toasts.updateFailed'),
        // A conflict or a refused value says what to do; other failures have nothing useful to add.
        description: readFailure(error).code ? readFailure(error).message : undefined,
      });
      return false;
    }
  };

  return (
    <TripDetailsDialog
      {...dialog}
      title={t('details.editTitle')}
      submitLabel={t('details.saveChanges')}
      pendingLabel={t('common:actions.saving')}
      initialValues={() => ({
        destinationCountry: trip.destinationCountry,
        originAirport: trip.originAirport,
        duration: String(trip.duration),
        budget: String(trip.budget),
        currency: trip.currency,
        travelMonth: String(trip.travelMonth),
        startDate: dateInputValue(trip.startDate),
      })}
      currencies={EDIT_CURRENCIES}
      onSubmit={onSubmit}
    />
  );
}

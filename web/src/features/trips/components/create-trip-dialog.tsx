import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';
import { useCreateTrip } from '@/entities/trip/api/create-trip';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { TripDetailsDialog, type TripDetailsSubmit } from '@/features/trips/components/trip-details-dialog';
import { readFailure } from '@/lib/failure';
import type { TripDetailsValues } from '@/features/trips/utils/trip-details-rules';

/** The defaults of docs/product/trip-planning.md: no destination or origin, the API's duration, budget and currency, this month, no date. */
const defaults = ({ limits }: TripFormOptions): TripDetailsValues => ({
  destinationCountry: '',
  originAirport: '',
  duration: String(limits.defaultDuration),
  budget: String(limits.defaultBudget),
  currency: limits.defaultCurrency,
  travelMonth: String(new Date().getMonth() + 1),
  startDate: '',
});

interface CreateTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create New Trip (docs/product/trips.md): a trip with one empty day per trip day, ready to plan. */
export function CreateTripDialog({ open, onOpenChange }: CreateTripDialogProps) {
  const { t } = useTranslation('trips');
  const [createTrip] = useCreateTrip();

  const onSubmit = async ({ details, preferences }: TripDetailsSubmit) => {
    try {
      await createTrip({ variables: { input: { ...details, preferences } } });
      toast({ type: 'success', title: t('toasts.created'), description: t('toasts.createdText') });
      return true;
    } catch (error) {
      if (readFailure(error).code === 'UNAUTHENTICATED') {
        toast({ type: 'error', title: t('toasts.loginToCreate') });
      } else {
        toast({ type: 'error', title: t('toasts.createFailed'), description: readFailure(error).message });
      }
      return false;
    }
  };

  return (
    <TripDetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('details.createTitle')}
      submitLabel={t('details.createSubmit')}
      pendingLabel={t('details.creating')}
      initialValues={defaults}
      withPreferences
      onSubmit={onSubmit}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';
import type { GeneratedTrip, ItineraryKind } from '@/features/trip-generation/api/generate-trip';
import { useChangeDay } from '@/features/trip-generation/api/change-day';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';
import { readFailure } from '@/lib/failure';

/**
 * "Change this day" on the unsaved results (docs/decisions/033-change-one-day.md): the results
 * hold both itineraries as the traveler last changed them; Undo puts the previous one back.
 */
export function useResultsWithDayChange(generated: GeneratedTrip, request: TripRequest) {
  const { t } = useTranslation('common');
  const [trip, setTrip] = useState(generated);
  const [changing, setChanging] = useState<{ kind: ItineraryKind; day: number } | null>(null);
  const [changeDay, { loading }] = useChangeDay();

  const change = async (day: number, instruction: string): Promise<boolean> => {
    if (!changing) return false;
    const key = `${changing.kind}Itinerary` as const;
    const previous = trip[key];
    try {
      const { data } = await changeDay({
        variables: { input: { request, itinerary: previous, kind: changing.kind, day, instruction } },
      });
      const itinerary = data!.changeDay.itinerary;
      setTrip((current) => ({ ...current, [key]: itinerary }));
      toast({
        type: 'success',
        title: t('changeDay.changed', { day }),
        action: {
          label: t('changeDay.undo'),
          onClick: () => {
            setTrip((current) => ({ ...current, [key]: previous }));
            toast({ type: 'success', title: t('changeDay.undone', { day }) });
          },
        },
      });
      return true;
    } catch (error) {
      toast({
        type: 'error',
        title: t('changeDay.failed'),
        description: readFailure(error).code ? readFailure(error).message : undefined,
      });
      return false;
    }
  };

  return { trip, changing, setChanging, change, pending: loading };
}

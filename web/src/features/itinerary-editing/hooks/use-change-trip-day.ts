import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';
import { useChangeTripDay } from '@/features/itinerary-editing/api/change-trip-day';
import { useEditTripItinerary, useReloadTrips } from '@/entities/trip/api/edit-trip';
import { replaceDay } from '@/entities/trip/utils/itinerary';
import type { SavedTripDetailFragment } from '@/gql/graphql';
import { readFailure } from '@/lib/failure';

/**
 * "Change this day" on a saved trip, with Undo (docs/decisions/033-change-one-day.md): the
 * previous day is kept here, and Undo saves it back through the day editor's path, so the undo
 * is a versioned edit like any other (refused with CONFLICT after someone else's change).
 */
export function useChangeTripDayWithUndo(trip: SavedTripDetailFragment) {
  const { t } = useTranslation('common');
  const [changeTripDay, { loading }] = useChangeTripDay();
  const [editItinerary] = useEditTripItinerary();
  const reloadTrips = useReloadTrips();

  const failed = (title: string, error: unknown) => {
    const code = readFailure(error).code;
    if (code === 'CONFLICT') reloadTrips();
    toast({ type: 'error', title, description: code ? readFailure(error).message : undefined });
  };

  const undo = async (
    changed: SavedTripDetailFragment,
    previous: SavedTripDetailFragment['savedItinerary']['days'][number],
  ) => {
    try {
      await editItinerary({
        variables: {
          id: changed.id,
          type: changed.savedType,
          itinerary: replaceDay(changed.savedItinerary, previous),
          expectedVersion: changed.version,
        },
      });
      toast({ type: 'success', title: t('changeDay.undone', { day: previous.day }) });
    } catch (error) {
      failed(t('changeDay.undoFailed'), error);
    }
  };

  const change = async (day: number, instruction: string): Promise<boolean> => {
    const previous = trip.savedItinerary.days.find((entry) => entry.day === day)!;
    try {
      const { data } = await changeTripDay({
        variables: { id: trip.id, day, instruction, expectedVersion: trip.version },
      });
      const changed = data!.changeTripDay;
      toast({
        type: 'success',
        title: t('changeDay.changed', { day }),
        action: { label: t('changeDay.undo'), onClick: () => void undo(changed, previous) },
      });
      return true;
    } catch (error) {
      failed(t('changeDay.failed'), error);
      return false;
    }
  };

  return { change, pending: loading };
}

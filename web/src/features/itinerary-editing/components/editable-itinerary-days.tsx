import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { ChangeDayButton, ChangeDayDialog } from '@/entities/trip/components/change-day-dialog';
import { ItineraryDays, type Day } from '@/entities/trip/components/itinerary-days';
import { DayEditDialog } from '@/features/itinerary-editing/components/day-edit-dialog';
import { useChangeTripDayWithUndo } from '@/features/itinerary-editing/hooks/use-change-trip-day';
import type { SavedTripDetailFragment } from '@/gql/graphql';

/**
 * The Daily Itinerary tab of a trip the user may edit (docs/product/trips.md): an Edit button per day opens
 * the day editor, and "Change this day" plans it again as asked, unless the trip is canceled.
 */
export function EditableItineraryDays({ trip }: { trip: SavedTripDetailFragment }) {
  const { t } = useTranslation('trips');
  const [editing, setEditing] = useState<Day | null>(null);
  const [changing, setChanging] = useState<number | null>(null);

  if (trip.status === 'canceled') return <ItineraryDays itinerary={trip.savedItinerary} bookings={trip.bookings} />;

  return (
    <>
      <ItineraryDays
        itinerary={trip.savedItinerary}
        bookings={trip.bookings}
        dayActions={(day) => (
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setEditing(day)}>
              <Icon name="pencil" />
              {t('day.editButton', { day: day.day })}
            </Button>
            <ChangeDayButton day={day.day} onClick={() => setChanging(day.day)} />
            <Button asChild size="sm" variant="ghost">
              <RouterLink to={`/local-secrets?trip=${trip.id}&day=${day.day}`}>
                {t('day.findPlace', { day: day.day })}
              </RouterLink>
            </Button>
          </Flex>
        )}
      />
      <DayEditDialog trip={trip} day={editing} onClose={() => setEditing(null)} />
      <TripDayChange trip={trip} day={changing} onClose={() => setChanging(null)} />
    </>
  );
}

function TripDayChange({
  trip,
  day,
  onClose,
}: {
  trip: SavedTripDetailFragment;
  day: number | null;
  onClose: () => void;
}) {
  const { change, pending } = useChangeTripDayWithUndo(trip);
  return <ChangeDayDialog day={day} onClose={onClose} onChange={change} pending={pending} />;
}

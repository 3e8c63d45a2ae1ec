import { Text } from '@chakra-ui/react/text';

import { useTripList } from '@/features/trips/api/trip-lists';
import { daysUntil } from '@/features/trips/utils/dates';
import { countryName, useTripFormOptions } from '@/lib/trip-form-options';

/**
 * The dashboard's countdown to the nearest upcoming trip that has a start date
 * today or later. It reads the Upcoming tab's own query, so it costs no extra request.
 */
export function NextTripCountdown() {
  const { trips } = useTripList('upcoming');
  const { options } = useTripFormOptions();
  const today = new Date();
  const next = (trips ?? [])
    .flatMap((trip) => (trip.startDate ? [{ trip, days: daysUntil(trip.startDate, today) }] : []))
    .filter(({ days }) => days >= 0)
    .sort((a, b) => a.days - b.days)[0];
  if (!next) return null;

  const name = countryName(options, next.trip.destinationCountry);
  return (
    <Text as="span" display="block" mt="1" fontWeight="medium" color="brand.fg">
      {next.days === 0
        ? `Your trip to ${name} starts today!`
        : `${next.days} ${next.days === 1 ? 'day' : 'days'} until your next trip to ${name}`}
    </Text>
  );
}

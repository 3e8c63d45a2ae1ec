import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { useTripList } from '@/features/trips/api/trip-lists';
import { daysUntil } from '@/entities/trip/utils/trip-dates';
import { countryName, useTripFormOptions } from '@/entities/trip/api/trip-form-options';

/**
 * The nearest upcoming trip that has a start date today or later, with the days
 * until it. It reads the Upcoming tab's own query, so it costs no extra request.
 */
export function useNextTrip() {
  const { trips } = useTripList('upcoming');
  const today = new Date();
  return (trips ?? [])
    .flatMap((trip) => (trip.startDate ? [{ trip, days: daysUntil(trip.startDate, today) }] : []))
    .filter(({ days }) => days >= 0)
    .sort((a, b) => a.days - b.days)[0];
}

/** The dashboard's countdown to the next trip (see useNextTrip). */
export function NextTripCountdown() {
  const { t } = useTranslation('trips');
  const next = useNextTrip();
  const { options } = useTripFormOptions();
  if (!next) return null;

  const name = countryName(options, next.trip.destinationCountry);
  return (
    <Text as="span" display="block" mt="1" fontWeight="medium" color="brand.fg">
      {next.days === 0 ? t('countdown.today', { name }) : t('countdown.days', { count: next.days, name })}
    </Text>
  );
}

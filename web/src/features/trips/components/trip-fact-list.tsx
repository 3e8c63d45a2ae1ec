import { Box } from '@chakra-ui/react/box';
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';

import { airportLabel, countryName, type TripFormOptions } from '@/lib/trip-form-options';
import { formatTripDates } from '@/features/trips/utils/dates';
import { daysLabel } from '@/features/trips/utils/trip-labels';
import type { SavedTripCardFragment } from '@/gql/graphql';
import { formatMoney } from '@/lib/money';

interface TripFactListProps extends Omit<SimpleGridProps, 'as'> {
  trip: SavedTripCardFragment;
  options: TripFormOptions | undefined;
}

/** The Trip Summary's facts (spec §2): on the trip page and on paper. The longer ones take a whole row. */
export function TripFactList({ trip, options, ...gridProps }: TripFactListProps) {
  const facts = [
    {
      label: 'Destination',
      value: [countryName(options, trip.destinationCountry), ...trip.cities].join(' · '),
      wide: true,
    },
    { label: 'Dates', value: formatTripDates(trip.startDate, trip.duration), wide: true },
    { label: 'Duration', value: daysLabel(trip.duration) },
    { label: 'Budget', value: formatMoney(trip.budget, trip.currency) },
    { label: 'Origin', value: airportLabel(options, trip.originAirport) },
  ];

  return (
    <SimpleGrid as="dl" {...gridProps}>
      {facts.map((fact) => (
        <Box key={fact.label} gridColumn={fact.wide ? '1 / -1' : undefined}>
          <Box as="dt" textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {fact.label}
          </Box>
          <Box as="dd" fontWeight="medium">
            {fact.value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

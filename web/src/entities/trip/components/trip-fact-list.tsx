import { Box } from '@chakra-ui/react/box';
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';
import { useTranslation } from 'react-i18next';

import { OverBudgetNote } from '@/entities/trip/components/over-budget-note';
import { airportLabel, countryName, type TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { formatTripDates } from '@/entities/trip/utils/trip-dates';
import { daysLabel } from '@/entities/trip/utils/trip-labels';
import type { SavedTripCardFragment } from '@/gql/graphql';
import { usePesoMoney } from '@/lib/peso-rates';

/** The facts a trip card, the trip page and a shared trip (which has no id or version) all have. */
export type TripFacts = Omit<SavedTripCardFragment, 'id' | 'version' | 'memberCount'>;

interface TripFactListProps extends Omit<SimpleGridProps, 'as'> {
  trip: TripFacts;
  options: TripFormOptions | undefined;
}

/** The Trip Summary's facts (docs/product/trips.md): on the trip page and on paper. The longer ones take a whole row. */
export function TripFactList({ trip, options, ...gridProps }: TripFactListProps) {
  const { t } = useTranslation('trips');
  const { money } = usePesoMoney(trip.currency);
  const facts = [
    {
      label: t('summary.destination'),
      value: [countryName(options, trip.destinationCountry), ...trip.cities].join(' · '),
      wide: true,
    },
    { label: t('summary.dates'), value: formatTripDates(trip.startDate, trip.duration), wide: true },
    { label: t('summary.duration'), value: daysLabel(trip.duration) },
    {
      label: t('summary.budget'),
      value: money(trip.budget),
      note: (
        <OverBudgetNote
          budget={trip.budget}
          budgetCurrency={trip.currency}
          total={trip.savedItinerary.totalBudget}
          totalCurrency={trip.savedItinerary.currency}
          fontWeight="normal"
          mt="1"
        />
      ),
      // The note needs the whole row.
      wide: trip.savedItinerary.currency === trip.currency && trip.savedItinerary.totalBudget > trip.budget,
    },
    { label: t('summary.origin'), value: airportLabel(options, trip.originAirport) },
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
            {'note' in fact && fact.note}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Link as RouterLink } from 'react-router';

import { airportLabel, countryName, type TripFormOptions } from '@/lib/trip-form-options';
import { Icon, type IconName } from '@/features/trips/components/icon';
import { formatTripDates } from '@/features/trips/utils/dates';
import { daysLabel, statusLabels } from '@/features/trips/utils/trip-labels';
import type { SavedTripCardFragment, TripStatus } from '@/gql/graphql';
import { formatMoney } from '@/lib/money';

const statusPalettes: Record<TripStatus, string> = { upcoming: 'brand', past: 'gray', canceled: 'red' };

const bookingLinks: { to: string; label: string; icon: IconName }[] = [
  { to: '/book-activity', label: 'Book Activities', icon: 'compass' },
  { to: '/book-hotels', label: 'Book Hotel', icon: 'suitcase' },
  { to: '/find-flight', label: 'Find Flights', icon: 'plane' },
];

/** Spec §2: the trip's status, facts and booking buttons, beside the itinerary on wide screens. */
export function TripSummaryCard({
  trip,
  options,
}: {
  trip: SavedTripCardFragment;
  options: TripFormOptions | undefined;
}) {
  const facts = [
    // Two columns on phones; the longer facts take a whole row.
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
    <Card.Root as="section" aria-labelledby="trip-summary-heading" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="trip-summary-heading">
            Trip Summary
          </Heading>
          <Badge colorPalette={statusPalettes[trip.status]} variant="subtle" size="md">
            {statusLabels[trip.status]}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 2, lg: 1 }} gap="3">
          {facts.map((fact) => (
            <Box key={fact.label} gridColumn={fact.wide ? { base: 'span 2', lg: 'auto' } : undefined}>
              <Box as="dt" textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {fact.label}
              </Box>
              <Box as="dd" fontWeight="medium">
                {fact.value}
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {bookingLinks.map((link, index) => (
          <Button key={link.to} asChild variant={index === 0 ? 'solid' : 'outline'}>
            <RouterLink to={link.to}>
              <Icon name={link.icon} />
              {link.label}
            </RouterLink>
          </Button>
        ))}
      </Card.Footer>
    </Card.Root>
  );
}

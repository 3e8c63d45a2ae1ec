import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { tripBookingQuery } from '@/entities/trip/utils/trip-search';
import type { TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { Icon, type IconName } from '@/components/ui/icon';
import { TripFactList, type TripFacts } from '@/entities/trip/components/trip-fact-list';
import type { TripStatus } from '@/gql/graphql';

const statusPalettes: Record<TripStatus, string> = { upcoming: 'brand', past: 'gray', canceled: 'red' };

// `name`: the button's text in the trips catalogue (summary.<name>).
const bookingLinks = [
  { to: '/book-activity', name: 'bookActivities', icon: 'compass' },
  { to: '/book-hotels', name: 'bookHotel', icon: 'suitcase' },
  { to: '/find-flight', name: 'findFlights', icon: 'plane' },
] as const satisfies readonly { to: string; name: string; icon: IconName }[];

/** docs/product/trips.md: the trip's status, facts and booking buttons, beside the itinerary on wide screens. */
export function TripSummaryCard({ trip, options }: { trip: TripFacts; options: TripFormOptions | undefined }) {
  const { t } = useTranslation('trips');
  // The booking pages search for this trip's destination, dates and origin.
  const bookingQuery = tripBookingQuery(trip, options);

  return (
    <Card.Root as="section" aria-labelledby="trip-summary-heading" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="trip-summary-heading">
            {t('summary.title')}
          </Heading>
          <Badge colorPalette={statusPalettes[trip.status]} variant="subtle" size="md">
            {t(`status.${trip.status}`)}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <TripFactList trip={trip} options={options} columns={{ base: 2, lg: 1 }} gap="3" />
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {bookingLinks.map((link, index) => (
          <Button key={link.to} asChild variant={index === 0 ? 'solid' : 'outline'}>
            <RouterLink to={`${link.to}${bookingQuery}`}>
              <Icon name={link.icon} />
              {t(`summary.${link.name}`)}
            </RouterLink>
          </Button>
        ))}
      </Card.Footer>
    </Card.Root>
  );
}

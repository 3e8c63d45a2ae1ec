import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PesoEquivalent } from '@/components/ui/peso-rate-note';
import { countryName, type TripFormOptions } from '@/entities/trip/api/trip-form-options';
import { EditTripDialog } from '@/features/trips/components/edit-trip-dialog';
import { Icon, type IconName } from '@/components/ui/icon';
import { ItineraryTypeBadge } from '@/entities/trip/components/itinerary-type-badge';
import { TripActionsMenu } from '@/features/trips/components/trip-actions-menu';
import { TripCover } from '@/features/trips/components/trip-cover';
import { formatStartDate } from '@/entities/trip/utils/trip-dates';
import { daysLabel, travelGroupLabel } from '@/entities/trip/utils/trip-labels';
import type { SavedTripCardFragment, TripPart } from '@/gql/graphql';
import { formatMoney } from '@/lib/money';

function Fact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <Flex as="li" align="center" gap="2">
      <Icon name={icon} />
      {children}
    </Flex>
  );
}

interface TripCardProps {
  trip: SavedTripCardFragment;
  options: TripFormOptions | undefined;
  /**
   * The user's part in someone else's trip ("Shared with me", docs/product/travel-together.md): a role
   * badge and its status, and only the actions the role allows. The user's own trips leave it out.
   */
  part?: TripPart;
}

/** The trip card (docs/product/trips.md): picture, type badge, date, length, travel group, total, View Details and the actions menu. */
export function TripCard({ trip, options, part = 'owner' }: TripCardProps) {
  const { t } = useTranslation('trips');
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const name = countryName(options, trip.destinationCountry);
  const itinerary = trip.savedItinerary;

  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden" h="full">
      <Box position="relative">
        <TripCover code={trip.destinationCountry} name={name} />
        <ItineraryTypeBadge type={trip.savedType} position="absolute" bottom="3" insetStart="4" />
        {part !== 'owner' && (
          <Flex position="absolute" top="3" insetEnd="3" gap="2">
            {trip.status !== 'upcoming' && (
              <Badge variant="solid" colorPalette="gray">
                {t(`status.${trip.status}`)}
              </Badge>
            )}
            <Badge variant="solid" colorPalette={part === 'editor' ? 'sunset' : 'gray'}>
              {t(`members.roles.${part}`)}
            </Badge>
          </Flex>
        )}
      </Box>
      <Card.Body gap="3" p="5">
        <Flex justify="space-between" align="start" gap="2">
          <Box minW="0">
            <Heading as="h2" size="lg" id={headingId} truncate>
              {name}
            </Heading>
            {trip.cities.length > 0 && (
              <Text textStyle="sm" color="fg.muted" truncate>
                {trip.cities.join(', ')}
              </Text>
            )}
          </Box>
          <TripActionsMenu
            tripId={trip.id}
            status={trip.status}
            tripName={name}
            onEdit={() => setEditing(true)}
            buttonRef={menuButton}
            part={part}
          />
        </Flex>
        <Stack as="ul" gap="1.5" textStyle="sm" color="fg.muted">
          <Fact icon="calendar">{formatStartDate(trip.startDate)}</Fact>
          <Fact icon="clock">{daysLabel(trip.duration)}</Fact>
          <Fact icon="users">{travelGroupLabel(trip.memberCount)}</Fact>
        </Stack>
        <Box>
          <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {t('card.totalBudget')}
          </Text>
          <Text textStyle="xl" fontWeight="bold" color="brand.fg">
            {formatMoney(itinerary.totalBudget, itinerary.currency)}
          </Text>
          <PesoEquivalent amount={itinerary.totalBudget} currency={itinerary.currency} />
        </Box>
      </Card.Body>
      <Card.Footer p="5" pt="0" mt="auto">
        <Button asChild variant="outline" w="full">
          <RouterLink to={`/trips/${trip.id}`}>{t('card.viewDetails')}</RouterLink>
        </Button>
      </Card.Footer>
      {part !== 'viewer' && (
        <EditTripDialog trip={trip} open={editing} onOpenChange={setEditing} finalFocusEl={() => menuButton.current} />
      )}
    </Card.Root>
  );
}

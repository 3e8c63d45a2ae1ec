import { Container } from '@chakra-ui/react/container';

import { TripTabs } from '@/features/trips/components/trip-tabs';
import { TripsPageHeader } from '@/features/trips/components/trips-page-header';

/** /my-trips (spec §2): protected; the trips by status in card grids, and Create New Trip. */
export function MyTripsRoute() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <title>My Trips · Lakbay</title>
      <TripsPageHeader title="My Trips">
        Your saved itineraries: plan what&apos;s next, look back on where you&apos;ve been.
      </TripsPageHeader>
      <TripTabs columns={{ base: 1, md: 2, lg: 3 }} />
    </Container>
  );
}

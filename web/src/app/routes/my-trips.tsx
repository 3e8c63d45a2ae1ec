import { Container } from '@chakra-ui/react/container';
import { useTranslation } from 'react-i18next';

import { TripTabs } from '@/features/trips/components/trip-tabs';
import { TripsPageHeader } from '@/features/trips/components/trips-page-header';

/**
 * /my-trips (docs/product/trips.md): protected; the trips by status in card grids, and Create New Trip;
 * trips others shared with the user in their own tab (docs/product/travel-together.md).
 */
export function MyTripsRoute() {
  const { t } = useTranslation('pages');
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <title>{t('myTrips.pageTitle')}</title>
      <TripsPageHeader title={t('myTrips.title')}>{t('myTrips.intro')}</TripsPageHeader>
      <TripTabs columns={{ base: 1, md: 2, lg: 3 }} withShared />
    </Container>
  );
}

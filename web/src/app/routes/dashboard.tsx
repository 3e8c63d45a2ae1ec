import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '@/hooks/use-current-user';
import { NextTripReadiness } from '@/features/readiness/components/next-trip-readiness';
import { DashboardSidebar } from '@/features/trips/components/dashboard-sidebar';
import { NextTripCountdown, useNextTrip } from '@/features/trips/components/next-trip-countdown';
import { TripTabs } from '@/features/trips/components/trip-tabs';
import { TripsPageHeader } from '@/features/trips/components/trips-page-header';

/** /dashboard (docs/product/screens.md): protected; shortcuts, a welcome, Create New Trip and the trips by status. */
export function DashboardRoute() {
  const { t } = useTranslation('pages');
  const { user } = useCurrentUser();
  const next = useNextTrip();

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <title>{t('dashboard.pageTitle')}</title>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }} gap={{ md: '8', lg: '10' }}>
        <DashboardSidebar />
        <Box>
          <TripsPageHeader title={t('dashboard.title')}>
            {/* The protected route renders this page only with a user. */}
            {t('dashboard.welcome', { name: user?.fullName || user?.username })}
            <NextTripCountdown />
          </TripsPageHeader>
          <NextTripReadiness trip={next?.trip} />
          <TripTabs columns={{ base: 1, lg: 2, xl: 3 }} />
        </Box>
      </Grid>
    </Container>
  );
}

import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Link } from '@chakra-ui/react/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { QueryError, QueryState } from '@/components/ui/query-state';
import { Icon } from '@/components/ui/icon';

function BackLink() {
  const { t } = useTranslation('trips');
  return (
    <Link asChild color="brand.fg" fontWeight="medium" mb={{ base: '4', md: '6' }}>
      <RouterLink to="/my-trips">
        <Icon name="arrowLeft" />
        {t('trip.backToMyTrips')}
      </RouterLink>
    </Link>
  );
}

/** A trip's page: the way back to My Trips above it. */
export function TripPage({ children }: { children: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <BackLink />
      {children}
    </Container>
  );
}

/** docs/product/trips.md: what /trips/{id} and its print page show when the trip cannot be read (missing, someone else's, or a failure). */
function Unreadable({ children }: { children: ReactNode }) {
  const { t } = useTranslation('trips');
  return (
    <>
      <title>{t('trip.notFoundTitle')}</title>
      <Box maxW="3xl">{children}</Box>
    </>
  );
}

/** The trip page of an address that names no trip. */
export function TripLoadError() {
  const { t } = useTranslation('trips');
  return (
    <TripPage>
      <Unreadable>
        <QueryError title={t('trip.loadErrorTitle')} text={t('trip.loadErrorText')} />
      </Unreadable>
    </TripPage>
  );
}

interface TripQueryStateProps<T> {
  trip: T | null | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  children: (trip: T) => ReactNode;
}

/** The trip query's loading and error states on the trip's pages (the page and its print). */
export function TripQueryState<T>({ trip, loading, error, refetch, children }: TripQueryStateProps<T>) {
  const { t } = useTranslation('trips');
  return (
    <QueryState
      data={trip}
      loading={loading}
      error={error}
      errorTitle={t('trip.loadErrorTitle')}
      errorText={t('trip.loadErrorText')}
      onRetry={() => void refetch()}
      frame={(view) => <TripPage>{loading ? view : <Unreadable>{view}</Unreadable>}</TripPage>}
    >
      {children}
    </QueryState>
  );
}

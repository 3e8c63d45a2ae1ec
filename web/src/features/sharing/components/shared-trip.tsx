import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';
import { QueryState } from '@/components/ui/query-state';
import { useSharedTrip } from '@/features/sharing/api/shared-trip';
import { Icon } from '@/components/ui/icon';
import { TripContent, TripHeading } from '@/entities/trip/components/trip-content';
import { readFailure } from '@/lib/failure';
import { countryName, useTripFormOptions } from '@/entities/trip/api/trip-form-options';
import type { SharedTripQuery } from '@/gql/graphql';

/** Why a visitor reached this page: to see someone's plan, and perhaps to plan their own. */
function PlanYourOwn() {
  const { t } = useTranslation('share');
  return (
    <Card.Root as="section" aria-labelledby="plan-your-own-heading" variant="subtle" mt="10">
      <Card.Body gap="3" alignItems={{ base: 'stretch', sm: 'start' }}>
        <Heading as="h2" size="lg" id="plan-your-own-heading">
          {t('page.ctaTitle')}
        </Heading>
        <Text color="fg.muted">{t('page.ctaText')}</Text>
        <Button asChild>
          <RouterLink to="/generate-trip">
            <Icon name="sparkles" />
            {t('page.ctaButton')}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The page of a link that shows no trip: why (inactive, or a failure), and the invitation to plan one's own. */
function Unavailable({ children }: { children: ReactNode }) {
  const { t } = useTranslation('share');
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageMeta title={t('page.unavailableTitle')} description={t('page.inactiveText')} noindex />
      {children}
      <PlanYourOwn />
    </Container>
  );
}

/** A revoked, mistyped or forged link all read the same (the API does not say which). */
function Inactive() {
  const { t } = useTranslation('share');
  return (
    <Alert.Root status="info" borderRadius="l3" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('page.inactiveHeading')}</Alert.Title>
        <Alert.Description>{t('page.inactiveText')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * /shared/{token}: a trip someone shared, read-only and for anyone with the
 * link — the trip page's heading, summary and Overview, Daily Itinerary and
 * Travel Tips tabs, without editing, status, deleting, printing or readiness.
 */
export function SharedTrip({ token }: { token: string }) {
  const { t } = useTranslation('share');
  const { trip, loading, error, refetch } = useSharedTrip(token);

  // No trip and no error (the null the server's answer left in the cache, see useSharedTrip), or the
  // API's NOT_FOUND: the link shows nothing any more. Any other failure offers another try.
  const inactive = !error || readFailure(error).code === 'NOT_FOUND';

  return (
    <QueryState
      data={trip}
      loading={loading}
      error={inactive ? undefined : error}
      errorTitle={t('page.loadFailedHeading')}
      onRetry={() => void refetch()}
      empty={<Inactive />}
      frame={(view) => (loading ? view : <Unavailable>{view}</Unavailable>)}
    >
      {(trip) => <SharedTripContent trip={trip} />}
    </QueryState>
  );
}

/** The shared trip itself, read-only. */
function SharedTripContent({ trip }: { trip: NonNullable<SharedTripQuery['sharedTrip']> }) {
  const { t } = useTranslation('share');
  const { options } = useTripFormOptions();
  const name = countryName(options, trip.destinationCountry);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageMeta
        title={t('page.title', { name })}
        description={t('page.description', { name, days: trip.duration })}
        noindex
      />
      <Alert.Root status="info" borderRadius="l2" mb={{ base: '4', md: '6' }}>
        <Alert.Indicator />
        <Alert.Title>{t('page.readOnly')}</Alert.Title>
      </Alert.Root>
      <TripContent
        trip={trip}
        options={options}
        header={<TripHeading name={name} trip={trip} />}
        canceledNotice={t('page.canceled')}
      />
      <PlanYourOwn />
    </Container>
  );
}

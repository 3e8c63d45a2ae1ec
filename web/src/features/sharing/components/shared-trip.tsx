import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSharedTrip } from '@/features/sharing/api/shared-trip';
import { Icon } from '@/components/ui/icon';
import { TripContent, TripHeading } from '@/entities/trip/components/trip-content';
import { readFailure } from '@/lib/failure';
import { countryName, useTripFormOptions } from '@/entities/trip/api/trip-form-options';

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

/** A revoked, mistyped or forged link all read the same (the API does not say which); a failure offers a retry. */
function Unavailable({ inactive, onRetry }: { inactive: boolean; onRetry: () => void }) {
  const { t } = useTranslation('share');
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageMeta title={t('page.unavailableTitle')} description={t('page.inactiveText')} noindex />
      <Alert.Root status={inactive ? 'info' : 'error'} borderRadius="l3" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{inactive ? t('page.inactiveHeading') : t('page.loadFailedHeading')}</Alert.Title>
          <Alert.Description>{inactive ? t('page.inactiveText') : t('page.loadFailedText')}</Alert.Description>
          {!inactive && (
            <Button size="sm" variant="outline" mt="3" alignSelf="start" onClick={onRetry}>
              {t('page.retry')}
            </Button>
          )}
        </Alert.Content>
      </Alert.Root>
      <PlanYourOwn />
    </Container>
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
  const { options } = useTripFormOptions();

  if (loading && !trip) return <PageSpinner />;
  // No trip and no error: the null the server's answer left in the cache (see useSharedTrip).
  const inactive = !error || readFailure(error).code === 'NOT_FOUND';
  if (!trip) return <Unavailable inactive={inactive} onRetry={() => void refetch()} />;

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

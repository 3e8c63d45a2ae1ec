import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '@/hooks/use-current-user';
import { TripGenerator } from '@/features/trip-generation/components/trip-generator';
import { PENDING_TRIP_FORM_STATE, takePendingTripForm } from '@/entities/trip/utils/pending-trip-form';

/** The values /auth or the landing form handed over in the navigation state, if any. */
const handedOver = (state: unknown): unknown =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[PENDING_TRIP_FORM_STATE] : undefined;

/**
 * /generate-trip (docs/product/trip-planning.md): protected by the router. The form starts from
 * values handed over by the landing form or by /auth after sign-in, or else
 * from values still in session storage; either way they are used once.
 */
export function GenerateTripRoute() {
  const { t } = useTranslation('pages');
  const { user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = handedOver(location.state);
  const [savedValues] = useState(() => fromState ?? takePendingTripForm());

  // Used: dropped from the history entry, so coming back later starts afresh.
  useEffect(() => {
    if (fromState !== undefined) void navigate(location.pathname, { replace: true, state: null });
  }, [fromState, location.pathname, navigate]);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <title>{t('generateTrip.pageTitle')}</title>
      <Stack gap={{ base: '5', md: '8' }}>
        <Stack gap="2">
          <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
            <RouterLink to={user ? '/dashboard' : '/'}>
              <span aria-hidden="true">←</span>{' '}
              {user ? t('generateTrip.backToDashboard') : t('generateTrip.backToHome')}
            </RouterLink>
          </Link>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('generateTrip.title')}
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            {t('generateTrip.intro')}
          </Text>
        </Stack>
        <TripGenerator savedValues={savedValues} />
      </Stack>
    </Container>
  );
}

import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { FormLoading } from '@/features/trip-generation/components/form-loading';

// The fields, their choices and the sign-in hand-off load after the landing
// page has painted: the section sits below the fold, and the landing route
// stays as light as it was without it.
const LandingTripFields = lazy(() =>
  import('@/features/trip-generation/components/landing-trip-fields').then((module) => ({
    default: module.LandingTripFields,
  })),
);

/**
 * Landing section 3 (spec §2): the short trip form. Signed in, it opens
 * /generate-trip with the values filled in; signed out, it keeps them and asks
 * the visitor to sign in first (spec §4 "Anonymous generation").
 */
export function LandingTripForm({ signedIn, titleId }: { signedIn: boolean; titleId: string }) {
  const { t } = useTranslation('generation');
  return (
    <Stack gap="8">
      <Stack gap="3" textAlign="center" maxW="2xl" mx="auto">
        <Heading as="h2" id={titleId} size="3xl">
          {t('landing.heading')}
        </Heading>
        <Text color="fg.muted">{t('landing.intro')}</Text>
      </Stack>
      <Card.Root maxW="4xl" w="full" mx="auto">
        <Card.Body p={{ base: '4', md: '8' }}>
          <Suspense fallback={<FormLoading />}>
            <LandingTripFields signedIn={signedIn} />
          </Suspense>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { LandingTripFields } from '@/features/trip-generation/components/landing-trip-fields';

/**
 * Landing section 3 (docs/product/trip-planning.md): the short trip form. Signed in, it opens
 * /generate-trip with the values filled in; signed out, it keeps them and asks
 * the visitor to sign in first (docs/product/trip-planning.md).
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
          <LandingTripFields signedIn={signedIn} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

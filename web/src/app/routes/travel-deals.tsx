import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

import { PageMeta } from '@/components/seo/page-meta';
import { DealsTabs } from '@/features/deals/components/deals-tabs';
import { NewsletterSignup } from '@/features/deals/components/newsletter-signup';

/** /travel-deals (docs/product/deals-and-quotes.md): public. The deals are sample data, and the page says so. */
export function TravelDealsRoute() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageMeta title={t('travelDeals.pageTitle')} description={t('travelDeals.intro')} />
      <Box bgGradient="to-br" gradientFrom="sunset.900" gradientTo="sunset.700" color="white">
        <Container maxW="6xl" py={{ base: '10', md: '14' }}>
          <Badge bg="whiteAlpha.300" color="white" size="lg" mb="3">
            {t('travelDeals.badge')}
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {t('travelDeals.title')}
          </Heading>
          <Text mt="3" textStyle="lg" maxW="2xl">
            {t('travelDeals.intro')}
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <Box>
            <Text mb="6" color="fg.muted" textStyle="sm">
              {t('travelDeals.disclaimer')}
            </Text>
            <DealsTabs />
          </Box>
          <NewsletterSignup />
        </Stack>
      </Container>
    </>
  );
}

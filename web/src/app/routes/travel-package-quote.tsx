import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageMeta } from '@/components/seo/page-meta';
import { ContactForm } from '@/features/contact/components/contact-form';
import { QuoteInfo } from '@/features/contact/components/quote-info';
import { SampleTestimonials } from '@/features/contact/components/sample-testimonials';

/** /travel-package-quote (docs/product/deals-and-quotes.md): public. `?details=` prefills the trip details (View Deal, booking pages). */
export function TravelPackageQuoteRoute() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const details = (searchParams.get('details') ?? '').slice(0, 500);

  return (
    <>
      <PageMeta title={t('quote.pageTitle')} description={t('quote.intro')} />
      <Box bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.600" color="white">
        <Container maxW="6xl" py={{ base: '10', md: '14' }}>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {t('quote.title')}
          </Heading>
          <Text mt="3" textStyle="lg" color="brand.50" maxW="2xl">
            {t('quote.intro')}
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8">
            <Card.Root as="section" aria-labelledby="quote-form-title">
              <Card.Body gap="5" p={{ base: '5', md: '8' }}>
                <Heading as="h2" id="quote-form-title" size="xl">
                  {t('quote.yourTrip')}
                </Heading>
                <ContactForm key={details} variant="quote" initialDetails={details} />
              </Card.Body>
            </Card.Root>
            <QuoteInfo />
          </Grid>
          <SampleTestimonials />
        </Stack>
      </Container>
    </>
  );
}

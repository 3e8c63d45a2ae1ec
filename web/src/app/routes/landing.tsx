import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';
import { useCurrentUser } from '@/hooks/use-current-user';
import { TrustedPartners } from '@/features/booking/components/trusted-partners';
import { ContactSection } from '@/features/contact/components/contact-section';
import { SampleItineraries } from '@/features/landing/components/sample-itineraries';
import { UpcomingAdventures } from '@/features/trips/components/upcoming-adventures';
import { LandingTripForm } from '@/features/trip-generation/components/landing-trip-form';
import { LANGUAGES } from '@/lib/i18n';
import { pageUrl } from '@/lib/site';

// Keys into the landing catalogue's howItWorks and essentials.
const howItWorks = ['generation', 'visa', 'localSecrets'] as const;

const essentials = [
  { key: 'visa', to: '/visa-help' },
  { key: 'deals', to: '/travel-deals' },
  { key: 'localSecrets', to: '/local-secrets' },
] as const;

const sectionPadding = { base: '14', md: '20' };

/** Static sample from the marketing copy, not a real trip. */
function SampleTrip() {
  const { t } = useTranslation('landing');
  return (
    <Card.Root as="aside" aria-label={t('sampleTrip.label')} overflow="hidden" maxW="md" w="full" mx="auto">
      <Box bgGradient="to-br" gradientFrom="sunset.700" gradientTo="sunset.900" color="white" p="6">
        <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
          {t('sampleTrip.eyebrow')}
        </Text>
        <Text textStyle="3xl" fontWeight="bold">
          {t('sampleTrip.destination')}
        </Text>
        <Text>{t('sampleTrip.tagline')}</Text>
      </Box>
      <Card.Body>
        <Box as="dl" display="grid" gridTemplateColumns="1fr 1fr" gap="4">
          <div>
            <Text as="dt" textStyle="sm" color="fg.muted">
              {t('sampleTrip.budget')}
            </Text>
            <Text as="dd" textStyle="xl" fontWeight="semibold">
              ₱45,000
            </Text>
          </div>
          <div>
            <Text as="dt" textStyle="sm" color="fg.muted">
              {t('sampleTrip.duration')}
            </Text>
            <Text as="dd" textStyle="xl" fontWeight="semibold">
              {t('sampleTrip.days')}
            </Text>
          </div>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function LandingRoute() {
  const { t } = useTranslation('landing');
  const howItWorksRef = useRef<HTMLElement>(null);
  const { user } = useCurrentUser();

  // Focus follows the scroll so keyboard and screen-reader users land on the section too.
  const showHowItWorks = () => {
    howItWorksRef.current?.scrollIntoView({ block: 'start' });
    howItWorksRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        structuredData={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Lakbay',
          url: pageUrl('/'),
          description: t('meta.description'),
          inLanguage: [...LANGUAGES],
        }}
      />
      <Box
        as="section"
        aria-labelledby="hero-title"
        bgGradient="to-br"
        gradientFrom="brand.900"
        gradientTo="brand.600"
        color="white"
      >
        <Container maxW="6xl" py={sectionPadding}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10" alignItems="center">
            <Stack gap="6">
              <Text textStyle="sm" fontWeight="semibold" color="sunset.200">
                {t('hero.eyebrow')}
              </Text>
              <Heading as="h1" id="hero-title" size={{ base: '4xl', md: '5xl' }}>
                {t('hero.title')}
              </Heading>
              <Text textStyle="lg" color="brand.50">
                {t('hero.text')}
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button asChild size="lg" colorPalette="sunset">
                  <RouterLink to="/generate-trip">{t('hero.generateTrip')}</RouterLink>
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  color="white"
                  borderColor="brand.200"
                  _hover={{ bg: 'brand.800' }}
                  onClick={showHowItWorks}
                >
                  {t('hero.howItWorks')}
                </Button>
              </Flex>
            </Stack>
            <SampleTrip />
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        as="section"
        ref={howItWorksRef}
        id="how-it-works"
        aria-labelledby="how-it-works-title"
        tabIndex={-1}
        outline="none"
        scrollMarginTop="16"
        py={sectionPadding}
      >
        <Container maxW="6xl">
          <Heading as="h2" id="how-it-works-title" size="3xl" textAlign="center">
            {t('howItWorks.title')}
          </Heading>
          <Text mt="3" mb="10" textAlign="center" color="fg.muted">
            {t('howItWorks.intro')}
          </Text>
          <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6">
            {howItWorks.map((key, index) => (
              <Card.Root as="li" key={key}>
                <Card.Body gap="3">
                  <Flex
                    aria-hidden="true"
                    boxSize="10"
                    rounded="full"
                    align="center"
                    justify="center"
                    bg="brand.subtle"
                    color="brand.fg"
                    fontWeight="bold"
                  >
                    {index + 1}
                  </Flex>
                  <Heading as="h3" size="lg">
                    {t(`howItWorks.${key}.title`)}
                  </Heading>
                  <Text color="fg.muted">{t(`howItWorks.${key}.text`)}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="dream-trip-title" bg="bg.subtle" py={sectionPadding}>
        <Container maxW="6xl">
          <LandingTripForm titleId="dream-trip-title" signedIn={Boolean(user)} />
        </Container>
      </Box>

      <SampleItineraries />

      {user && <UpcomingAdventures />}

      <Box as="section" aria-labelledby="essentials-title" bg="sunset.50" py={sectionPadding}>
        <Container maxW="6xl">
          <Heading as="h2" id="essentials-title" size="3xl" textAlign="center" mb="10">
            {t('essentials.title')}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6">
            {essentials.map(({ key, to }) => (
              <Card.Root as="li" key={to}>
                <Card.Body gap="3">
                  <Heading as="h3" size="lg">
                    {t(`essentials.${key}.title`)}
                  </Heading>
                  {key === 'deals' && (
                    <Badge colorPalette="sunset" variant="solid" size="lg" alignSelf="start">
                      {t('essentials.deals.banner')}
                    </Badge>
                  )}
                  <Text color="fg.muted">{t(`essentials.${key}.text`)}</Text>
                </Card.Body>
                <Card.Footer>
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to={to}>
                      {t(`essentials.${key}.action`)} <span aria-hidden="true">→</span>
                    </RouterLink>
                  </Link>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <ContactSection />
      <TrustedPartners />
    </>
  );
}

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
import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

import { useCurrentUser } from '@/features/auth/api/current-user';
import { TrustedPartners } from '@/features/booking/components/trusted-partners';
import { ContactSection } from '@/features/contact/components/contact-section';
import { SampleItineraries } from '@/features/landing/components/sample-itineraries';
import { LandingTripForm } from '@/features/trip-generation/components/landing-trip-form';

const howItWorks = [
  {
    title: 'AI Trip Generation',
    text: 'Tell us your origin, destination, month, budget and interests. Our AI plans two itineraries: one Budget-Focused, one Experience-Focused.',
  },
  {
    title: 'Visa Assistance',
    text: 'See what a Filipino passport needs for your destination: documents, processing time and fees.',
  },
  {
    title: 'Local Secrets',
    text: 'Find hidden gems and insider tips from locals, close to where you are.',
  },
];

const essentials = [
  {
    title: 'Visa Requirements',
    text: 'Check entry rules for Filipino travelers before you book.',
    to: '/visa-help',
    action: 'Check requirements',
  },
  {
    title: 'Travel Deals',
    text: 'Discounted flights, hotels and packages picked for Filipino travelers.',
    to: '/travel-deals',
    action: 'View current deals',
    banner: 'Save up to 40% on hotels',
  },
  {
    title: 'Local Secrets',
    text: 'Cafés, food spots and views that only locals know about.',
    to: '/local-secrets',
    action: 'Explore nearby',
  },
];

const sectionPadding = { base: '14', md: '20' };

// Signed-in users only: its own chunk (tabs, the trips query), so visitors never download it.
const UpcomingAdventures = lazy(() =>
  import('@/features/landing/components/upcoming-adventures').then((module) => ({
    default: module.UpcomingAdventures,
  })),
);

/** Static sample from the marketing copy, not a real trip. */
function SampleTrip() {
  return (
    <Card.Root as="aside" aria-label="Sample trip" overflow="hidden" maxW="md" w="full" mx="auto">
      <Box bgGradient="to-br" gradientFrom="sunset.700" gradientTo="sunset.900" color="white" p="6">
        <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
          Sample destination
        </Text>
        <Text textStyle="3xl" fontWeight="bold">
          Tokyo, Japan
        </Text>
        <Text>Cherry blossoms, ramen alleys and temple mornings</Text>
      </Box>
      <Card.Body>
        <Box as="dl" display="grid" gridTemplateColumns="1fr 1fr" gap="4">
          <div>
            <Text as="dt" textStyle="sm" color="fg.muted">
              Budget
            </Text>
            <Text as="dd" textStyle="xl" fontWeight="semibold">
              ₱45,000
            </Text>
          </div>
          <div>
            <Text as="dt" textStyle="sm" color="fg.muted">
              Duration
            </Text>
            <Text as="dd" textStyle="xl" fontWeight="semibold">
              5 days
            </Text>
          </div>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function LandingRoute() {
  const howItWorksRef = useRef<HTMLElement>(null);
  const { user } = useCurrentUser();

  // Focus follows the scroll so keyboard and screen-reader users land on the section too.
  const showHowItWorks = () => {
    howItWorksRef.current?.scrollIntoView({ block: 'start' });
    howItWorksRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
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
                Powered by generative AI
              </Text>
              <Heading as="h1" id="hero-title" size={{ base: '4xl', md: '5xl' }}>
                Your AI Travel Planner for Filipino Explorers
              </Heading>
              <Text textStyle="lg" color="brand.50">
                Personalized itineraries from your preferences, budget and dates, visa guidance for your Filipino
                passport, and the hidden gems locals love.
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button asChild size="lg" colorPalette="sunset">
                  <RouterLink to="/generate-trip">Generate Trip</RouterLink>
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  color="white"
                  borderColor="brand.200"
                  _hover={{ bg: 'brand.800' }}
                  onClick={showHowItWorks}
                >
                  How It Works
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
            How It Works
          </Heading>
          <Text mt="3" mb="10" textAlign="center" color="fg.muted">
            Everything you need to plan a trip abroad, in one place.
          </Text>
          <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6">
            {howItWorks.map(({ title, text }, index) => (
              <Card.Root as="li" key={title}>
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
                    {title}
                  </Heading>
                  <Text color="fg.muted">{text}</Text>
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

      {user && (
        <Suspense fallback={null}>
          <UpcomingAdventures />
        </Suspense>
      )}

      <Box as="section" aria-labelledby="essentials-title" bg="sunset.50" py={sectionPadding}>
        <Container maxW="6xl">
          <Heading as="h2" id="essentials-title" size="3xl" textAlign="center" mb="10">
            Essential Travel Information
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6">
            {essentials.map(({ title, text, to, action, banner }) => (
              <Card.Root as="li" key={to}>
                <Card.Body gap="3">
                  <Heading as="h3" size="lg">
                    {title}
                  </Heading>
                  {banner && (
                    <Badge colorPalette="sunset" variant="solid" size="lg" alignSelf="start">
                      {banner}
                    </Badge>
                  )}
                  <Text color="fg.muted">{text}</Text>
                </Card.Body>
                <Card.Footer>
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to={to}>
                      {action} <span aria-hidden="true">→</span>
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

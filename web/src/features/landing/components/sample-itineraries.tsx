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
import { Link as RouterLink } from 'react-router';

// Spec §2 point 4: two static samples of a 5-day Tokyo trip, one per itinerary
// type, at about 35,000 and 65,000 pesos. Illustrations of what the planner
// makes, not offers: their buttons lead to the real generator.
const SAMPLES = [
  {
    type: 'Budget-Focused',
    palette: 'brand',
    total: '~₱35,000',
    days: [
      'Arrive in Tokyo; evening walk around Asakusa and Senso-ji',
      'Meiji Shrine, Harajuku and the Shibuya Crossing',
      'Tsukiji Outer Market breakfast and the Imperial Palace East Gardens',
      'Day trip to Kawaguchiko for views of Mt Fuji',
      'Akihabara and last souvenirs, then the flight home',
    ],
  },
  {
    type: 'Experience-Focused',
    palette: 'sunset',
    total: '~₱65,000',
    days: [
      'Arrive in Tokyo; sunset over the city from the Tokyo Skytree',
      'A day at Tokyo Disney Resort',
      'Hakone: a night at a hot-spring inn by Lake Ashi',
      'Back to Tokyo for a sushi counter dinner in Ginza',
      'Shopping in Shinjuku, then the flight home',
    ],
  },
] as const;

/** Spec §2 point 4, "Your AI-Generated Itineraries": the two sample cards. */
export function SampleItineraries() {
  return (
    <Box as="section" aria-labelledby="sample-itineraries-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="sample-itineraries-title" size="3xl" textAlign="center">
          Your AI-Generated Itineraries
        </Heading>
        <Text mt="3" mb="10" textAlign="center" color="fg.muted">
          Every trip gets two plans. Here is a sample for 5 days in Tokyo.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {SAMPLES.map((sample) => (
            <Card.Root as="article" key={sample.type} aria-label={`Sample ${sample.type} itinerary`}>
              <Card.Header>
                <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                  <Badge colorPalette={sample.palette} variant="solid" size="lg">
                    {sample.type}
                  </Badge>
                  <Text textStyle="sm" color="fg.muted">
                    Sample · Tokyo, Japan · 5 days
                  </Text>
                </Flex>
                <Text textStyle="2xl" fontWeight="bold" mt="3">
                  {sample.total}
                </Text>
              </Card.Header>
              <Card.Body gap="4">
                <Stack as="ol" gap="2" textStyle="sm">
                  {sample.days.map((plan, index) => (
                    <Flex as="li" key={plan} gap="3">
                      <Text as="span" fontWeight="semibold" color={`${sample.palette}.fg`} flexShrink={0} w="12">
                        Day {index + 1}
                      </Text>
                      <span>{plan}</span>
                    </Flex>
                  ))}
                </Stack>
                <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
                  <RouterLink to="/generate-trip">
                    See full 5-day itinerary <span aria-hidden="true">→</span>
                  </RouterLink>
                </Link>
              </Card.Body>
              <Card.Footer gap="3" flexWrap="wrap">
                <Button asChild colorPalette={sample.palette}>
                  <RouterLink to="/generate-trip">Save Itinerary</RouterLink>
                </Button>
                <Button asChild variant="outline">
                  <RouterLink to="/generate-trip">Customize</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Text mt="6" textAlign="center" textStyle="sm" color="fg.muted">
          Samples to show what the planner makes. Generate your own trip to save or customize it.
        </Text>
      </Container>
    </Box>
  );
}

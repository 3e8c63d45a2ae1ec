import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

// What Lakbay's travel team does for a quote request; nothing here promises a price.
const BENEFITS = [
  'An itinerary built around your dates, budget and interests',
  'Flights, hotels, tours and transfers in one quote',
  'Visa guidance for your Philippine passport',
  'A reply from our travel team within 24 hours',
  'No payment needed to get a quote',
];

// Destinations from the trip planner's list (spec §9).
const DESTINATIONS = [
  { place: 'Tokyo, Osaka and Kyoto', country: 'Japan' },
  { place: 'Seoul and Busan', country: 'South Korea' },
  { place: 'Singapore', country: 'Singapore' },
  { place: 'Bangkok and Chiang Mai', country: 'Thailand' },
  { place: 'Hong Kong', country: 'Hong Kong' },
  { place: 'Paris', country: 'France' },
];

function Check() {
  return (
    <Flex
      aria-hidden="true"
      boxSize="5"
      flexShrink={0}
      mt="0.5"
      rounded="full"
      bg="brand.solid"
      color="white"
      align="center"
      justify="center"
      textStyle="xs"
      fontWeight="bold"
    >
      ✓
    </Flex>
  );
}

/** The quote page's side column (spec §2): benefits, popular destinations and the limited offer. */
export function QuoteInfo() {
  return (
    <Stack gap="6">
      <Box
        as="aside"
        aria-labelledby="limited-offer-title"
        p="5"
        borderRadius="l3"
        bg="sunset.subtle"
        borderWidth="1px"
        borderColor="sunset.emphasized"
      >
        <Text textStyle="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="sunset.fg">
          Limited offer
        </Text>
        <Heading as="h2" id="limited-offer-title" size="lg" mt="1">
          Free airport transfer
        </Heading>
        <Text mt="2">Book your package by December 31 and we add a complimentary airport transfer.</Text>
      </Box>

      <Card.Root as="section" aria-labelledby="benefits-title">
        <Card.Body gap="4">
          <Heading as="h2" id="benefits-title" size="lg">
            Why plan with us
          </Heading>
          <Stack as="ul" gap="3">
            {BENEFITS.map((benefit) => (
              <Flex as="li" key={benefit} gap="3" align="start">
                <Check />
                {benefit}
              </Flex>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="destinations-title">
        <Card.Body gap="4">
          <Heading as="h2" id="destinations-title" size="lg">
            Popular destinations
          </Heading>
          <Stack as="ul" gap="2">
            {DESTINATIONS.map(({ place, country }) => (
              <Flex as="li" key={place} justify="space-between" gap="3">
                <Text fontWeight="medium">{place}</Text>
                <Text color="fg.muted">{country}</Text>
              </Flex>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

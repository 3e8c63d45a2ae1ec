import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';

// Spec §2: three static testimonials. These are written examples, not reviews
// from real customers, and the section says so.
const TESTIMONIALS = [
  {
    name: 'Ana',
    trip: 'Family trip to Japan',
    quote: 'We sent our dates and budget, and the next day we had flights, hotels and a day-by-day plan for five.',
  },
  {
    name: 'Paolo',
    trip: 'Barkada trip to Seoul',
    quote: 'Six friends, six opinions. The itinerary had something for everyone and kept us within budget.',
  },
  {
    name: 'Grace',
    trip: 'Honeymoon in Singapore',
    quote: 'They sorted the hotel and airport transfer, so we only had to enjoy the trip.',
  },
];

export function SampleTestimonials() {
  return (
    <Box as="section" aria-labelledby="testimonials-title">
      <Heading as="h2" id="testimonials-title" size="2xl">
        What a quote can do for you
      </Heading>
      <Text mt="1" mb="6" color="fg.muted">
        Sample testimonials: illustrative examples of the trips we plan, not reviews from real customers.
      </Text>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map(({ name, trip, quote }) => (
          <Card.Root as="li" key={name}>
            <Card.Body as="figure" gap="4">
              <Text as="blockquote" textStyle="lg">
                “{quote}”
              </Text>
              <Text as="figcaption" color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {name}
                </Text>{' '}
                · {trip} (sample)
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

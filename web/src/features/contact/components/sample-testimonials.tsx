import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

// docs/product/deals-and-quotes.md: three static testimonials. These are written examples, not reviews
// from real customers, and the section says so. Texts: `contact:testimonials.<key>`.
const TESTIMONIALS = [
  { key: 'ana', name: 'Ana' },
  { key: 'paolo', name: 'Paolo' },
  { key: 'grace', name: 'Grace' },
] as const;

export function SampleTestimonials() {
  const { t } = useTranslation('contact');
  return (
    <Box as="section" aria-labelledby="testimonials-title">
      <Heading as="h2" id="testimonials-title" size="2xl">
        {t('testimonials.heading')}
      </Heading>
      <Text mt="1" mb="6" color="fg.muted">
        {t('testimonials.intro')}
      </Text>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map(({ key, name }) => (
          <Card.Root as="li" key={name}>
            <Card.Body as="figure" gap="4">
              <Text as="blockquote" textStyle="lg">
                “{t(`testimonials.${key}.quote`)}”
              </Text>
              <Text as="figcaption" color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {name}
                </Text>{' '}
                {t('testimonials.byline', { trip: t(`testimonials.${key}.trip`) })}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ContactForm } from '@/features/contact/components/contact-form';

/** The landing page's contact section (docs/product/deals-and-quotes.md): the quote form without the quote-only parts. */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <Box as="section" id="contact" aria-labelledby="contact-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '8', lg: '12' }}>
          <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
            <Heading as="h2" id="contact-title" size="3xl">
              {t('section.heading')}
            </Heading>
            <Text color="fg.muted" textStyle="lg">
              {t('section.intro')}
            </Text>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/travel-package-quote">
                {t('section.quoteLink')} <span aria-hidden="true">→</span>
              </RouterLink>
            </Link>
          </Stack>
          <Box gridColumn={{ lg: 'span 3' }} p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="l3" bg="bg">
            <ContactForm variant="home" />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

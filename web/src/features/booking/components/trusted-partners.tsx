import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

// docs/product/screens.md: two Philippine airlines, a budget Asian airline and three
// booking and hotel sites, as names (no third-party logos or requests). Kinds:
// `booking:partners.kinds`.
const PARTNERS = [
  { name: 'Philippine Airlines', kind: 'airline' },
  { name: 'Cebu Pacific', kind: 'airline' },
  { name: 'AirAsia', kind: 'airline' },
  { name: 'Agoda', kind: 'hotels' },
  { name: 'Booking.com', kind: 'hotels' },
  { name: 'Klook', kind: 'tours' },
] as const;

export function TrustedPartners() {
  const { t } = useTranslation('booking');
  return (
    <Box as="section" aria-labelledby="partners-title" bg="bg.muted" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="partners-title" size="xl" textAlign="center">
          {t('partners.heading')}
        </Heading>
        <Text mt="2" mb="8" textAlign="center" color="fg.muted">
          {t('partners.intro')}
        </Text>
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 6 }} gap="4">
          {PARTNERS.map(({ name, kind }) => (
            <Box as="li" key={name} textAlign="center" px="3" py="4" borderRadius="l2" bg="bg" borderWidth="1px">
              <Text fontWeight="bold" textStyle="md" color="fg">
                {name}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {t(`partners.kinds.${kind}`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { graphql } from '@/gql/gql';

const footerHealthQuery = graphql(`
  query FooterHealth {
    health {
      version
    }
  }
`);

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/generate-trip', label: 'Generate Trip' },
  { to: '/my-trips', label: 'My Trips' },
  { to: '/visa-help', label: 'Visa Help' },
  { to: '/travel-deals', label: 'Travel Deals' },
  { to: '/local-secrets', label: 'Local Secrets' },
];

// Spec: placeholders with no destination yet, so plain text rather than dead links.
const resources = [
  'Travel Guides',
  'Packing Tips',
  'Safety Information',
  'Currency Exchange',
  'Language Phrases',
  'Travel Insurance',
];
const legal = ['Terms of Service', 'Privacy Policy', 'Cookies'];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" size="sm" color="sunset.200" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The API's version; nothing while it loads or when the API is unreachable. */
function VersionLine() {
  const { data } = useQuery(footerHealthQuery);
  if (!data) return null;
  return <Text>Lakbay v{data.health.version}</Text>;
}

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <Box as="footer" bg="brand.900" color="brand.100" colorPalette="sunset" textStyle="sm">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <Box>
            <Text fontSize="xl" fontWeight="bold" color="white" mb="3">
              Lakbay
            </Text>
            <Text maxW="xs">
              AI trip planning for Filipino travelers: two itineraries for every trip, visa guidance for your passport
              and local secrets wherever you go.
            </Text>
          </Box>

          <FooterColumn title="Quick Links">
            <Stack as="ul" gap="2">
              {quickLinks.map(({ to, label }) => (
                <li key={to}>
                  <Link asChild color="brand.100" _hover={{ color: 'white' }}>
                    <RouterLink to={to}>{label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </FooterColumn>

          <FooterColumn title="Resources">
            <Stack as="ul" gap="2">
              {resources.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Stack>
          </FooterColumn>

          <FooterColumn title="Contact Us">
            <Stack as="address" gap="2" fontStyle="normal">
              <Text>
                Ayala Avenue, Makati Central Business District,
                <br />
                Makati City, Metro Manila 1226
              </Text>
              <Text>+63 2 8123 4567</Text>
              <Text>hello@lakbay.ph</Text>
            </Stack>
          </FooterColumn>
        </SimpleGrid>

        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="brand.700"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          justify="space-between"
        >
          <Text>© {year} Lakbay. All rights reserved.</Text>
          <Flex as="ul" gap="4" wrap="wrap">
            {legal.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Flex>
          <VersionLine />
        </Flex>
      </Container>
    </Box>
  );
}

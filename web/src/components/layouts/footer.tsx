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
import { useTranslation } from 'react-i18next';
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
  { to: '/', key: 'home' },
  { to: '/generate-trip', key: 'generateTrip' },
  { to: '/my-trips', key: 'myTrips' },
  { to: '/visa-help', key: 'visaHelp' },
  { to: '/travel-deals', key: 'travelDeals' },
  { to: '/local-secrets', key: 'localSecrets' },
] as const;

// Spec: placeholders with no destination yet, so plain text rather than dead links.
const resources = [
  'travelGuides',
  'packingTips',
  'safetyInformation',
  'currencyExchange',
  'languagePhrases',
  'travelInsurance',
] as const;
const legal = [
  { to: '/terms', key: 'termsOfService' },
  { to: '/privacy', key: 'privacyNotice' },
  { to: '/cookies', key: 'cookies' },
] as const;

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
  const { t } = useTranslation();
  const { data } = useQuery(footerHealthQuery);
  if (!data) return null;
  return <Text>{t('footer.version', { version: data.health.version })}</Text>;
}

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <Box as="footer" bg="brand.900" color="brand.100" colorPalette="sunset" textStyle="sm">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <Box>
            <Text fontSize="xl" fontWeight="bold" color="white" mb="3">
              Lakbay
            </Text>
            <Text maxW="xs">{t('footer.about')}</Text>
          </Box>

          <FooterColumn title={t('footer.quickLinks')}>
            <Stack as="ul" gap="2">
              {quickLinks.map(({ to, key }) => (
                <li key={to}>
                  <Link asChild color="brand.100" _hover={{ color: 'white' }}>
                    <RouterLink to={to}>{t(`footer.${key}`)}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </FooterColumn>

          <FooterColumn title={t('footer.resources')}>
            <Stack as="ul" gap="2">
              {resources.map((key) => (
                <li key={key}>{t(`footer.${key}`)}</li>
              ))}
            </Stack>
          </FooterColumn>

          <FooterColumn title={t('footer.contactUs')}>
            <Stack as="address" gap="2" fontStyle="normal">
              <Text>
                {t('footer.addressLine1')}
                <br />
                {t('footer.addressLine2')}
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
          <Text>{t('footer.copyright', { year })}</Text>
          <Flex as="ul" gap="4" wrap="wrap">
            {legal.map(({ to, key }) => (
              <li key={to}>
                <Link asChild color="brand.100" _hover={{ color: 'white' }}>
                  <RouterLink to={to}>{t(`footer.${key}`)}</RouterLink>
                </Link>
              </li>
            ))}
          </Flex>
          <VersionLine />
        </Flex>
      </Container>
    </Box>
  );
}

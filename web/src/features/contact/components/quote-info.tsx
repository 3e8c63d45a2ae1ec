import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

// What Lakbay's travel team does for a quote request; nothing here promises a price.
// Texts: `contact:quoteInfo.benefits.<key>`.
const BENEFITS = ['itinerary', 'oneQuote', 'visa', 'reply', 'noPayment'] as const;

// Destinations from the trip planner's list (docs/product/trip-planning.md), by country code (names:
// `visa:countries`, which holds every planner destination). Several cities are a
// phrase to translate (`contact:quoteInfo.destinations`); a city-state is its country.
const DESTINATIONS = [
  { country: 'JP', cities: 'japan' },
  { country: 'KR', cities: 'korea' },
  { country: 'SG' },
  { country: 'TH', cities: 'thailand' },
  { country: 'HK' },
  { country: 'FR', city: 'Paris' },
] as const;

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

/** The quote page's side column (docs/product/deals-and-quotes.md): benefits, popular destinations and the limited offer. */
export function QuoteInfo() {
  const { t } = useTranslation(['contact', 'visa']);
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
          {t('quoteInfo.offerBadge')}
        </Text>
        <Heading as="h2" id="limited-offer-title" size="lg" mt="1">
          {t('quoteInfo.offerTitle')}
        </Heading>
        <Text mt="2">{t('quoteInfo.offerText')}</Text>
      </Box>

      <Card.Root as="section" aria-labelledby="benefits-title">
        <Card.Body gap="4">
          <Heading as="h2" id="benefits-title" size="lg">
            {t('quoteInfo.benefitsTitle')}
          </Heading>
          <Stack as="ul" gap="3">
            {BENEFITS.map((benefit) => (
              <Flex as="li" key={benefit} gap="3" align="start">
                <Check />
                {t(`quoteInfo.benefits.${benefit}`)}
              </Flex>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="destinations-title">
        <Card.Body gap="4">
          <Heading as="h2" id="destinations-title" size="lg">
            {t('quoteInfo.destinationsTitle')}
          </Heading>
          <Stack as="ul" gap="2">
            {DESTINATIONS.map((destination) => {
              const country = t(`visa:countries.${destination.country}`);
              const places =
                'cities' in destination
                  ? t(`quoteInfo.destinations.${destination.cities}`)
                  : 'city' in destination
                    ? destination.city
                    : country;
              return (
                <Flex as="li" key={destination.country} justify="space-between" gap="3">
                  <Text fontWeight="medium">{places}</Text>
                  <Text color="fg.muted">{country}</Text>
                </Flex>
              );
            })}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

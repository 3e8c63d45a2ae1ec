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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { formatMoney } from '@/lib/money';

// docs/product/screens.md: two static samples of a 5-day Tokyo trip, one per itinerary
// type, at about 35,000 and 65,000 pesos. Illustrations of what the planner
// makes, not offers: their buttons lead to the real generator. Texts: the
// landing catalogue's samples.<key>.
const SAMPLES = [
  { key: 'budget', palette: 'brand', total: 35_000 },
  { key: 'experience', palette: 'sunset', total: 65_000 },
] as const;
const DAYS = ['day1', 'day2', 'day3', 'day4', 'day5'] as const;

/** docs/product/screens.md, "Your AI-Generated Itineraries": the two sample cards. */
export function SampleItineraries() {
  const { t } = useTranslation('landing');
  return (
    <Box as="section" aria-labelledby="sample-itineraries-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="sample-itineraries-title" size="3xl" textAlign="center">
          {t('samples.title')}
        </Heading>
        <Text mt="3" mb="10" textAlign="center" color="fg.muted">
          {t('samples.intro')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {SAMPLES.map((sample) => (
            <Card.Root
              as="article"
              key={sample.key}
              aria-label={t('samples.cardLabel', { type: t(`samples.${sample.key}.type`) })}
            >
              <Card.Header>
                <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                  <Badge colorPalette={sample.palette} variant="solid" size="lg">
                    {t(`samples.${sample.key}.type`)}
                  </Badge>
                  <Text textStyle="sm" color="fg.muted">
                    {t('samples.meta')}
                  </Text>
                </Flex>
                <Text textStyle="2xl" fontWeight="bold" mt="3">
                  ~{formatMoney(sample.total, 'PHP')}
                </Text>
              </Card.Header>
              <Card.Body gap="4">
                <Stack as="ol" gap="2" textStyle="sm">
                  {DAYS.map((day, index) => (
                    <Flex as="li" key={day} gap="3">
                      <Text as="span" fontWeight="semibold" color={`${sample.palette}.fg`} flexShrink={0} w="12">
                        {t('samples.day', { day: index + 1 })}
                      </Text>
                      <span>{t(`samples.${sample.key}.${day}`)}</span>
                    </Flex>
                  ))}
                </Stack>
                <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
                  <RouterLink to="/generate-trip">
                    {t('samples.seeFull')} <span aria-hidden="true">→</span>
                  </RouterLink>
                </Link>
              </Card.Body>
              <Card.Footer gap="3" flexWrap="wrap">
                <Button asChild colorPalette={sample.palette}>
                  <RouterLink to="/generate-trip">{t('samples.save')}</RouterLink>
                </Button>
                <Button asChild variant="outline">
                  <RouterLink to="/generate-trip">{t('samples.customize')}</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Text mt="6" textAlign="center" textStyle="sm" color="fg.muted">
          {t('samples.note')}
        </Text>
      </Container>
    </Box>
  );
}

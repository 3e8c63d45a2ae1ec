import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { destinationOptions, visaPagePath } from '@/lib/visa-options';

/** Every destination's visa page, for readers who browse and for search engines. */
export function DestinationLinks() {
  const { t } = useTranslation('visa');
  return (
    <Box as="section" aria-labelledby="visa-destinations-title">
      <Heading as="h2" id="visa-destinations-title" size="lg" mb="4">
        {t('page.destinations')}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 5 }} gap="2" listStyleType="none">
        {destinationOptions.map((destination) => (
          <li key={destination.value}>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={visaPagePath(destination.value)}>
                {t('page.destinationLink', { country: destination.label })}
              </RouterLink>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

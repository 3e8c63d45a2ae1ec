import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useTranslation } from 'react-i18next';

import type { LocalSecretsSetupQuery } from '@/gql/graphql';

export type CoveredCity = LocalSecretsSetupQuery['localSecretsCities'][number];

/** One button per curated city: searching there is one click. */
export function CoveredCities({ cities, onPick }: { cities: CoveredCity[]; onPick: (city: CoveredCity) => void }) {
  const { t } = useTranslation('localSecrets');
  return (
    <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" justify="center" aria-label={t('finder.cities')}>
      {cities.map((city) => (
        <li key={city.name}>
          <Button size="sm" variant="outline" onClick={() => onPick(city)}>
            {city.name === city.countryName ? city.name : `${city.name}, ${city.countryName}`}
          </Button>
        </li>
      ))}
    </Flex>
  );
}

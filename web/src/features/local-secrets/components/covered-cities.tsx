import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';

import type { LocalSecretsSetupQuery } from '@/gql/graphql';

export type CoveredCity = LocalSecretsSetupQuery['localSecretsCities'][number];

/** One button per curated city: searching there is one click. */
export function CoveredCities({ cities, onPick }: { cities: CoveredCity[]; onPick: (city: CoveredCity) => void }) {
  return (
    <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" justify="center" aria-label="Cities with local secrets">
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

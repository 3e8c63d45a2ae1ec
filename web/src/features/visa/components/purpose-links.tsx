import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { purposeOptions, visaPagePath } from '@/lib/visa-options';

/** A destination's page for each travel purpose: plain links, so they work and are crawled without JavaScript. */
export function PurposeLinks({ country, purpose }: { country: string; purpose: string }) {
  const { t } = useTranslation('visa');
  return (
    <Flex as="nav" aria-label={t('page.purposes')} gap="2" wrap="wrap">
      {purposeOptions.map((option) => (
        <Link
          key={option.value}
          asChild
          px="3"
          py="1.5"
          rounded="full"
          borderWidth="1px"
          textStyle="sm"
          fontWeight="medium"
          color="fg.muted"
          textDecoration="none"
          _hover={{ color: 'fg', bg: 'bg.muted' }}
          _currentPage={{ color: 'brand.contrast', bg: 'brand.solid', borderColor: 'brand.solid' }}
        >
          <RouterLink
            to={visaPagePath(country, option.value)}
            aria-current={option.value === purpose ? 'page' : undefined}
            preventScrollReset
          >
            {option.label}
          </RouterLink>
        </Link>
      ))}
    </Flex>
  );
}

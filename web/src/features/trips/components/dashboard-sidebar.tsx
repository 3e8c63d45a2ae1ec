import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { Icon, type IconName } from '@/components/ui/icon';

// `name` names the link's text in the trips catalogue (sidebar.<name>).
const links = [
  { to: '/generate-trip', name: 'generate', icon: 'sparkles' },
  { to: '/my-trips', name: 'myTrips', icon: 'suitcase' },
  { to: '/visa-help', name: 'visaHelp', icon: 'passport' },
  { to: '/travel-deals', name: 'travelDeals', icon: 'tag' },
  { to: '/local-secrets', name: 'localSecrets', icon: 'mapPin' },
] as const satisfies readonly { to: string; name: string; icon: IconName }[];

/** docs/product/screens.md: the dashboard's shortcuts, on wide screens only (phones have the bottom navigation). */
export function DashboardSidebar() {
  const { t } = useTranslation('trips');
  return (
    <Box as="nav" aria-label={t('sidebar.label')} hideBelow="md" position="sticky" top="24" alignSelf="start">
      <Stack as="ul" gap="1" p="3" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
        {links.map(({ to, name, icon }, index) => (
          <li key={to}>
            <Link
              asChild
              display="flex"
              gap="3"
              px="3"
              py="2.5"
              rounded="md"
              fontWeight="medium"
              textDecoration="none"
              color={index === 0 ? 'sunset.fg' : 'fg'}
              _hover={{ bg: 'bg.muted' }}
              _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
            >
              <NavLink to={to}>
                <Icon name={icon} size={18} />
                {t(`sidebar.${name}`)}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

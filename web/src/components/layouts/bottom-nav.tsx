import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

interface Item {
  to: string;
  key: 'home' | 'myTrips' | 'newTrip' | 'visa' | 'profile';
  icon: string;
  highlighted?: boolean;
}

// 24×24 outline icons, drawn with one path each to keep the bundle small.
const items: Item[] = [
  { to: '/dashboard', key: 'home', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { to: '/my-trips', key: 'myTrips', icon: 'M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M4 7h16v12H4z' },
  // New Trip is the main action, so it stands out.
  { to: '/generate-trip', key: 'newTrip', icon: 'M12 5v14M5 12h14', highlighted: true },
  { to: '/visa-help', key: 'visa', icon: 'M6 3h12v18H6zM9 17h6M12 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6' },
  { to: '/profile', key: 'profile', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21a8 8 0 0 1 16 0' },
];

/** Signed-in shortcuts for phones; the header navigation takes over from md (768px). */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <Box
      as="nav"
      aria-label={t('bottomNav.label')}
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" justify="space-around" h="16" align="center">
        {items.map(({ to, key, icon, highlighted }) => (
          <li key={to}>
            <Link
              asChild
              flexDirection="column"
              gap="0.5"
              px="2"
              py="1"
              rounded="md"
              textStyle="xs"
              fontWeight="medium"
              textDecoration="none"
              color={highlighted ? 'sunset.fg' : 'fg.muted'}
              _currentPage={{ color: 'brand.fg' }}
            >
              <NavLink to={to}>
                <Flex
                  as="span"
                  align="center"
                  justify="center"
                  boxSize={highlighted ? '9' : '6'}
                  rounded="full"
                  bg={highlighted ? 'sunset.solid' : undefined}
                  color={highlighted ? 'sunset.contrast' : undefined}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none">
                    <path d={icon} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </Flex>
                {t(`bottomNav.${key}`)}
              </NavLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

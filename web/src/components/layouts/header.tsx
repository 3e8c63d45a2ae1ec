import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';

import {
  headerAnsweredBeforeApp,
  MENU_ICON_PATHS,
  menuOpenBeforeApp,
  releaseHeader,
} from '@/components/layouts/header-island';
import { LanguageSelect } from '@/components/ui/language-select';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLogout } from '@/hooks/use-logout';
import { useHydrated } from '@/lib/page-response';

const navLinks = [
  { to: '/', key: 'discover' },
  { to: '/my-trips', key: 'myTrips' },
  { to: '/visa-help', key: 'travelInfo' },
  { to: '/local-secrets', key: 'localSecrets' },
] as const;

type NavigateProps = { onNavigate?: () => void };

/** NavLink sets aria-current="page" on the current link; the styles follow it. */
function NavItems({ onNavigate }: NavigateProps) {
  const { t } = useTranslation();
  return navLinks.map(({ to, key }) => (
    <Link
      key={to}
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg.muted"
      textDecoration="none"
      _hover={{ color: 'fg', bg: 'bg.muted' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
    >
      <NavLink to={to} end={to === '/'} onClick={onNavigate}>
        {t(`nav.${key}`)}
      </NavLink>
    </Link>
  ));
}

function AuthActions({ onNavigate }: NavigateProps) {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const { logout, isPending } = useLogout();

  // Showing signed-out buttons before `me` answers would flash for signed-in users.
  if (loading) return null;
  if (user) {
    return (
      <>
        <Button asChild size="sm">
          <RouterLink to="/dashboard" onClick={onNavigate}>
            {t('nav.dashboard')}
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" onClick={logout} disabled={isPending}>
          {isPending ? t('nav.loggingOut') : t('nav.logout')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/auth?tab=login" onClick={onNavigate}>
          {t('nav.login')}
        </RouterLink>
      </Button>
      <Button asChild size="sm">
        <RouterLink to="/auth?tab=register" onClick={onNavigate}>
          {t('nav.signUp')}
        </RouterLink>
      </Button>
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none">
      <path
        d={open ? MENU_ICON_PATHS.open : MENU_ICON_PATHS.closed}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation();
  // On a reading page the header worked before the app (header-island.ts): hydration finds the menu as left.
  const [menuOpen, setMenuOpen] = useState(menuOpenBeforeApp);
  const closeMenu = () => setMenuOpen(false);
  const hydrated = useHydrated();
  // Hands the menu over as the visitor left it while the rest of the page hydrated.
  useLayoutEffect(() => releaseHeader(setMenuOpen), []);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Link
            asChild
            gap="0"
            fontSize="2xl"
            fontWeight="bold"
            letterSpacing="tight"
            color="brand.fg"
            textDecoration="none"
          >
            <RouterLink to="/" onClick={closeMenu}>
              Lakbay
              <Box as="span" aria-hidden="true" color="sunset.500">
                .
              </Box>
            </RouterLink>
          </Link>

          <Flex as="nav" aria-label={t('nav.main')} gap="1" hideBelow="md">
            <NavItems />
          </Flex>

          <Flex gap="2" align="center" hideBelow="md">
            <LanguageSelect />
            <AuthActions />
          </Flex>

          <IconButton
            hideFrom="md"
            variant="ghost"
            aria-label={t('nav.toggleMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            // It works once the page has hydrated, or the island answers it; else the footer's links are the way around.
            disabled={!hydrated && !headerAnsweredBeforeApp()}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </IconButton>
        </Flex>
      </Container>

      <Box id="mobile-menu" hideFrom="md" hidden={!menuOpen} borderTopWidth="1px" pb="4">
        <Container>
          <Stack as="nav" aria-label={t('nav.main')} gap="1" pt="3">
            <NavItems onNavigate={closeMenu} />
          </Stack>
          <Flex gap="2" pt="3" wrap="wrap" align="center">
            <LanguageSelect />
            <AuthActions onNavigate={closeMenu} />
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}

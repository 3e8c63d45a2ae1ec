import { Flex } from '@chakra-ui/react/flex';
import { SkipNavContent, SkipNavLink } from '@chakra-ui/react/skip-nav';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';

import { BottomNav } from '@/components/layouts/bottom-nav';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { useApplyAccountLanguage } from '@/hooks/use-account-language';
import { useCurrentUser } from '@/hooks/use-current-user';
import { OfflineBanner } from '@/components/layouts/offline-banner';

/**
 * The part of the layout that follows the signed-in user. The page comes in as
 * `children`, so a sign-in or sign-out re-renders only this frame, not the page.
 */
function SessionFrame({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  useApplyAccountLanguage();

  return (
    // Room below the footer so the fixed bottom navigation never covers it.
    <Flex direction="column" minH="100dvh" pb={user ? { base: '16', md: '0' } : undefined}>
      {children}
      {user && <BottomNav />}
      <ScrollRestoration />
    </Flex>
  );
}

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <SessionFrame>
      <SkipNavLink id="main" zIndex="skipNav">
        {t('skipToContent')}
      </SkipNavLink>
      <Header />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold on every page, so
          no page or loading state arriving can move it into or out of view.
          No Suspense of its own: the page hydrates in one pass with the header
          (AppProvider's boundary), so nothing the header does, a language
          switch, can reach a page still matching the server's HTML. Moving to
          a screen whose chunk is loading is a transition: the page shown stays. */}
      <SkipNavContent as="main" id="main" flex="1" minH="100dvh">
        <Outlet />
      </SkipNavContent>
      <Footer />
    </SessionFrame>
  );
}

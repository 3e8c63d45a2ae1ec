import { Flex } from '@chakra-ui/react/flex';
import { SkipNavContent, SkipNavLink } from '@chakra-ui/react/skip-nav';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';

import { BottomNav } from '@/components/layouts/bottom-nav';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useApplyAccountLanguage } from '@/features/auth/api/account-language';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { OfflineBanner } from '@/features/offline/components/offline-banner';

/**
 * The part of the layout that follows the signed-in user. The page comes in as
 * `children`, so the answer to `me` re-renders only this frame: a synchronous
 * re-render through the page's Suspense boundary would render a just-loaded
 * screen in one long task.
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
          no page or loading state arriving can move it into or out of view. */}
      <SkipNavContent as="main" id="main" flex="1" minH="100dvh">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SkipNavContent>
      <Footer />
    </SessionFrame>
  );
}

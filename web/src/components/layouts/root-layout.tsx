import { Flex } from '@chakra-ui/react/flex';
import { SkipNavContent, SkipNavLink } from '@chakra-ui/react/skip-nav';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { BottomNav } from '@/components/layouts/bottom-nav';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/features/auth/api/current-user';

export function RootLayout() {
  const { user } = useCurrentUser();

  return (
    // Room below the footer so the fixed bottom navigation never covers it.
    <Flex direction="column" minH="100dvh" pb={user ? { base: '16', md: '0' } : undefined}>
      <SkipNavLink id="main" zIndex="skipNav">
        Skip to main content
      </SkipNavLink>
      <Header />
      <SkipNavContent as="main" id="main" flex="1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SkipNavContent>
      <Footer />
      {user && <BottomNav />}
      <ScrollRestoration />
    </Flex>
  );
}

import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { handOverForms } from '@/components/ui/form-island';
import { Toaster } from '@/components/ui/toaster';
import { useHydrated } from '@/lib/page-response';
import { createAppSystem } from '@/lib/theme';

/** The User Timing measure of building Chakra's system in the browser, which bench/web.ts reads by this name. */
const CREATE_SYSTEM_MEASURE = 'lakbay:create-system';

/** Chakra's system for the browser, timed: one of the app's start-up tasks on a phone (issue #35). */
function createMeasuredSystem(): SystemContext {
  const start = performance.now();
  const system = createAppSystem();
  performance.measure(CREATE_SYSTEM_MEASURE, { start, end: performance.now() });
  return system;
}

/**
 * Marks the page's root once the first render in the browser has settled, what waits for hydration
 * included: the browser tests wait for it (e2e/browser.ts), as no control on an island page does
 * (its header and forms work before the app, docs/decisions/049). The forms then get what the
 * visitor did in them before.
 */
function HydratedMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    void handOverForms();
  }, [hydrated]);
  return null;
}

/**
 * Everything around the router, the same in the browser and on the server
 * (entry-server.tsx), so hydration meets the tree the server rendered. The
 * server hands in its one Chakra system; the browser builds its own during the
 * first render, which yields to the browser.
 */
export function AppProvider({
  client,
  system: givenSystem,
  children,
}: {
  client: ApolloClient;
  system?: SystemContext;
  children: ReactNode;
}) {
  const [system] = useState(() => givenSystem ?? createMeasuredSystem());
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary>
        <ApolloProvider client={client}>
          {/* A Filipino reader's client-rendered first page waits here for the shell's catalogue.
              The page hydrates as this one boundary, after what is outside it: the mark goes in it. */}
          <Suspense fallback={null}>
            {children}
            <HydratedMark />
          </Suspense>
        </ApolloProvider>
        <Toaster />
      </ErrorBoundary>
    </ChakraProvider>
  );
}

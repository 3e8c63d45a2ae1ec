import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import { Suspense, useState, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { createAppSystem } from '@/lib/theme';

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
  const [system] = useState(() => givenSystem ?? createAppSystem());
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary>
        <ApolloProvider client={client}>
          {/* A Filipino reader's client-rendered first page waits here for the shell's catalogue. */}
          <Suspense fallback={null}>{children}</Suspense>
        </ApolloProvider>
        <Toaster />
      </ErrorBoundary>
    </ChakraProvider>
  );
}

import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { apolloClient } from '@/lib/apollo';
import { system } from '@/lib/theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary>
        <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
        <Toaster />
      </ErrorBoundary>
    </ChakraProvider>
  );
}

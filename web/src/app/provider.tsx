import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { useState, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { apolloClient } from '@/lib/apollo';
import { createAppSystem } from '@/lib/theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [system] = useState(createAppSystem);
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary>
        <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
        <Toaster />
      </ErrorBoundary>
    </ChakraProvider>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What any crash shows: route errorElement and the app-wide boundary alike. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} textAlign="center" role="alert">
      <Heading as="h1" size="2xl">
        {t('error.title')}
      </Heading>
      <Text mt="3" color="fg.muted">
        {t('error.text')}
      </Text>
      <Button mt="6" onClick={() => window.location.reload()}>
        {t('error.refresh')}
      </Button>
    </Container>
  );
}

/** Catches render errors outside the router (providers, toaster). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override render() {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}

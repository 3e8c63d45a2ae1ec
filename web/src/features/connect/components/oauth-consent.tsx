import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { requestFrom, useOAuthConsent, useOAuthDecision } from '@/features/connect/api/oauth';
import type { ApiTokenScope } from '@/gql/graphql';
import { useCurrentUser } from '@/hooks/use-current-user';
import { readFailure } from '@/lib/failure';
import { useHydrated } from '@/lib/page-response';
import { authPath } from '@/lib/return-path';

const SCOPE_NAMES: Record<ApiTokenScope, string> = {
  TRIPS_READ: 'trips:read',
  TRIPS_WRITE: 'trips:write',
  GENERATE: 'generate',
};

/**
 * /oauth/consent (docs/mcp.md, decision 046): an AI assistant (ChatGPT, Claude) asks to reach the
 * user's Lakbay through /mcp. Shows the app's name as it registered it, the host the browser goes
 * back to, and the scopes; Allow gives it a one-use code, Deny tells it no. Signed-in and verified
 * users only; read in the browser only (the server renders a spinner). The site's headers forbid
 * framing (frame-ancestors 'none'), and the decision is a GraphQL mutation, which the API refuses
 * cross-site.
 */
export function OAuthConsent({ searchParams }: { searchParams: URLSearchParams }) {
  const { t } = useTranslation('profile');
  const hydrated = useHydrated();
  return (
    <>
      <PageMeta title={t('connect.pageTitle')} description={t('connect.pageTitle')} noindex />
      <meta name="referrer" content="no-referrer" />
      {hydrated ? <Consent searchParams={searchParams} /> : <PageSpinner />}
    </>
  );
}

function Consent({ searchParams }: { searchParams: URLSearchParams }) {
  const { t } = useTranslation('profile');
  const request = requestFrom(searchParams);
  const { user, loading: userLoading } = useCurrentUser();
  const { consent, loading, error } = useOAuthConsent(request, Boolean(user));
  const { allow, deny, pending } = useOAuthDecision();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const here = `/oauth/consent?${searchParams.toString()}`;

  const decide = async (choice: 'allow' | 'deny') => {
    setFailure(null);
    try {
      const back = await (choice === 'allow' ? allow(request) : deny(request));
      setLeaving(true);
      window.location.assign(back);
    } catch (cause) {
      setFailure(readFailure(cause).message ?? t('connect.failed'));
    }
  };

  if (userLoading || (user && loading)) return <PageSpinner />;

  if (!user) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('connect.heading')}
        </Heading>
        <Text>{t('connect.signInPrompt')}</Text>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild size="lg">
            <RouterLink to={authPath('login', here)}>{t('connect.logIn')}</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to={authPath('register', here)}>{t('connect.signUp')}</RouterLink>
          </Button>
        </Flex>
      </Stack>
    );
  }

  if (!consent) {
    const refused = error ? readFailure(error) : null;
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('connect.invalidHeading')}
        </Heading>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refused?.message ?? t('connect.failed')}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {t('connect.title', { client: consent.clientName })}
      </Heading>
      <Text>{t('connect.intro', { client: consent.clientName })}</Text>
      <Box>
        <Text fontWeight="semibold" mb="2">
          {t('connect.scopesHeading')}
        </Text>
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('connect.scopesHeading')}>
          {consent.scopes.map((scope) => (
            <Flex as="li" key={scope} gap="2" align="baseline" wrap="wrap">
              <Code>{SCOPE_NAMES[scope]}</Code>
              <Text>{t(`tokens.scope.${scope}`)}</Text>
            </Flex>
          ))}
        </Stack>
      </Box>
      <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
        {t('connect.redirect', { host: consent.redirectHost })}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {t('connect.revokeLater')}
      </Text>
      {!user.isVerified && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('connect.verifyFirst')}</Alert.Title>
            <Alert.Description>
              <RouterLink to="/verify-email">{t('connect.verify')}</RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
        <Button size="lg" variant="outline" disabled={pending || leaving} onClick={() => void decide('deny')}>
          {t('connect.deny')}
        </Button>
        <Button
          size="lg"
          disabled={!user.isVerified || pending || leaving}
          loading={pending || leaving}
          onClick={() => void decide('allow')}
        >
          {t('connect.allow')}
        </Button>
      </Flex>
    </Stack>
  );
}

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
import { QueryState } from '@/components/ui/query-state';
import { requestFrom, useOAuthConsent, useOAuthDecision } from '@/features/connect/api/oauth';
import type { ApiTokenScope, OAuthAuthorizationInput, OAuthConsentQuery } from '@/gql/graphql';
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

type ConsentAsked = OAuthConsentQuery['oauthConsent'];

function Consent({ searchParams }: { searchParams: URLSearchParams }) {
  const { t } = useTranslation('profile');
  const request = requestFrom(searchParams);
  const { user, loading: userLoading } = useCurrentUser();
  const { consent, loading, error, refetch } = useOAuthConsent(request, Boolean(user));
  const here = `/oauth/consent?${searchParams.toString()}`;

  if (userLoading) return <PageSpinner />;

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

  // The server refused the request (an unknown app, an address it did not register): its reason, and no other
  // try, which would be refused again. A fault on its side, or no answer at all, offers one.
  const failure = error ? readFailure(error) : null;
  const refused = failure?.code === 'BAD_USER_INPUT' ? failure : null;
  return (
    <QueryState
      data={consent}
      loading={loading}
      error={error}
      errorTitle={refused ? (refused.message ?? t('connect.failed')) : t('connect.loadFailed')}
      errorText={refused ? null : undefined}
      onRetry={refused ? undefined : () => void refetch()}
      frame={(view) =>
        loading ? (
          view
        ) : (
          <Stack gap="5">
            <Heading as="h1" size="2xl">
              {refused ? t('connect.invalidHeading') : t('connect.heading')}
            </Heading>
            {view}
          </Stack>
        )
      }
    >
      {(asked) => <ConsentRequest asked={asked} request={request} verified={user.isVerified} />}
    </QueryState>
  );
}

/** Who asks and for what, and Allow or Deny. */
function ConsentRequest({
  asked,
  request,
  verified,
}: {
  asked: ConsentAsked;
  request: OAuthAuthorizationInput;
  verified: boolean;
}) {
  const { t } = useTranslation('profile');
  const { allow, deny, pending } = useOAuthDecision();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

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

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {t('connect.title', { client: asked.clientName })}
      </Heading>
      <Text>{t('connect.intro', { client: asked.clientName })}</Text>
      <Box>
        <Text fontWeight="semibold" mb="2">
          {t('connect.scopesHeading')}
        </Text>
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('connect.scopesHeading')}>
          {asked.scopes.map((scope) => (
            <Flex as="li" key={scope} gap="2" align="baseline" wrap="wrap">
              <Code>{SCOPE_NAMES[scope]}</Code>
              <Text>{t(`tokens.scope.${scope}`)}</Text>
            </Flex>
          ))}
        </Stack>
      </Box>
      <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
        {t('connect.redirect', { host: asked.redirectHost })}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {t('connect.revokeLater')}
      </Text>
      {!verified && (
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
          disabled={!verified || pending || leaving}
          loading={pending || leaving}
          onClick={() => void decide('allow')}
        >
          {t('connect.allow')}
        </Button>
      </Flex>
    </Stack>
  );
}

import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { PageMeta } from '@/components/seo/page-meta';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useAcceptTripInvitation, useTripInvitation } from '@/features/travelers/api/trip-members';
import { Icon } from '@/components/ui/icon';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLogout } from '@/hooks/use-logout';
import { readFailure } from '@/lib/failure';
import type { TripInvitationPreviewQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/i18n';
import { useHydrated } from '@/lib/page-response';
import { authPath } from '@/lib/return-path';

type TripInvitation = NonNullable<TripInvitationPreviewQuery['tripInvitation']>;

/**
 * /join-trip?token=… (docs/product/travel-together.md): what an invitation is
 * for, and Join Trip for the signed-in invitee. A signed-out visitor logs in or
 * signs up and comes back here (/auth's `?next=`). Read in the browser only:
 * the server renders a spinner, and the token never leaves in a Referer.
 */
export function JoinTrip({ token }: { token: string }) {
  const { t } = useTranslation('trips');
  const hydrated = useHydrated();
  return (
    <>
      <PageMeta title={t('join.pageTitle')} description={t('join.heading')} noindex />
      <meta name="referrer" content="no-referrer" />
      {hydrated ? <Invitation token={token} /> : <PageSpinner />}
    </>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation('trips');
  const { invitation, loading, error, refetch } = useTripInvitation(token);
  // The server answered: a used, replaced, expired or malformed link, in its own words. No answer at all
  // offers another try.
  const failure = error ? readFailure(error) : null;
  const refused = failure?.answered ? failure : null;

  return (
    <QueryState
      data={invitation}
      loading={loading}
      error={error}
      errorTitle={refused ? (refused.message ?? t('join.invalidFallback')) : t('join.loadFailed')}
      // The title says it all: the server's reason, or what to check.
      errorText={null}
      onRetry={refused ? undefined : () => void refetch()}
      frame={(view) =>
        loading ? (
          view
        ) : (
          <Stack gap="5" textAlign="center" align="center">
            <Heading as="h1" size="2xl">
              {refused ? t('join.invalidHeading') : t('join.heading')}
            </Heading>
            <Box textAlign="start" w="full">
              {view}
            </Box>
            <Button asChild>
              <RouterLink to="/my-trips">{t('join.myTrips')}</RouterLink>
            </Button>
          </Stack>
        )
      }
    >
      {(invitation) => <InvitationDetails token={token} invitation={invitation} />}
    </QueryState>
  );
}

/** What the invitation is for, and what the visitor can do with it: join, log in, verify, or switch account. */
function InvitationDetails({ token, invitation }: { token: string; invitation: TripInvitation }) {
  const { t } = useTranslation('trips');
  const { user, loading: userLoading } = useCurrentUser();
  const { acceptInvitation, accepting } = useAcceptTripInvitation();
  const { logout, isPending: loggingOut } = useLogout();
  // A server's refusal (another account's invitation, a link used or replaced meanwhile) holds for the
  // account it was given to: Join Trip does not come back for it.
  const [refusal, setRefusal] = useState<{ userId: number; message: string; otherAddress: boolean } | null>(null);
  // No answer at all (offline, a server error): Join Trip stays, to try again.
  const [joinError, setJoinError] = useState<string | null>(null);
  const navigate = useNavigate();
  const here = `/join-trip?${new URLSearchParams({ token }).toString()}`;

  if (userLoading) return <PageSpinner />;

  const join = async (userId: number) => {
    setJoinError(null);
    try {
      const tripId = await acceptInvitation(token);
      toast({ type: 'success', title: t('join.joined', { destination: invitation.destination }) });
      void navigate(`/trips/${tripId}`, { replace: true });
    } catch (failure) {
      // Another account's invitation, a link used meanwhile: the server says which.
      const refused = readFailure(failure);
      if (!refused.answered) return setJoinError(t('join.loadFailed'));
      setRefusal({
        userId,
        message: refused.message ?? t('join.joinFailed'),
        otherAddress: refused.code === 'FORBIDDEN',
      });
    }
  };
  const refused = user && refusal?.userId === user.id ? refusal : null;
  // The page knows the address it went to: another account is told before trying, not after.
  const otherAccount = user !== null && user.email.trim().toLowerCase() !== invitation.email.trim().toLowerCase();

  return (
    <Stack gap="5" textAlign="center" align="center">
      <Flex align="center" justify="center" boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg">
        <Icon name="users" size={28} />
      </Flex>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('join.heading')}
      </Heading>
      <Text textStyle="lg" fontWeight="medium">
        {t(`join.invited.${invitation.role}`, {
          invitedBy: invitation.invitedBy,
          destination: invitation.destination,
        })}
      </Text>
      <Text color="fg.muted">{t(`join.roleText.${invitation.role}`)}</Text>
      <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
        {t('join.sentTo', { email: invitation.email })}{' '}
        {t('join.expires', { date: formatDate(invitation.expiresAt, { dateStyle: 'long' }) })}
      </Text>

      {joinError && (
        <Alert.Root status="error" role="alert" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{joinError}</Alert.Title>
        </Alert.Root>
      )}

      {refused && (
        <Alert.Root status="error" role="alert" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{refused.message}</Alert.Title>
        </Alert.Root>
      )}

      {user && (otherAccount || refused?.otherAddress) ? (
        // Only the invited address can join: what to do is to come back as that account.
        <>
          <Text wordBreak="break-word">{t('join.otherAddress', { email: invitation.email })}</Text>
          <Button
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            loading={loggingOut}
            loadingText={t('join.loggingOut')}
            onClick={logout}
          >
            {t('join.logOut')}
          </Button>
        </>
      ) : refused ? (
        <Button asChild size="lg" w={{ base: 'full', sm: 'auto' }}>
          <RouterLink to="/my-trips">{t('join.myTrips')}</RouterLink>
        </Button>
      ) : user?.isVerified ? (
        <Button
          size="lg"
          w={{ base: 'full', sm: 'auto' }}
          loading={accepting}
          loadingText={t('join.joining')}
          onClick={() => void join(user.id)}
        >
          {t('join.join')}
        </Button>
      ) : user ? (
        <>
          <Text>{t('join.verifyFirst')}</Text>
          <Button asChild size="lg" w={{ base: 'full', sm: 'auto' }}>
            <RouterLink to="/verify-email">{t('join.verify')}</RouterLink>
          </Button>
        </>
      ) : (
        <>
          <Text>{t('join.signInPrompt')}</Text>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
            <Button asChild size="lg">
              <RouterLink to={authPath('login', here)}>{t('join.logIn')}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={authPath('register', here)}>{t('join.signUp')}</RouterLink>
            </Button>
          </Flex>
        </>
      )}
    </Stack>
  );
}

import { useApolloClient } from '@apollo/client/react';
import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';
import { graphql } from '@/gql/gql';
import { savedAnswers } from '@/lib/apollo';
import { readFailure } from '@/lib/failure';

const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Ends the session; `isPending` drives the "Logging out..." label. */
export function useLogout() {
  const client = useApolloClient();
  // Common, not auth: the header logs out on every screen.
  const { t } = useTranslation();
  const [isPending, startTransition] = useTransition();

  const logout = () =>
    startTransition(async () => {
      // Before anything else, and whether or not the server hears of it (offline, or a failed
      // call): whoever uses the device next must not find the trips saved for offline reading.
      await savedAnswers.signOut();
      try {
        await client.mutate({ mutation: logoutMutation });
        // Forget everything cached for the old session; active queries refetch,
        // so `me` becomes null and the header switches to signed out.
        await client.resetStore();
        toast({
          type: 'success',
          title: t('logout.successTitle'),
          description: t('logout.successDescription'),
        });
      } catch (error) {
        toast({
          type: 'error',
          title: t('logout.failedTitle'),
          description: readFailure(error).message,
        });
      }
    });

  return { logout, isPending };
}

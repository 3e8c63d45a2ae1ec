import { useApolloClient } from '@apollo/client/react';
import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-fetch';
import { savedAnswers } from '@/lib/apollo';

/** Ends the session; `isPending` drives the "Logging out..." label. */
export function useLogout() {
  const client = useApolloClient();
  // Common, not auth: the header logs out on every screen.
  const { t } = useTranslation();
  const [isPending, startTransition] = useTransition();

  const logout = () =>
    startTransition(async () => {
      try {
        await apiFetch('/api/logout', { method: 'POST' });
        // Before anything else: the trips saved for offline reading leave the device with the session.
        await savedAnswers.signOut();
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
          description: error instanceof Error ? error.message : String(error),
        });
      }
    });

  return { logout, isPending };
}

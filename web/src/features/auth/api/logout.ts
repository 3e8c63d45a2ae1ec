import { useApolloClient } from '@apollo/client/react';
import { useTransition } from 'react';

import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api-fetch';

/** Ends the session; `isPending` drives the "Logging out..." label. */
export function useLogout() {
  const client = useApolloClient();
  const [isPending, startTransition] = useTransition();

  const logout = () =>
    startTransition(async () => {
      try {
        await apiFetch('/api/logout', { method: 'POST' });
        // Forget everything cached for the old session; active queries refetch,
        // so `me` becomes null and the header switches to signed out.
        await client.resetStore();
        toast({
          type: 'success',
          title: 'Logout successful',
          description: 'You have been logged out successfully.',
        });
      } catch (error) {
        toast({
          type: 'error',
          title: 'Logout failed',
          description: error instanceof Error ? error.message : String(error),
        });
      }
    });

  return { logout, isPending };
}

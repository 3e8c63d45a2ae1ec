import { Outlet } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { Redirect, useHydrated } from '@/lib/page-response';

/**
 * The protected-route rule of docs/product/accounts.md. /verify-email itself is a public route outside
 * this guard, so sending unverified users there cannot loop. The server
 * answers these redirects itself; a signed-in screen renders in the browser,
 * after the server-rendered frame and this spinner (docs/decisions/021).
 */
export function ProtectedRoute() {
  const { user, loading } = useCurrentUser();
  const hydrated = useHydrated();

  if (loading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" />;
  if (!user.isVerified) return <Redirect to="/verify-email" />;
  if (!hydrated) return <PageSpinner />;
  return <Outlet />;
}

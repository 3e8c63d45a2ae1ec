import { Navigate, Outlet } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/features/auth/api/current-user';

/**
 * Spec §2 protected-route rule. /verify-email itself is a public route outside
 * this guard, so sending unverified users there cannot loop.
 */
export function ProtectedRoute() {
  const { user, loading } = useCurrentUser();

  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.isVerified) return <Navigate to="/verify-email" replace />;
  return <Outlet />;
}

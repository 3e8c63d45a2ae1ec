import { useState } from 'react';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { SignedInRedirect } from '@/features/auth/components/signed-in-redirect';

export function AuthRoute() {
  const { user, loading } = useCurrentUser();
  // A new account is signed in at once, but shows "Registration successful"
  // for a second before its own redirect to /verify-email (docs/product/accounts.md).
  const [registered, setRegistered] = useState(false);

  if (loading) return <PageSpinner />;
  if (user && !registered) return <SignedInRedirect isVerified={user.isVerified} />;
  return (
    <AuthLayout>
      <AuthTabs onRegistered={() => setRegistered(true)} />
    </AuthLayout>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { SignedInRedirect } from '@/features/auth/components/signed-in-redirect';
import { keepForAfterVerification, safeReturnPath } from '@/lib/return-path';

export function AuthRoute() {
  const { user, loading } = useCurrentUser();
  // A new account is signed in at once, but shows "Registration successful"
  // for a second before its own redirect to /verify-email (docs/product/accounts.md).
  const [registered, setRegistered] = useState(false);
  // ?next=: the page that sent the visitor here (an invitation), when it is a path on this site.
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get('next'));

  if (loading) return <PageSpinner />;
  if (user && !registered) return <SignedInRedirect isVerified={user.isVerified} next={next} />;
  return (
    <AuthLayout>
      <AuthTabs
        onRegistered={() => {
          // A new account verifies its e-mail before it can join: the invitation waits until then.
          keepForAfterVerification(next);
          setRegistered(true);
        }}
      />
    </AuthLayout>
  );
}

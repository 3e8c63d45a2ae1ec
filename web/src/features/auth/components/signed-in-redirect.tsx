import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { PageSpinner } from '@/components/ui/page-spinner';
import { PENDING_TRIP_FORM_STATE, takePendingTripForm } from '@/entities/trip/utils/pending-trip-form';

/**
 * /auth for someone who is signed in (docs/product/accounts.md): back to `next` (a same-site path
 * from `?next=`, e.g. an invitation page) when there is one, else to /generate-trip with the trip
 * form they filled in before signing in (taken out of session storage), else to
 * the dashboard. An unverified user goes straight to /verify-email, where the
 * protected routes would send them anyway; their saved form stays for later.
 */
export function SignedInRedirect({ isVerified, next = null }: { isVerified: boolean; next?: string | null }) {
  const navigate = useNavigate();
  // Taking the form clears it: under StrictMode's second effect run there would
  // be nothing left, and the second navigation would pick the dashboard.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!isVerified) {
      void navigate('/verify-email', { replace: true });
      return;
    }
    if (next) {
      void navigate(next, { replace: true });
      return;
    }
    const pendingTripForm = takePendingTripForm();
    if (pendingTripForm === null) void navigate('/dashboard', { replace: true });
    else void navigate('/generate-trip', { replace: true, state: { [PENDING_TRIP_FORM_STATE]: pendingTripForm } });
  }, [isVerified, navigate, next]);

  return <PageSpinner />;
}

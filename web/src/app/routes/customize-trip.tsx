import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { CustomizeTrip } from '@/features/trips/components/customize-trip';
import { RedirectWithToast } from '@/features/trips/components/redirect-with-toast';

/**
 * /customize-trip (spec §2, §6): a public route that needs a user. Signed out
 * goes to /auth with a toast; an unverified user to /verify-email, since the
 * save would be refused.
 */
export function CustomizeTripRoute() {
  const { t } = useTranslation('pages');
  const { user, loading } = useCurrentUser();

  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <RedirectWithToast
        to="/auth"
        type="error"
        title={t('customizeTrip.loginRequired')}
        description={t('customizeTrip.loginRequiredDescription')}
      />
    );
  }
  if (!user.isVerified) return <Navigate to="/verify-email" replace />;
  return <CustomizeTrip />;
}

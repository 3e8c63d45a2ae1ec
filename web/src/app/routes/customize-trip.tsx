import { useTranslation } from 'react-i18next';

import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { CustomizeTrip } from '@/features/itinerary-editing/components/customize-trip';
import { RedirectWithToast } from '@/features/itinerary-editing/components/redirect-with-toast';
import { Redirect, useHydrated } from '@/lib/page-response';

/**
 * /customize-trip (docs/product/trips.md): a public route that needs a user. Signed out
 * goes to /auth with a toast; an unverified user to /verify-email, since the
 * save would be refused. The trip to customize is handed over in this tab's
 * session storage, so the page renders in the browser only.
 */
export function CustomizeTripRoute() {
  const { t } = useTranslation('pages');
  const { user, loading } = useCurrentUser();
  const hydrated = useHydrated();

  if (loading || !hydrated) return <PageSpinner />;
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
  if (!user.isVerified) return <Redirect to="/verify-email" />;
  return <CustomizeTrip />;
}

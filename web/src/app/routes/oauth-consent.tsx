import { useSearchParams } from 'react-router';

import { AuthLayout } from '@/features/auth/components/auth-layout';
import { OAuthConsent } from '@/features/connect/components/oauth-consent';

/** /oauth/consent?client_id=…: an AI assistant asks to connect to the user's Lakbay (docs/mcp.md). */
export function OAuthConsentRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <OAuthConsent key={searchParams.toString()} searchParams={searchParams} />
    </AuthLayout>
  );
}

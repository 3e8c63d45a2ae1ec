import { useSearchParams } from 'react-router';

import { AuthLayout } from '@/features/auth/components/auth-layout';
import { JoinTrip } from '@/features/travelers/components/join-trip';

/**
 * /join-trip?token=… (docs/product/travel-together.md): public, the page an
 * invitation e-mail links to. A new token is a new page.
 */
export function JoinTripRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthLayout>
      <JoinTrip key={token} token={token} />
    </AuthLayout>
  );
}

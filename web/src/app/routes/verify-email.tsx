import { useSearchParams } from 'react-router';

import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <VerifyEmail token={searchParams.get('token')} />
    </AuthLayout>
  );
}

import { useSearchParams } from 'react-router';

import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPassword } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <ResetPassword token={searchParams.get('token')} />
    </AuthLayout>
  );
}

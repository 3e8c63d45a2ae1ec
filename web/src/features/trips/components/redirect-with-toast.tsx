import { useEffect } from 'react';
import { Navigate } from 'react-router';

import { toast, type ToastOptions } from '@/components/ui/toaster';

/** Leaves the page for `to` and says why (e.g. /customize-trip with nothing to customize). */
export function RedirectWithToast({ to, type, title, description }: ToastOptions & { to: string }) {
  useEffect(() => {
    toast({ type, title, description });
  }, [type, title, description]);
  return <Navigate to={to} replace />;
}

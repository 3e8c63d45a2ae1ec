import { useEffect } from 'react';

import { toast, type ToastOptions } from '@/lib/toast';
import { Redirect } from '@/lib/page-response';

/** Leaves the page for `to` and says why (e.g. /customize-trip with nothing to customize). */
export function RedirectWithToast({ to, type, title, description }: ToastOptions & { to: string }) {
  useEffect(() => {
    toast({ type, title, description });
  }, [type, title, description]);
  return <Redirect to={to} />;
}

import { lazy, Suspense, useEffect, useState } from 'react';

import { toaster } from '@/lib/toast';

const ToastRegion = lazy(() =>
  import('@/components/ui/toast-region').then((module) => ({ default: module.ToastRegion })),
);

/**
 * Mounts the toast region when the first toast is created: its code (about
 * 13 KB gzipped) then stays out of the first page load. The region picks up
 * toasts already in the store when it mounts.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);

  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

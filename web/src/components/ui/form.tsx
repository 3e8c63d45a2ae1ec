import type { ComponentProps, FormEvent } from 'react';

import { formsAnsweredBeforeApp } from '@/components/ui/form-island';
import { useHydrated } from '@/lib/page-response';

/**
 * Every form of the app that needs its script. A server-rendered page shows
 * its forms before the script has run; until the page has hydrated their
 * controls are disabled (one fieldset disables them all), so nothing typed
 * is lost to hydration, and Enter cannot send the form natively, which would
 * put a password in the address. On a page whose app waits for the visitor
 * (docs/decisions/049) the entry enables them at once and keeps what is done
 * in them until the app takes over (form-island.ts). The fieldset draws no box
 * of its own.
 */
export function Form({
  children,
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** May be async: what it throws reaches the console instead of vanishing. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
}) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={(event) => void onSubmit(event)} {...props}>
      <fieldset disabled={!hydrated && !formsAnsweredBeforeApp()} style={{ display: 'contents' }}>
        {children}
      </fieldset>
    </form>
  );
}

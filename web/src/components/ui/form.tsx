import type { ComponentProps, FormEvent } from 'react';

import { useHydrated } from '@/lib/page-response';

/**
 * Every form of the app that needs its script. A server-rendered page shows
 * its forms before the script has run; until the page has hydrated their
 * controls are disabled (one fieldset disables them all), so nothing typed
 * is lost to hydration, and Enter cannot send the form natively, which would
 * put a password in the address. The fieldset draws no box of its own.
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
      <fieldset disabled={!hydrated} style={{ display: 'contents' }}>
        {children}
      </fieldset>
    </form>
  );
}

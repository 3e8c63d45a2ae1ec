// What a screen tells the server about the HTTP answer of a server-rendered
// page: a redirect instead of the page, or a status other than 200. In the
// browser the same components simply navigate.
import { createContext, use, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';

export interface PageResponse {
  redirect?: string;
  status?: number;
}

/** Set by the server render (entry-server.tsx) only. */
export const PageResponseContext = createContext<PageResponse | null>(null);

/** Leaves for `to`, replacing the current entry; on the server, the page answers 302 to `to`. */
export function Redirect({ to }: { to: string }) {
  const response = use(PageResponseContext);
  if (!response) return <Navigate to={to} replace />;
  // The outermost redirect renders first, and wins.
  response.redirect ??= to;
  return null;
}

/** The page's HTTP status when the server renders it (404 for a page that does not exist). */
export function usePageStatus(status: number) {
  const response = use(PageResponseContext);
  if (response) response.status = status;
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML,
 * true from then on (and from the start where nothing was server-rendered):
 * what only the browser can show waits for it, so hydration finds the HTML
 * it expects.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

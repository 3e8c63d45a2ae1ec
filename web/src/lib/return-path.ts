/**
 * `?next=` on /auth: where to go back to after signing in (the invitation page,
 * docs/product/travel-together.md). Only a path on this site is taken: it starts
 * with one "/" (not "//" or "/\", which browsers read as another host) and
 * holds no control characters. Anything else counts as no return path.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/** /auth, opening `tab`, that comes back to `path` after signing in. */
export const authPath = (tab: 'login' | 'register', path: string) =>
  `/auth?${new URLSearchParams({ tab, next: path }).toString()}`;

const AFTER_VERIFICATION_KEY = 'lakbay.afterVerification';
/** As long as an invitation link works (INVITATION_TTL_MS in the API's trip-members service). */
const AFTER_VERIFICATION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Keeps the page a new account signed up from (an invitation) for after its
 * e-mail is verified. Kept in localStorage, since the verification link in the
 * e-mail usually opens in another tab. A browser that stores nothing simply
 * goes to the dashboard, as without a return path.
 */
export function keepForAfterVerification(path: string | null, now = Date.now()) {
  if (!safeReturnPath(path)) return;
  try {
    localStorage.setItem(AFTER_VERIFICATION_KEY, JSON.stringify({ path, until: now + AFTER_VERIFICATION_MS }));
  } catch {
    // Storage full or blocked: the invitee opens the e-mailed invitation again, as before.
  }
}

/** The page kept by keepForAfterVerification, once: it is forgotten as it is read. */
export function takeAfterVerification(now = Date.now()): string | null {
  try {
    const stored = localStorage.getItem(AFTER_VERIFICATION_KEY);
    localStorage.removeItem(AFTER_VERIFICATION_KEY);
    if (!stored) return null;
    const { path, until } = JSON.parse(stored) as { path?: unknown; until?: unknown };
    if (typeof until !== 'number' || until < now || typeof path !== 'string') return null;
    return safeReturnPath(path);
  } catch {
    return null;
  }
}

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

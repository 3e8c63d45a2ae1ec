import { cannotWrite, refuseOfflineWrite } from '@/lib/offline/offline-write';

/** Methods that read: they may run offline (and fail there); the others change something. */
const READS = new Set(['GET', 'HEAD']);

/**
 * fetch for the REST endpoints under /api, sending the session cookie.
 * docs/product/screens.md: a non-successful answer becomes an Error whose message is
 * "<status>: <body text>" (the status text when the body is empty).
 * A change asked for offline is refused before it is sent (OfflineWriteError).
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  if (!READS.has((init.method ?? 'GET').toUpperCase()) && cannotWrite()) throw refuseOfflineWrite();
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  return response;
}

/** apiFetch's "<status>: <body>" error read back: the status, and the `{ message }` every refusal's body has. */
export function apiRefusal(error: unknown): { status: number | null; message: string } {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return { status: null, message: '' };
  try {
    const body: unknown = JSON.parse(match[2]!);
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      return { status: Number(match[1]), message: (body as { message: string }).message };
    }
  } catch {
    // Not JSON (a proxy's error page): no message worth showing.
  }
  return { status: Number(match[1]), message: '' };
}

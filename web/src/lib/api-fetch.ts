import { ApiError } from '@/lib/failure';
import { cannotWrite, refuseOfflineWrite } from '@/lib/offline/offline-write';

/** Methods that read: they may run offline (and fail there); the others change something. */
const READS = new Set(['GET', 'HEAD']);

/**
 * fetch for the REST endpoints under /api, sending the session cookie.
 * docs/product/screens.md: a non-successful answer becomes an Error whose message is
 * "<status>: <body text>" (the status text when the body is empty): an ApiError, which
 * readFailure (lib/failure.ts) reads.
 * A change asked for offline is refused before it is sent (OfflineWriteError).
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  if (!READS.has((init.method ?? 'GET').toUpperCase()) && cannotWrite()) throw refuseOfflineWrite();
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

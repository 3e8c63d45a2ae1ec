/**
 * fetch for the REST endpoints under /api, sending the session cookie.
 * Spec §7: a non-successful answer becomes an Error whose message is
 * "<status>: <body text>" (the status text when the body is empty).
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  return response;
}

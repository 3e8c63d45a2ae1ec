// The account calls, over REST (spec §7) rather than the GraphQL mutations the
// API also offers: the spec names these endpoints and their error bodies
// (`message`, `requiresVerification`) literally, so REST keeps us on the
// contract with nothing to translate. One way for every account call; only
// reading the current user (`me`) stays on GraphQL, where Apollo's cache feeds
// the header and ProtectedRoute.
import { apiFetch } from '@/lib/api-fetch';
import { i18n } from '@/lib/i18n';
import { OfflineWriteError } from '@/lib/offline/offline-write';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  isVerified: boolean;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  fullName: string | null;
  password: string;
}

export interface EmailVerification {
  message: string;
  alreadyVerified?: boolean;
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

export const login = (input: LoginInput) => postJson<AuthUser>('/api/login', input);

export const register = (input: RegisterInput) => postJson<AuthUser>('/api/register', input);

export const requestPasswordReset = (email: string) => postJson<{ message: string }>('/api/forgot-password', { email });

export const resetPassword = (token: string, password: string) =>
  postJson<{ message: string }>('/api/reset-password', { token, password });

export const resendVerification = (email: string) =>
  postJson<{ message: string }>('/api/resend-verification', { email });

export async function verifyEmail(token: string): Promise<EmailVerification> {
  const response = await apiFetch(`/api/verify-email?token=${encodeURIComponent(token)}`);
  return (await response.json()) as EmailVerification;
}

/** A non-successful answer, read back from apiFetch's "<status>: <body>" error. */
export interface ApiFailure {
  status: number;
  /** The body's `message`, when the body is JSON with one. */
  message: string | undefined;
  /** The JSON body, or an empty object. */
  body: Record<string, unknown>;
}

/**
 * The server's answer inside an error thrown by apiFetch, or null when the
 * request never got one (offline, DNS, CORS): the screens word those two
 * cases differently (spec §8).
 */
export function readApiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(match[2]!);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // A body that is not JSON (a proxy's error page): no message to show.
  }
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  return { status: Number(match[1]), message, body };
}

/**
 * The message a failed request shows (spec §8): the server's message, else
 * `fallback` when the server answered, else the "unexpected error" text when
 * the request never got an answer.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof OfflineWriteError) return error.message;
  const failure = readApiFailure(error);
  if (!failure) return i18n.t('common:error.unexpected');
  return failure.message ?? fallback;
}

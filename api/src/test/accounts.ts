// Helpers for tests about accounts: fresh sign-up details, the mail the app
// kept in its outbox, and the token inside a link.
import { randomBytes } from 'node:crypto';
import type { TestServer } from './test-server.js';

export const PASSWORD = 'Maganda-araw-2026';

/** Unique sign-up details (lower-case usernames and e-mails unless the test says otherwise). */
export function newAccount(prefix = 'juan') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  return { username: name, email: `${name}@example.ph`, fullName: 'Juan dela Cruz', password: PASSWORD };
}

/** Every message kept in the outbox for `to`, newest first, once the app has finished sending. */
export async function outboxFor(server: TestServer, to: string) {
  await server.app.services.auth.idle();
  return server.database.prisma.outboxEmail.findMany({ where: { to }, orderBy: { id: 'desc' } });
}

/** The token of the first `/verify-email?token=` or `/reset-password?token=` link in a text. */
export function tokenIn(text: string, path: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

/** The token in the newest outbox message for `to`. */
export async function latestToken(server: TestServer, to: string, path: '/verify-email' | '/reset-password') {
  const [latest] = await outboxFor(server, to);
  if (!latest) throw new Error(`no e-mail for ${to}`);
  return tokenIn(latest.text, path);
}

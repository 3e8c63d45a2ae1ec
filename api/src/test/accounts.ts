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
  await server.app.services.tripMembers.idle();
  return server.database.prisma.outboxEmail.findMany({ where: { to }, orderBy: { id: 'desc' } });
}

/** A page that e-mails link to with a `?token=`. */
export type TokenPath = '/verify-email' | '/reset-password' | '/join-trip';

/** The token of the first `{path}?token=` link in a text. */
export function tokenIn(text: string, path: TokenPath): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

/**
 * The token in the newest outbox message for `to` that links to `path`. Mail
 * goes out after the answer, so an earlier request's message (the sign-up's
 * verification) can land after a later one's: the newest message overall may
 * be another kind.
 */
export async function latestToken(server: TestServer, to: string, path: TokenPath) {
  const messages = await outboxFor(server, to);
  if (messages.length === 0) throw new Error(`no e-mail for ${to}`);
  const linking = messages.find((message) => message.text.includes(`${path}?token=`));
  return tokenIn(linking?.text ?? messages[0]!.text, path);
}

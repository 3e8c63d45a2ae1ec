// What every resolver receives: who is asking (a cookie session or an API
// token) and the services.
import type { Request, Response } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import type { TokenPrincipal } from '../services/api-tokens/api-tokens.js';
import type { LocalizedRequestMeta } from '../services/auth/auth.js';
import type { Services } from '../services/services.js';
import type { LiveStream } from './live-streams.js';

export interface GraphQLContext {
  /** The session lives on `req`; sign-in and sign-out go through http/session.ts. */
  req: Request;
  res: Response;
  /** The signed-in user: the session's, or the API token owner's. */
  userId: number | null;
  /** Set when the request carried `Authorization: Bearer`; the session cookie is then ignored. */
  apiToken: TokenPrincipal | null;
  /**
   * The language to answer in (http/locale.ts); messages and errors are translated into it.
   * Read on first use and then remembered: most answers contain no text to translate, and the
   * signed-in user's saved language costs a database read.
   */
  locale: () => Promise<Locale>;
  prisma: PrismaClient;
  services: Services;
  /** Over /graphql/stream: the open stream, which ends with its session (live-streams.ts). */
  stream?: LiveStream;
}

export const sessionOnlyMessage = 'tokens:sessionOnly';

/**
 * The user of a cookie session, for account and token management. token-access.ts
 * already refuses these operations to tokens before they run; this is the second lock.
 */
export function sessionUserOf(context: GraphQLContext): number | null {
  if (context.apiToken) throw new AppError('FORBIDDEN', sessionOnlyMessage);
  return context.userId;
}

/** Who is asking, for the services: the address rate limits count, and the language to write in. */
export const requestMeta = async (context: GraphQLContext): Promise<LocalizedRequestMeta> => ({
  ip: context.req.ip ?? 'unknown',
  locale: await context.locale(),
});

// Personal API tokens for the partner GraphQL API (docs/decisions/011-partner-api.md).
// A token is `lkb_` and 43 base64url characters (32 random bytes). Only its
// SHA-256 is stored, with the first characters for display; the owner sees the
// whole token once, when it is created. Tokens are created, listed and revoked
// with a cookie session only (graphql/token-access.ts refuses them to tokens).
import { randomBytes } from 'node:crypto';
import { expiresInDays, tokenName, tokenScopes } from '@lakbay/validation/api-tokens';
import type pg from 'pg';
import { z } from 'zod';
import { ApiTokenScope } from '../../generated/prisma/enums.js';
import type { ApiToken, PrismaClient } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import type { AuthService } from '../auth/auth.js';
import { hashToken } from '../auth/auth.js';
import { createLimiters } from '../auth/rate-limits.js';
import type { TripService } from '../trips/trips.js';
import { message } from '../../lib/messages.js';
import type { MessageKey } from '../../lib/i18n.js';

export const TOKEN_PREFIX = 'lkb_';
/** `lkb_` and 8 characters: enough to tell a user's tokens apart, far too little to guess the rest. */
const DISPLAY_PREFIX_LENGTH = TOKEN_PREFIX.length + 8;
export const MAX_TOKENS_PER_USER = 20;
/** lastUsedAt is written at most this often per token, not on every request. */
export const LAST_USED_PRECISION_MS = 60 * 1000;

/** The scope names partners see, e.g. in a FORBIDDEN message. */
export const scopeName: Record<ApiTokenScope, string> = {
  [ApiTokenScope.trips_read]: 'trips:read',
  [ApiTokenScope.trips_write]: 'trips:write',
  [ApiTokenScope.generate]: 'generate',
};

export const apiTokenMessages = {
  invalid: 'tokens:invalid',
  revoked: 'tokens:revoked',
  expired: 'tokens:expired',
  scheme: 'tokens:scheme',
  tooMany: 'tokens:tooMany',
  notFound: 'tokens:notFound',
  /** With `count`, the seconds to wait. */
  rateLimited: 'tokens:rateLimited',
} as const;

const createTokenSchema = z.object(
  { name: tokenName, scopes: tokenScopes(Object.values(ApiTokenScope)), expiresInDays },
  { error: 'tokens:validation.notObject' },
);

/** Who a valid bearer token speaks for. */
export interface TokenPrincipal {
  tokenId: number;
  userId: number;
  scopes: ApiTokenScope[];
}

/** A token as its owner sees it in the list: never the hash. */
export type ApiTokenSummary = Pick<
  ApiToken,
  'id' | 'name' | 'prefix' | 'scopes' | 'expiresAt' | 'lastUsedAt' | 'createdAt'
>;

const summaryFields = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  expiresAt: true,
  lastUsedAt: true,
  createdAt: true,
} as const;

const unauthenticated = (key: MessageKey) => new AppError('UNAUTHENTICATED', key);

/** A token without `scope` asked for `field` (a GraphQL field or an MCP tool): the answer names the scope. */
export function missingScope(scope: ApiTokenScope, field: string): AppError {
  const name = scopeName[scope];
  return new AppError('FORBIDDEN', message('tokens:missingScope', { scope: name, field }), {
    requiredScope: name,
    field,
  });
}

/**
 * A token reaches only its account's own trips (issue #33): the refusal of a trip shared with the
 * account, or null. A trip the account cannot see at all is left to the caller's read, which
 * answers NOT_FOUND as it does to anyone.
 */
export async function sharedTripRefusal(
  trips: Pick<TripService, 'part'>,
  userId: number,
  tripId: number,
): Promise<AppError | null> {
  const part = await trips.part(userId, tripId).catch(() => null);
  if (part === null || part === 'owner') return null;
  return new AppError('FORBIDDEN', message('tokens:ownTripsOnly', { id: tripId }), { tripId });
}

export function createApiTokenService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  auth: Pick<AuthService, 'requireVerifiedUser'>;
  requestsPerMinute: number;
  rateLimitMultiplier?: number;
  now?: () => Date;
}) {
  const { prisma, auth } = deps;
  const now = deps.now ?? (() => new Date());
  const { perToken } = createLimiters(
    deps.pool,
    { perToken: { points: deps.requestsPerMinute, durationSeconds: 60 } },
    deps.rateLimitMultiplier,
  );

  return {
    /** Creates a token for a verified user; the answer carries the token itself, the only time it is shown. */
    async create(userId: number | null, input: unknown): Promise<{ token: string; apiToken: ApiTokenSummary }> {
      const owner = (await auth.requireVerifiedUser(userId)).id;
      const { name, scopes, expiresInDays } = parseInput(createTokenSchema, input);
      const active = await prisma.apiToken.count({ where: { userId: owner, revokedAt: null, oauthGrantId: null } });
      if (active >= MAX_TOKENS_PER_USER)
        throw new AppError('CONFLICT', message(apiTokenMessages.tooMany, { max: MAX_TOKENS_PER_USER }));
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const apiToken = await prisma.apiToken.create({
        data: {
          userId: owner,
          name,
          scopes,
          tokenHash: hashToken(token),
          prefix: token.slice(0, DISPLAY_PREFIX_LENGTH),
          expiresAt: expiresInDays ? new Date(now().getTime() + expiresInDays * 24 * 60 * 60 * 1000) : null,
        },
        select: summaryFields,
      });
      return { token, apiToken };
    },

    /**
     * The user's tokens that are not revoked, newest first (expired ones too, so the owner sees why).
     * Not the access tokens of connected apps (OAuth): those are listed, and revoked, as their app.
     */
    async list(userId: number | null): Promise<ApiTokenSummary[]> {
      const owner = (await auth.requireVerifiedUser(userId)).id;
      return prisma.apiToken.findMany({
        where: { userId: owner, revokedAt: null, oauthGrantId: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: summaryFields,
      });
    },

    /** Revokes one of the user's tokens; its next request is refused. */
    async revoke(userId: number | null, id: number): Promise<true> {
      const owner = (await auth.requireVerifiedUser(userId)).id;
      const { count } = await prisma.apiToken.updateMany({
        where: { id, userId: owner, revokedAt: null, oauthGrantId: null },
        data: { revokedAt: now() },
      });
      if (count !== 1) throw notFound(apiTokenMessages.notFound);
      return true;
    },

    /**
     * Checks an Authorization header value and counts the request against the
     * token's per-minute budget. UNAUTHENTICATED for anything but a live
     * token; RATE_LIMITED when the budget is spent.
     */
    async authenticate(authorization: string): Promise<TokenPrincipal> {
      const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
      if (!match) throw unauthenticated(apiTokenMessages.scheme);
      const token = match[1]!;
      if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) throw unauthenticated(apiTokenMessages.invalid);
      const found = await prisma.apiToken.findUnique({
        where: { tokenHash: hashToken(token) },
        select: { id: true, userId: true, scopes: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
      });
      if (!found) throw unauthenticated(apiTokenMessages.invalid);
      if (found.revokedAt) throw unauthenticated(apiTokenMessages.revoked);
      const time = now();
      if (found.expiresAt && found.expiresAt <= time) throw unauthenticated(apiTokenMessages.expired);
      try {
        await perToken.consume(String(found.id));
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          const seconds = Number(error.details.retryAfterSeconds);
          throw new AppError('RATE_LIMITED', message(apiTokenMessages.rateLimited, { count: seconds }), error.details);
        }
        throw error;
      }
      if (!found.lastUsedAt || time.getTime() - found.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
        // Conditional, so two processes seeing the same stale time write once.
        await prisma.apiToken.updateMany({
          where: { id: found.id, OR: [{ lastUsedAt: null }, { lastUsedAt: found.lastUsedAt }] },
          data: { lastUsedAt: time },
        });
      }
      return { tokenId: found.id, userId: found.userId, scopes: found.scopes };
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;

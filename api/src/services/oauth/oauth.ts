// OAuth 2.1 for /mcp (issue #32, docs/decisions/046-mcp-oauth.md): the authorization server that
// ChatGPT's and Claude's remote connectors need. Clients register themselves (RFC 7591), the user
// allows them on Lakbay's consent page, and the code (PKCE S256, ten minutes, one use) is exchanged
// for an access token that *is* an API token of the user's (`lkb_…`, with the scopes allowed and an
// hour to live), so /mcp checks, counts and scopes it exactly as a token made on /profile. A refresh
// token (`lkr_…`) gets the next pair, once (rotation). Codes, tokens and client secrets are stored
// as SHA-256 only. A connected app is an OAuthGrant: revoking it revokes its tokens at once.
import { randomBytes, randomUUID, createHash, timingSafeEqual } from 'node:crypto';
import type { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import {
  AccessDeniedError,
  InvalidClientError,
  InvalidClientMetadataError,
  InvalidGrantError,
  InvalidRequestError,
  InvalidScopeError,
  InvalidTargetError,
  UnsupportedResponseTypeError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type pg from 'pg';
import { ApiTokenScope } from '../../generated/prisma/enums.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { notFound } from '../../lib/errors.js';
import { scopeName, TOKEN_PREFIX } from '../api-tokens/api-tokens.js';
import type { AuthService } from '../auth/auth.js';
import { hashToken } from '../auth/auth.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';

export const REFRESH_TOKEN_PREFIX = 'lkr_';
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Client registrations from one address an hour, counted in PostgreSQL across processes. */
export const REGISTRATIONS_PER_IP: RateLimitRule = { points: 10, durationSeconds: 60 * 60 };
/** Token requests from one address in 15 minutes. */
export const TOKEN_REQUESTS_PER_IP: RateLimitRule = { points: 60, durationSeconds: 15 * 60 };
const MAX_REDIRECT_URIS = 10;
const MAX_CLIENT_NAME = 80;

/** OAuth's scope names are the API tokens' own (`trips:read`, `trips:write`, `generate`). */
export const SCOPES_SUPPORTED = Object.values(ApiTokenScope).map((scope) => scopeName[scope]);
const scopeByName = new Map(Object.values(ApiTokenScope).map((scope) => [scopeName[scope], scope]));

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on a loopback host only; no fragment, no credentials. */
export function isAllowedRedirectUri(uri: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  if (url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** The authorization request's parameters, as /authorize and the consent page pass them on. */
export interface AuthorizationRequest {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  scope?: string;
  state?: string;
  resource?: string;
}

export interface ValidAuthorization {
  client: { id: number; clientId: string; name: string };
  redirectUri: string;
  scopes: ApiTokenScope[];
  codeChallenge: string;
  state?: string;
  resource?: string;
}

/**
 * An authorization request that cannot go on. With `redirectUri`, the error goes back to the client
 * there (with the state); without, the client or redirect URI is unknown, and the user is told so.
 */
export class AuthorizationRefused extends Error {
  constructor(
    readonly error: OAuthError,
    readonly redirectUri?: string,
    readonly state?: string,
  ) {
    super(error.message);
  }

  /** The redirect back to the client with `error`, `error_description` and `state`. */
  get location(): string | undefined {
    return this.redirectUri === undefined ? undefined : errorRedirect(this.redirectUri, this.error, this.state);
  }
}

function errorRedirect(redirectUri: string, error: OAuthError, state?: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error.errorCode);
  url.searchParams.set('error_description', error.message);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.href;
}

const sha256Base64Url = (text: string) => createHash('sha256').update(text).digest('base64url');

/** RFC 7636: S256 only; a verifier of 43 to 128 unreserved characters. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(sha256Base64Url(verifier));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** A connected app as its user sees it on /profile. */
export interface ConnectedApp {
  id: number;
  clientName: string;
  redirectHost: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What the consent page shows: who asks, where the answer goes, and for what. */
export interface ConsentRequest {
  clientName: string;
  redirectHost: string;
  scopes: ApiTokenScope[];
}

export function createOAuthService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  auth: Pick<AuthService, 'requireVerifiedUser'>;
  /** The site's address: the one resource (RFC 8707) a token is for is its /mcp. */
  publicUrl: string;
  rateLimitMultiplier?: number;
  now?: () => Date;
}) {
  const { prisma, auth } = deps;
  const mcpResource = `${deps.publicUrl}/mcp`;
  const now = deps.now ?? (() => new Date());
  const limits = createLimiters(
    deps.pool,
    { oauthRegisterPerIp: REGISTRATIONS_PER_IP, oauthTokenPerIp: TOKEN_REQUESTS_PER_IP },
    deps.rateLimitMultiplier,
  );

  /** Checks an authorization request as RFC 6749 4.1.2.1 orders it: client and redirect first. */
  async function validate(request: AuthorizationRequest): Promise<ValidAuthorization> {
    const { client_id: clientId, redirect_uri: redirectUri, state } = request;
    if (!clientId) throw new AuthorizationRefused(new InvalidRequestError('client_id is required'));
    const client = await prisma.oAuthClient.findUnique({
      where: { clientId },
      select: { id: true, clientId: true, name: true, redirectUris: true },
    });
    if (!client) throw new AuthorizationRefused(new InvalidClientError('Unknown client_id'));
    // Exact match, character for character, against a registered URI (no loopback port leeway).
    if (!redirectUri || !client.redirectUris.includes(redirectUri))
      throw new AuthorizationRefused(new InvalidRequestError('redirect_uri is missing or not registered'));
    const refuse = (error: OAuthError) => new AuthorizationRefused(error, redirectUri, state);
    if (request.response_type !== 'code') throw refuse(new UnsupportedResponseTypeError('response_type must be code'));
    if (!request.code_challenge || !/^[A-Za-z0-9\-_]{43}$/.test(request.code_challenge))
      throw refuse(new InvalidRequestError('code_challenge (S256) is required'));
    if (request.code_challenge_method !== 'S256')
      throw refuse(new InvalidRequestError('code_challenge_method must be S256'));
    if (request.resource !== undefined && request.resource.replace(/\/$/, '') !== mcpResource)
      throw refuse(new InvalidTargetError(`The only resource here is ${mcpResource}`));
    const names = (request.scope ?? '').split(' ').filter(Boolean);
    const scopes = names.length === 0 ? Object.values(ApiTokenScope) : names.map((name) => scopeByName.get(name));
    if (scopes.some((scope) => scope === undefined))
      throw refuse(new InvalidScopeError(`Supported scopes: ${SCOPES_SUPPORTED.join(' ')}`));
    return {
      client: { id: client.id, clientId: client.clientId, name: client.name },
      redirectUri,
      scopes: [...new Set(scopes as ApiTokenScope[])],
      codeChallenge: request.code_challenge,
      state,
      resource: request.resource,
    };
  }

  /** Checks the client's credentials at the token and revocation endpoints (client_secret_post or none). */
  async function authenticateClient(clientId: string | undefined, secret: string | undefined) {
    if (!clientId) throw new InvalidClientError('client_id is required');
    const client = await prisma.oAuthClient.findUnique({ where: { clientId } });
    if (!client) throw new InvalidClientError('Invalid client_id');
    if (client.secretHash !== null) {
      if (!secret || hashToken(secret) !== client.secretHash) throw new InvalidClientError('Invalid client_secret');
      if (client.secretExpiresAt && client.secretExpiresAt <= now())
        throw new InvalidClientError('Client secret has expired');
    }
    return client;
  }

  /** A new access token (an API token of the grant's user) and refresh token for a live grant. */
  async function issueTokens(
    tx: Pick<PrismaClient, 'apiToken' | 'oAuthRefreshToken'>,
    grant: { id: number; userId: number; scopes: ApiTokenScope[] },
    clientName: string,
    scopes: ApiTokenScope[],
  ): Promise<OAuthTokens> {
    const time = now();
    // One live access token per grant: the one a refresh replaces stops now.
    await tx.apiToken.updateMany({ where: { oauthGrantId: grant.id, revokedAt: null }, data: { revokedAt: time } });
    const accessToken = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const refreshToken = `${REFRESH_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    await tx.apiToken.create({
      data: {
        userId: grant.userId,
        name: clientName,
        scopes,
        tokenHash: hashToken(accessToken),
        prefix: accessToken.slice(0, TOKEN_PREFIX.length + 8),
        expiresAt: new Date(time.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
        oauthGrantId: grant.id,
      },
    });
    await tx.oAuthRefreshToken.create({
      data: {
        grantId: grant.id,
        tokenHash: hashToken(refreshToken),
        expiresAt: new Date(time.getTime() + REFRESH_TOKEN_LIFETIME_MS),
      },
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      refresh_token: refreshToken,
      scope: scopes.map((scope) => scopeName[scope]).join(' '),
    };
  }

  /** Revokes a grant, its access tokens and refresh tokens, in one transaction. */
  async function revokeGrant(grantId: number): Promise<void> {
    const time = now();
    await prisma.$transaction([
      prisma.oAuthGrant.updateMany({ where: { id: grantId, revokedAt: null }, data: { revokedAt: time } }),
      prisma.apiToken.updateMany({ where: { oauthGrantId: grantId, revokedAt: null }, data: { revokedAt: time } }),
      prisma.oAuthRefreshToken.deleteMany({ where: { grantId } }),
    ]);
  }

  /**
   * Forgets codes long past their time, and refresh tokens past theirs (every connection would
   * otherwise leave rows behind); run with each new code.
   */
  async function sweep(): Promise<void> {
    const time = now();
    await prisma.oAuthAuthorizationCode.deleteMany({
      where: { expiresAt: { lt: new Date(time.getTime() - CODE_LIFETIME_MS) } },
    });
    await prisma.oAuthRefreshToken.deleteMany({ where: { expiresAt: { lt: time } } });
  }

  return {
    /** Counts one registration from `ip`; RATE_LIMITED past REGISTRATIONS_PER_IP. */
    countRegistration: (ip: string) => limits.oauthRegisterPerIp.consume(ip),
    /** Counts one token request from `ip`; RATE_LIMITED past TOKEN_REQUESTS_PER_IP. */
    countTokenRequest: (ip: string) => limits.oauthTokenPerIp.consume(ip),

    /** The SDK's clients store: dynamic registration writes here (its handler makes the id and secret). */
    clientsStore: {
      async getClient(clientId: string): Promise<OAuthClientInformationFull | undefined> {
        const client = await prisma.oAuthClient.findUnique({ where: { clientId } });
        // Never the secret: only its hash is kept.
        return client ? (client.metadata as unknown as OAuthClientInformationFull) : undefined;
      },
      async registerClient(
        info: Omit<OAuthClientInformationFull, 'client_id' | 'client_id_issued_at'> & { client_id?: string },
      ): Promise<OAuthClientInformationFull> {
        const redirectUris = info.redirect_uris;
        if (redirectUris.length === 0 || redirectUris.length > MAX_REDIRECT_URIS)
          throw new InvalidClientMetadataError(`Register 1 to ${MAX_REDIRECT_URIS} redirect_uris`);
        const bad = redirectUris.find((uri) => !isAllowedRedirectUri(uri));
        if (bad !== undefined)
          throw new InvalidClientMetadataError(
            `redirect_uri ${bad} must be https (http only on localhost or a loopback address), without a fragment`,
          );
        const method = info.token_endpoint_auth_method ?? 'client_secret_post';
        if (method !== 'none' && method !== 'client_secret_post')
          throw new InvalidClientMetadataError('token_endpoint_auth_method must be client_secret_post or none');
        if (info.grant_types?.some((grant) => grant !== 'authorization_code' && grant !== 'refresh_token'))
          throw new InvalidClientMetadataError('grant_types may be authorization_code and refresh_token only');
        const clientId = info.client_id ?? randomUUID();
        const name = (info.client_name?.trim() || new URL(redirectUris[0]!).host).slice(0, MAX_CLIENT_NAME);
        const { client_secret: secret, ...rest } = info;
        const registered = {
          ...rest,
          client_id: clientId,
          client_id_issued_at: Math.floor(now().getTime() / 1000),
          token_endpoint_auth_method: method,
          grant_types: info.grant_types ?? ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        };
        await prisma.oAuthClient.create({
          data: {
            clientId,
            name,
            redirectUris,
            secretHash: secret ? hashToken(secret) : null,
            secretExpiresAt: info.client_secret_expires_at ? new Date(info.client_secret_expires_at * 1000) : null,
            metadata: JSON.parse(JSON.stringify(registered)) as object,
          },
        });
        return { ...registered, ...(secret ? { client_secret: secret } : {}) };
      },
    },

    validate,

    /** What the consent page shows for a request; AuthorizationRefused when it cannot go on. */
    async consent(request: AuthorizationRequest): Promise<ConsentRequest> {
      const valid = await validate(request);
      return { clientName: valid.client.name, redirectHost: new URL(valid.redirectUri).host, scopes: valid.scopes };
    },

    /**
     * The signed-in, verified user allows the request: a code for the client, answered as the redirect
     * back to it (with `code` and `state`). FORBIDDEN for an unverified user, before any code exists.
     */
    async approve(userId: number | null, request: AuthorizationRequest): Promise<string> {
      const user = await auth.requireVerifiedUser(userId);
      const valid = await validate(request);
      await sweep();
      const code = randomBytes(32).toString('base64url');
      await prisma.oAuthAuthorizationCode.create({
        data: {
          codeHash: hashToken(code),
          clientId: valid.client.id,
          userId: user.id,
          redirectUri: valid.redirectUri,
          codeChallenge: valid.codeChallenge,
          scopes: valid.scopes,
          resource: valid.resource ?? null,
          expiresAt: new Date(now().getTime() + CODE_LIFETIME_MS),
        },
      });
      const url = new URL(valid.redirectUri);
      url.searchParams.set('code', code);
      if (valid.state !== undefined) url.searchParams.set('state', valid.state);
      return url.href;
    },

    /**
     * The user denies the request (or cannot allow it, unverified): the redirect back with
     * `access_denied` and the state. It tells the client nothing but no.
     */
    async deny(request: AuthorizationRequest): Promise<string> {
      const valid = await validate(request);
      return errorRedirect(valid.redirectUri, new AccessDeniedError('The user denied the request'), valid.state);
    },

    authenticateClient,

    /**
     * Exchanges a code: once, by its own client, with the same redirect_uri and the PKCE verifier,
     * within ten minutes. A code presented again revokes what its first exchange gave (RFC 6749 4.1.2).
     */
    async exchangeCode(
      client: { id: number; name: string },
      code: string,
      verifier: string,
      redirectUri: string | undefined,
    ): Promise<OAuthTokens> {
      const codeHash = hashToken(code);
      const found = await prisma.oAuthAuthorizationCode.findUnique({ where: { codeHash } });
      if (!found) throw new InvalidGrantError('Invalid authorization code');
      // Spent by this very update, whatever follows: a code gets one attempt.
      const { count } = await prisma.oAuthAuthorizationCode.updateMany({
        where: { id: found.id, usedAt: null },
        data: { usedAt: now() },
      });
      if (count !== 1) {
        if (found.grantId !== null) await revokeGrant(found.grantId);
        throw new InvalidGrantError('Authorization code was already used');
      }
      if (found.clientId !== client.id) throw new InvalidGrantError('Authorization code was issued to another client');
      if (found.expiresAt <= now()) throw new InvalidGrantError('Authorization code has expired');
      if (redirectUri !== found.redirectUri)
        throw new InvalidGrantError('redirect_uri does not match the authorization request');
      if (!pkceMatches(verifier, found.codeChallenge))
        throw new InvalidGrantError('code_verifier does not match the challenge');
      return prisma.$transaction(async (tx) => {
        const grant = await tx.oAuthGrant.create({
          data: { userId: found.userId, clientId: client.id, scopes: found.scopes },
        });
        await tx.oAuthAuthorizationCode.update({ where: { id: found.id }, data: { grantId: grant.id } });
        return issueTokens(tx, grant, client.name, grant.scopes);
      });
    },

    /** Rotation: a refresh token gives one new pair; presented again, it revokes the grant. */
    async exchangeRefreshToken(
      client: { id: number; name: string },
      refreshToken: string,
      scopeNames: string[] | undefined,
    ): Promise<OAuthTokens> {
      const found = await prisma.oAuthRefreshToken.findUnique({
        where: { tokenHash: hashToken(refreshToken) },
        include: { grant: true },
      });
      if (!found || found.grant.clientId !== client.id || found.grant.revokedAt !== null)
        throw new InvalidGrantError('Invalid refresh token');
      const { count } = await prisma.oAuthRefreshToken.updateMany({
        where: { id: found.id, usedAt: null },
        data: { usedAt: now() },
      });
      if (count !== 1) {
        await revokeGrant(found.grantId);
        throw new InvalidGrantError('Refresh token was already used');
      }
      if (found.expiresAt <= now()) throw new InvalidGrantError('Refresh token has expired');
      let scopes = found.grant.scopes;
      if (scopeNames !== undefined) {
        const asked = scopeNames.map((name) => scopeByName.get(name));
        if (asked.some((scope) => scope === undefined || !found.grant.scopes.includes(scope)))
          throw new InvalidScopeError('A refresh may only narrow the scopes the user allowed');
        scopes = asked as ApiTokenScope[];
      }
      return prisma.$transaction((tx) => issueTokens(tx, found.grant, client.name, scopes));
    },

    /** RFC 7009: either token of a client's grant revokes the whole grant; anything else is ignored. */
    async revokeToken(client: { id: number }, token: string): Promise<void> {
      const tokenHash = hashToken(token);
      const [access, refresh] = await Promise.all([
        prisma.apiToken.findUnique({ where: { tokenHash }, select: { oauthGrant: true } }),
        prisma.oAuthRefreshToken.findUnique({ where: { tokenHash }, select: { grant: true } }),
      ]);
      const grant = access?.oauthGrant ?? refresh?.grant;
      if (grant && grant.clientId === client.id) await revokeGrant(grant.id);
    },

    /** The user's connected apps that are not revoked, newest first. */
    async listConnectedApps(userId: number | null): Promise<ConnectedApp[]> {
      const owner = (await auth.requireVerifiedUser(userId)).id;
      const grants = await prisma.oAuthGrant.findMany({
        where: { userId: owner, revokedAt: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: {
          client: { select: { name: true, redirectUris: true } },
          accessTokens: { select: { lastUsedAt: true }, orderBy: { lastUsedAt: { sort: 'desc', nulls: 'last' } } },
        },
      });
      return grants.map((grant) => ({
        id: grant.id,
        clientName: grant.client.name,
        redirectHost: new URL(grant.client.redirectUris[0]!).host,
        scopes: grant.scopes,
        createdAt: grant.createdAt,
        lastUsedAt: grant.accessTokens[0]?.lastUsedAt ?? null,
      }));
    },

    /** Disconnects one of the user's apps: its tokens are refused from the next request on. */
    async revokeConnectedApp(userId: number | null, id: number): Promise<true> {
      const owner = (await auth.requireVerifiedUser(userId)).id;
      const grant = await prisma.oAuthGrant.findFirst({ where: { id, userId: owner, revokedAt: null } });
      if (!grant) throw notFound('tokens:appNotFound');
      await revokeGrant(grant.id);
      return true;
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;

// OAuth 2.1 for /mcp (docs/decisions/046-mcp-oauth.md): the discovery documents, dynamic client
// registration, the authorization endpoint (which hands the user to the web app's consent page), and
// the token and revocation endpoints. The SDK's pieces are used where they fit: its metadata
// handlers and its registration handler (behind our own PostgreSQL-counted limit instead of its
// in-memory one). Its authorization handler lets a loopback redirect URI change its port and its
// client authentication compares stored secrets in plain text, so /authorize and /token are ours:
// exact redirect URIs, hashed secrets, PKCE S256 checked in the service.
import { mcpAuthMetadataRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import { clientRegistrationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/register.js';
import {
  InvalidClientError,
  InvalidRequestError,
  OAuthError,
  ServerError,
  TooManyRequestsError,
  UnsupportedGrantTypeError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { AuthorizationRefused, SCOPES_SUPPORTED, type AuthorizationRequest } from '../services/oauth/oauth.js';
import type { Services } from '../services/services.js';

/** Where the endpoints live, under the site's own address. */
export const OAUTH_PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  register: '/oauth/register',
  revoke: '/oauth/revoke',
  /** The web app's consent page. */
  consent: '/oauth/consent',
} as const;

/** RFC 9728's address of /mcp's protected resource metadata. */
export const protectedResourceMetadataUrl = (publicUrl: string) =>
  `${publicUrl}/.well-known/oauth-protected-resource/mcp`;

/** The SDK refuses an http issuer other than localhost; so does RFC 8414. */
export function oauthAvailable(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

const AUTHORIZATION_PARAMETERS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'scope',
  'state',
  'resource',
] as const;

function authorizationRequest(source: Record<string, unknown>): AuthorizationRequest {
  const request: Record<string, string> = {};
  for (const name of AUTHORIZATION_PARAMETERS) {
    const value = source[name];
    if (typeof value === 'string') request[name] = value;
  }
  return request;
}

/** Anyone may call these from a browser (web-based MCP clients): no cookie is read. */
const openCors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
    res.status(204).end();
    return;
  }
  next();
};

/** An OAuth error as RFC 6749 5.2 answers it: 401 for a client that failed to authenticate, else 400. */
function sendOAuthError(res: Response, error: unknown, logger: Logger) {
  if (error instanceof AppError && error.code === 'RATE_LIMITED') {
    res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
    res.status(429).json(new TooManyRequestsError(error.message).toResponseObject());
    return;
  }
  if (error instanceof OAuthError && !(error instanceof ServerError)) {
    res.status(error instanceof InvalidClientError ? 401 : 400).json(error.toResponseObject());
    return;
  }
  logger.error({ err: error }, 'OAuth endpoint failed');
  res.status(500).json(new ServerError('Internal Server Error').toResponseObject());
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const postOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'POST') return next();
  res.setHeader('Allow', 'POST');
  res.status(405).json(new InvalidRequestError(`${req.method} is not allowed here`).toResponseObject());
};

const field = (body: Record<string, unknown>, name: string): string | undefined =>
  typeof body[name] === 'string' ? body[name] : undefined;

export function createOAuthRouter(services: Services, publicUrl: string, logger: Logger): Router {
  const { oauth } = services;
  const url = (path: string) => `${publicUrl}${path}`;
  const metadata: OAuthMetadata = {
    issuer: `${publicUrl}/`,
    authorization_endpoint: url(OAUTH_PATHS.authorize),
    token_endpoint: url(OAUTH_PATHS.token),
    registration_endpoint: url(OAUTH_PATHS.register),
    revocation_endpoint: url(OAUTH_PATHS.revoke),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
    revocation_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
    scopes_supported: SCOPES_SUPPORTED,
  };
  const router = Router();
  // RFC 9728 at /.well-known/oauth-protected-resource/mcp and RFC 8414 at /.well-known/oauth-authorization-server.
  router.use(
    mcpAuthMetadataRouter({
      oauthMetadata: metadata,
      resourceServerUrl: new URL(url('/mcp')),
      scopesSupported: SCOPES_SUPPORTED,
      resourceName: 'Lakbay',
    }),
  );

  // Dynamic registration: the SDK's handler, counted per address in PostgreSQL first.
  router.use(
    OAUTH_PATHS.register,
    noStore,
    openCors,
    postOnly,
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await oauth.countRegistration(req.ip ?? 'unknown');
        next();
      } catch (error) {
        sendOAuthError(res, error, logger);
      }
    },
  );
  router.use(
    OAUTH_PATHS.register,
    clientRegistrationHandler({ clientsStore: oauth.clientsStore, rateLimit: false, clientSecretExpirySeconds: 0 }),
  );

  // The authorization endpoint checks the request, then sends the user to the consent page with it.
  router.all(
    OAUTH_PATHS.authorize,
    noStore,
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'POST') {
        res.setHeader('Allow', 'GET, POST');
        res.status(405).end();
        return;
      }
      const request = authorizationRequest(req.method === 'POST' ? (req.body as Record<string, unknown>) : req.query);
      try {
        await oauth.validate(request);
        res.redirect(302, `${url(OAUTH_PATHS.consent)}?${new URLSearchParams({ ...request }).toString()}`);
      } catch (error) {
        if (!(error instanceof AuthorizationRefused)) return sendOAuthError(res, error, logger);
        // An unknown client or redirect URI is told to the user, never redirected to (RFC 6749 4.1.2.1).
        const location = error.location;
        if (location) res.redirect(302, location);
        else res.status(400).json(error.error.toResponseObject());
      }
    },
  );

  const tokenBody = express.urlencoded({ extended: false, limit: '16kb' });
  router.use(OAUTH_PATHS.token, noStore, openCors, postOnly, tokenBody, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      await oauth.countTokenRequest(req.ip ?? 'unknown');
      const client = await oauth.authenticateClient(field(body, 'client_id'), field(body, 'client_secret'));
      const grantType = field(body, 'grant_type');
      if (grantType === 'authorization_code') {
        const code = field(body, 'code');
        const verifier = field(body, 'code_verifier');
        if (!code || !verifier) throw new InvalidRequestError('code and code_verifier are required');
        res.json(await oauth.exchangeCode(client, code, verifier, field(body, 'redirect_uri')));
      } else if (grantType === 'refresh_token') {
        const refreshToken = field(body, 'refresh_token');
        if (!refreshToken) throw new InvalidRequestError('refresh_token is required');
        res.json(await oauth.exchangeRefreshToken(client, refreshToken, field(body, 'scope')?.split(' ')));
      } else {
        throw new UnsupportedGrantTypeError('grant_type must be authorization_code or refresh_token');
      }
    } catch (error) {
      sendOAuthError(res, error, logger);
    }
  });

  router.use(OAUTH_PATHS.revoke, noStore, openCors, postOnly, tokenBody, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      await oauth.countTokenRequest(req.ip ?? 'unknown');
      const client = await oauth.authenticateClient(field(body, 'client_id'), field(body, 'client_secret'));
      const token = field(body, 'token');
      if (!token) throw new InvalidRequestError('token is required');
      await oauth.revokeToken(client, token);
      res.status(200).json({});
    } catch (error) {
      sendOAuthError(res, error, logger);
    }
  });
  return router;
}

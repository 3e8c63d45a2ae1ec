// /mcp: Lakbay for AI assistants over MCP's Streamable HTTP transport (issue 32, docs/mcp.md).
// Stateless: each POST gets its own server and transport (the SDK's stateless pattern), so any
// server process answers any request and nothing is kept between them. Partner API tokens only,
// checked and counted against the token's per-minute budget exactly as on /graphql; session
// cookies mean nothing here.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { Router, type Request } from 'express';
import { MAX_REQUEST_BYTES } from '../graphql/query-limits.js';
import { resolveLocale } from '../http/locale.js';
import { AppError } from '../lib/errors.js';
import type { Locale } from '../lib/i18n.js';
import type { TokenPrincipal } from '../services/api-tokens/api-tokens.js';
import type { Services } from '../services/services.js';
import { createLakbayMcpServer } from './lakbay-mcp-server.js';
import { protectedResourceMetadataUrl } from './oauth-router.js';

/**
 * The request's API token; a missing or bad one is 401 with the challenge RFC 6750 asks for, and
 * where OAuth is on, the address of the protected resource metadata (RFC 9728), where an assistant
 * finds how to sign in.
 */
async function bearerToken(services: Services, req: Request, publicUrl: string | null): Promise<TokenPrincipal> {
  const authorization = req.headers.authorization;
  try {
    return await services.apiTokens.authenticate(authorization ?? '');
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
      // No error code when no credentials came at all (RFC 6750, section 3.1).
      const challenge = authorization === undefined ? '' : ', error="invalid_token"';
      const metadata = publicUrl ? `, resource_metadata="${protectedResourceMetadataUrl(publicUrl)}"` : '';
      req.res?.setHeader('WWW-Authenticate', `Bearer realm="lakbay"${challenge}${metadata}`);
    }
    throw error;
  }
}

/** `publicUrl`: the site's address when OAuth is on (its challenge names the metadata), else null. */
export function createMcpRouter(services: Services, version: string, publicUrl: string | null = null): Router {
  const router = Router();
  router.post('/', express.json({ limit: MAX_REQUEST_BYTES }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = await bearerToken(services, req, publicUrl);
    let locale: Promise<Locale> | undefined;
    const server = createLakbayMcpServer(
      services,
      {
        token,
        ip: req.ip ?? 'unknown',
        locale: () => (locale ??= resolveLocale(req, services.users, { userId: token.userId, viaToken: true })),
        log: req.log,
      },
      version,
    );
    // One JSON answer per POST: no tool streams progress yet, and JSON is what a proxy or curl handles best.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // Closing the transport also aborts a tool still running for a client that went away (plan_trip).
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  // Stateless: no stream to open with GET, no session to end with DELETE.
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    throw new AppError('METHOD_NOT_ALLOWED', 'errors:mcpPostOnly');
  });
  return router;
}

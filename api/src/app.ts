// createApp(): the whole HTTP surface — probes, /graphql, /api/*, /mcp, the web app —
// over an already opened database. server.ts and the tests both call it.
import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Config } from './config/env.js';
import type { Database } from './db/database.js';
import { createGraphQLMiddleware } from './graphql/server.js';
import { devOutboxRoutes } from './http/dev-outbox.js';
import { jsonErrorHandler } from './http/errors.js';
import { createPageCache, type PageCacheLimits } from './http/page-cache.js';
import { createGraphqlSecurityHeaders, createSecurityHeaders, refuseCrossSiteCookieRequests } from './http/security.js';
import { createSessionMiddleware } from './http/session.js';
import { webAppRoutes } from './http/web-app.js';
import { loggableUrl, type Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createMcpRouter } from './mcp/mcp-router.js';
import { createOAuthRouter, oauthAvailable } from './mcp/oauth-router.js';
import { createApiRouter } from './rest/api-router.js';
import type { PasswordHasher } from './services/auth/auth.js';
import type { AuthRateLimits } from './services/auth/rate-limits.js';
import type { LiveStreamLimits } from './services/live-streams/live-streams.js';
import type { GeminiBookingLimits } from './services/trip-bookings/gemini-bookings.js';
import type { PlannerData } from './planners/offline-planner.js';
import type { VisaData } from './services/visa/visa-data.js';
import { createServices, type Services } from './services/services.js';

const REQUEST_ID = /^[\w.-]{1,64}$/;

export interface App {
  express: Express;
  services: Services;
  /** Sends e-mail (and retries what the mail server did not take). */
  mailer: Mailer;
  /** Settles once the web app's server bundle has loaded (at once without a web build to serve). */
  webAppLoaded: Promise<void>;
  stop(): Promise<void>;
}

export async function createApp(deps: {
  config: Config;
  logger: Logger;
  database: Database;
  sessionSecret: string;
  /**
   * Tests only: tighter or looser rate limits and live stream caps, a counting password hasher, a
   * pinned clock, changed planner facts or visa data, a smaller page cache, a shorter wait for Gemini reading a confirmation.
   */
  overrides?: {
    rateLimits?: Partial<AuthRateLimits>;
    liveStreams?: Partial<LiveStreamLimits>;
    passwords?: PasswordHasher;
    now?: () => Date;
    plannerData?: PlannerData;
    visaData?: VisaData;
    pageCache?: PageCacheLimits;
    geminiBookings?: Partial<GeminiBookingLimits>;
  };
}): Promise<App> {
  const { config, logger, database } = deps;
  const mailer = createMailer({ config, logger, prisma: database.prisma });
  if (mailer.transport === 'outbox') {
    const note = 'SMTP_URL is not set: e-mail is kept in the mail_outbox table';
    if (config.isProduction) logger.warn(`${note} and never sent (MAIL_OUTBOX_IN_PRODUCTION=true)`);
    else logger.info(`${note}, see /dev/outbox${config.NODE_ENV === 'development' ? '; its links are logged' : ''}`);
  }
  const services = createServices({
    prisma: database.prisma,
    pool: database.pool,
    logger,
    mailer,
    version: config.version,
    publicUrl: config.publicUrl,
    sessionSecret: deps.sessionSecret,
    mailReceiverDomain: config.MAIL_RECEIVER_DOMAIN ?? null,
    sharedDatabaseUrl: config.DATABASE_URL ?? null,
    rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER,
    planner: config,
    booking: config,
    map: config,
    livePlaces: config,
    apiTokenRequestsPerMinute: config.API_TOKEN_REQUESTS_PER_MINUTE,
    contactMail: config,
    photos: config,
    ...deps.overrides,
  });
  const { pageCache: pageCacheLimits, now = () => new Date() } = deps.overrides ?? {};
  await services.tripEvents.start();
  const app = express();
  app.disable('x-powered-by');
  // Express would hash every answer sent with res.send/res.json for an ETag
  // (SHA-1 over a 1.2 MB trip list). Those answers are `no-store` (API,
  // GraphQL, dev pages) or probes, so no browser revalidates them; the web
  // app's files keep their ETags, which express.static and sendFile make themselves.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: loggableUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const reachable = await services.system.isDatabaseReachable();
    res
      .status(reachable ? 200 : 503)
      .json(reachable ? { status: 'ready' } : { status: 'unavailable', reason: 'database unreachable' });
  });

  const securityHeaders = createSecurityHeaders(
    config.isProduction,
    [...services.photos.imageOrigins, ...services.localSecrets.imageOrigins],
    services.booking.frameOrigins,
  );
  const sessions = createSessionMiddleware(config, database.pool, deps.sessionSecret);
  const graphql = await createGraphQLMiddleware({ config, logger, prisma: database.prisma, services });
  // Before /graphql, which would take /graphql/stream for itself.
  app.use(
    '/graphql/stream',
    createGraphqlSecurityHeaders(config.isProduction),
    refuseCrossSiteCookieRequests,
    sessions,
    ...graphql.stream,
  );
  app.use(
    '/graphql',
    createGraphqlSecurityHeaders(config.isProduction),
    refuseCrossSiteCookieRequests,
    sessions,
    ...graphql.handler,
  );
  app.use('/graphql', jsonErrorHandler);
  app.use('/api', securityHeaders, sessions, createApiRouter(services));
  // API tokens only: no session middleware, so a cookie never authenticates an MCP request.
  const oauth = oauthAvailable(config.publicUrl);
  if (!oauth) logger.warn('PUBLIC_URL is neither https nor localhost: OAuth for /mcp is off (API tokens still work)');
  app.use('/mcp', securityHeaders, createMcpRouter(services, config.version, oauth ? config.publicUrl : null));
  app.use('/dev', securityHeaders, devOutboxRoutes(services.outbox, !config.isProduction));
  app.use(securityHeaders);
  // OAuth for /mcp (ChatGPT's and Claude's connectors): discovery, registration, authorize, token;
  // the consent page (/oauth/consent) is the web app's.
  if (oauth) app.use(createOAuthRouter(services, config.publicUrl, logger));
  const webApp = config.WEB_DIST_DIR
    ? webAppRoutes({
        distDir: config.WEB_DIST_DIR,
        sessions,
        executeGraphQL: graphql.execute,
        publicUrl: config.publicUrl,
        logger,
        pageCache: config.PAGE_CACHE ? createPageCache(pageCacheLimits) : null,
        now,
      })
    : null;
  if (webApp) app.use(webApp.routes);
  app.use(jsonErrorHandler);

  return {
    express: app,
    services,
    mailer,
    webAppLoaded: webApp?.preloaded ?? Promise.resolve(),
    async stop() {
      await webApp?.preloaded;
      await graphql.stop();
      await services.tripEvents.stop();
      await services.auth.idle();
      await services.contact.idle();
      await services.tripMembers.idle();
      await mailer.close();
    },
  };
}

// The environment, read once at start-up and validated: a bad value stops the
// process with a message naming the variable instead of failing later.
import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
// The web app's CSP frames only https: pages (http/security.ts).
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** Express's names for address ranges, accepted in TRUST_PROXY as they are. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Google's recommended generally available Flash model for structured JSON output, as of
 * 2026-11-26 (docs/decisions/029-every-place-checked.md): gemini-2.5-flash is deprecated.
 */
export const DEFAULT_GEMINI_MODEL = 'gemini-3.8-flash';

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of PROXY_RANGES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * The narrowest prefix a trusted range may have: a /8 holds the widest private range (10.0.0.0/8) and
 * IPv6's unique local fd00::/8. A wider one (0.0.0.0/0, ::/0, 2000::/3) holds addresses clients
 * connect from, so it would trust every hop again (issue #33 S14).
 */
const WIDEST_PROXY_PREFIX = 8;

/** A valid range wider than WIDEST_PROXY_PREFIX, IPv4-mapped IPv6 (::ffff:0:0/96) read as the IPv4 range it is. */
function isTooWide(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined || PROXY_RANGES.has(entry)) return false;
  const bits = Number(prefix);
  const mapped = isIP(address) === 6 && /^(?:(?:0{1,4}:){5}|::(?:0{1,4}:){0,4})ffff:/i.test(address) && bits >= 96;
  return (mapped ? bits - 96 : bits) < WIDEST_PROXY_PREFIX;
}

/**
 * Express's `trust proxy`, as a hop count or the proxies' own addresses. Never
 * `true`: trusting every hop lets a client write its own address into
 * X-Forwarded-For and start every per-address rate limit afresh.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would trust every hop, so clients could choose their own address: set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${bad}" is not a hop count, an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
      });
      return z.NEVER;
    }
    const wide = entries.find(isTooWide);
    if (wide !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${wide}" trusts too wide a range: clients could choose their own address. Name the proxies' own addresses or ranges, of at most /${WIDEST_PROXY_PREFIX} (e.g. 10.0.0.0/8), or their number (e.g. 1)`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production, loopback only elsewhere (the dev outbox shows reset links). */
  HOST: z.string().min(1).optional(),
  /** Real PostgreSQL. Unset: an embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Signs session cookies. Required in production; development gets a per-data-dir secret. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Where users reach the app; used to build links in e-mails. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST_DIR: z.string().default('web/dist'),
  /** Sends e-mail through this server, e.g. smtp://user:pass@smtp.example.com:587. Unset: the mail_outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /**
   * Production without SMTP_URL: keep e-mail unsent in the mail_outbox table instead of refusing to
   * start. For a trial run only: nobody gets a verification or reset link.
   */
  MAIL_OUTBOX_IN_PRODUCTION: booleanFlag.default(false),
  /** The From header of every e-mail Lakbay sends. */
  MAIL_FROM: z.string().min(3).default('Lakbay <no-reply@lakbay.local>'),
  /** First retry of an e-mail the mail server did not take; each later retry waits twice as long (at most 1 h). */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Port of the SMTP receiver for forwarded booking confirmations (docs/product/bookings.md). Unset: off,
   * and trips offer no forwarding address. Needs MAIL_RECEIVER_DOMAIN.
   */
  MAIL_RECEIVER_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** The domain of trips' forwarding addresses (trip+…@this); its MX record points at this server. */
  MAIL_RECEIVER_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      'must be a domain name like lakbay.ph',
    )
    .optional(),
  /** The team mailbox told of every contact and quote request. Unset: the address in MAIL_FROM. */
  CONTACT_NOTIFY_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** The privacy notice's address for requests about personal data (the Data Protection Officer's). Unset: the contact address. */
  PRIVACY_CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Multiplies every rate limit (sign-in, sign-up, e-mail requests); raise it only for automated test runs. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Plans trips with Google Gemini. Unset: the offline planner over the curated data. */
  GEMINI_API_KEY: z.string().min(1).optional(),
  /** The Gemini model that plans trips. */
  GEMINI_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODEL),
  /** Another Gemini API endpoint (tests point it at a stand-in on 127.0.0.1). */
  GEMINI_BASE_URL: z.url().optional(),
  /** One deadline for both itineraries, retries included (spec: 60 s). */
  GEMINI_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Trip generations one user may start per hour (multiplied by RATE_LIMIT_MULTIPLIER). */
  TRIP_GENERATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Trip generations one server process runs at once; more answer 429 until one finishes. */
  TRIP_GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  /** A partner's activity-booking widget, framed on /book-activity. Unset: a "Request a quote" page. */
  BOOKING_ACTIVITY_WIDGET_URL: httpsUrl.optional(),
  /** A partner's hotel-booking widget, framed on /book-hotels. Unset: a "Request a quote" page. */
  BOOKING_HOTEL_WIDGET_URL: httpsUrl.optional(),
  /** A partner's flight-search widget, framed on /find-flight. Unset: a "Request a quote" page. */
  BOOKING_FLIGHT_WIDGET_URL: httpsUrl.optional(),
  /** Map tiles for /local-secrets: an http(s) URL template with {z}, {x} and {y}. Unset: OpenStreetMap's standard tiles. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*$/, 'must be an http:// or https:// URL template')
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
    .optional(),
  /** The credit the tile provider requires, shown on the map (plain text). */
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
  /**
   * Live OpenStreetMap places on /local-secrets, from this Overpass API interpreter endpoint; `off` for curated
   * places only. Unset: the public instance at overpass-api.de.
   */
  OVERPASS_URL: z.union([z.literal('off'), z.url({ protocol: /^https?$/ })]).optional(),
  /** Unsplash API access key: trip cards show a destination photo. Unset: the local destination art. */
  UNSPLASH_ACCESS_KEY: z.string().min(1).optional(),
  /** Another Unsplash API endpoint (tests point it at a stand-in on 127.0.0.1). */
  UNSPLASH_API_URL: z.url().optional(),
  /** Answer introspection queries on /graphql. Unset: on outside production. */
  GRAPHQL_INTROSPECTION: booleanFlag.optional(),
  /** Serve the Apollo Sandbox landing page on GET /graphql. Unset: on outside production. */
  GRAPHQL_SANDBOX: booleanFlag.optional(),
  /** Requests one API token may make per minute on /graphql (multiplied by RATE_LIMIT_MULTIPLIER). */
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * One copy of each public page per language, address and day for every signed-out visitor, with an ETag
   * and `Cache-Control: public` (docs/decisions/042). `false`: every page rendered per request, private.
   */
  PAGE_CACHE: booleanFlag.default(true),
  /** Behind a reverse proxy: how many hops (1 for one proxy) or which addresses to trust for X-Forwarded-For. */
  TRUST_PROXY: trustProxy.default(false),
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the server reads. */
export const configVariables = Object.keys(envSchema.shape) as (keyof Env)[];

export type Config = Env & {
  HOST: string;
  isProduction: boolean;
  publicUrl: string;
  graphqlIntrospection: boolean;
  graphqlSandbox: boolean;
  version: string;
};

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most .env files; except WEB_DIST_DIR, whose empty value
  // means "API only" (it fell back to web/dist, so every API test process served the built web app
  // and loaded its server renderer).
  const present = Object.fromEntries(
    Object.entries(source).filter(([name, value]) => value !== '' || name === 'WEB_DIST_DIR'),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  if ((env.MAIL_RECEIVER_PORT === undefined) !== (env.MAIL_RECEIVER_DOMAIN === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_RECEIVER_PORT and MAIL_RECEIVER_DOMAIN: set both to receive forwarded bookings, or neither',
    );
  }
  if (isProduction && !env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production, or users never get their verification ' +
        'and reset links (to keep e-mail unsent in the mail_outbox table instead, set MAIL_OUTBOX_IN_PRODUCTION=true)',
    );
  }
  return {
    ...env,
    HOST: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    isProduction,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION ?? !isProduction,
    graphqlSandbox: env.GRAPHQL_SANDBOX ?? !isProduction,
    version: APP_VERSION,
  };
}

/** Kept in step with package.json by the version test. */
export const APP_VERSION = '0.1.0';

// The environment, read once at start-up and validated: a bad value stops the
// process with a message naming the variable instead of failing later.
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
// The web app's CSP frames only https: pages (http/security.ts).
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  /** The From header of every e-mail Lakbay sends. */
  MAIL_FROM: z.string().min(3).default('Lakbay <no-reply@lakbay.local>'),
  /** First retry of an e-mail the mail server did not take; each later retry waits twice as long (at most 1 h). */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The team mailbox told of every contact and quote request. Unset: the address in MAIL_FROM. */
  CONTACT_NOTIFY_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Multiplies every rate limit (sign-in, sign-up, e-mail requests); raise it only for automated test runs. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Plans trips with Google Gemini. Unset: the offline planner over the curated data. */
  GEMINI_API_KEY: z.string().min(1).optional(),
  /** The Gemini model that plans trips. */
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
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
  TRUST_PROXY: booleanFlag.default(false),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  isProduction: boolean;
  publicUrl: string;
  graphqlIntrospection: boolean;
  graphqlSandbox: boolean;
  version: string;
};

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
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
  return {
    ...env,
    isProduction,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION ?? !isProduction,
    graphqlSandbox: env.GRAPHQL_SANDBOX ?? !isProduction,
    version: APP_VERSION,
  };
}

/** Kept in step with package.json by the version test. */
export const APP_VERSION = '0.1.0';

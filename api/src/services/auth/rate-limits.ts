// Rate limits for the account endpoints, kept in PostgreSQL (the rate_limits
// table from the migrations) so that every server process counts against the
// same budget. Keys (IP addresses, usernames, e-mail addresses) are stored as
// SHA-256, so the table holds no personal data.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors.js';
import { message } from '../../lib/messages.js';

export interface RateLimitRule {
  /** How many attempts the window allows. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
}

export interface AuthRateLimits {
  /** Every sign-in attempt from one IP address. */
  loginPerIp: RateLimitRule;
  /**
   * Sign-in attempts on one username from one IP address; a successful sign-in
   * resets it, so it counts failures. Keyed on the address too, so a stranger
   * elsewhere cannot lock the owner out.
   */
  loginFailuresPerUsernameAndIp: RateLimitRule;
  /**
   * The looser ceiling on one username from every address together, against
   * guessing spread over many addresses; a successful sign-in gives its point back.
   */
  loginFailuresPerUsername: RateLimitRule;
  registerPerIp: RateLimitRule;
  forgotPasswordPerIp: RateLimitRule;
  forgotPasswordPerEmail: RateLimitRule;
  resendVerificationPerIp: RateLimitRule;
  resendVerificationPerEmail: RateLimitRule;
  /** E-mail changes one account makes: each mails an address nobody has verified yet (issue #33 S6). */
  changeEmailPerUser: RateLimitRule;
  /** E-mail-change mails one address receives, whichever accounts ask. */
  changeEmailPerEmail: RateLimitRule;
}

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

export const defaultAuthRateLimits: AuthRateLimits = {
  loginPerIp: { points: 20, durationSeconds: MINUTES_15 },
  loginFailuresPerUsernameAndIp: { points: 5, durationSeconds: MINUTES_15 },
  loginFailuresPerUsername: { points: 100, durationSeconds: HOUR },
  registerPerIp: { points: 5, durationSeconds: HOUR },
  forgotPasswordPerIp: { points: 10, durationSeconds: HOUR },
  forgotPasswordPerEmail: { points: 3, durationSeconds: HOUR },
  resendVerificationPerIp: { points: 10, durationSeconds: HOUR },
  resendVerificationPerEmail: { points: 3, durationSeconds: HOUR },
  changeEmailPerUser: { points: 3, durationSeconds: HOUR },
  changeEmailPerEmail: { points: 3, durationSeconds: HOUR },
};

export const RATE_LIMIT_TABLE = 'rate_limits';

export interface Limiter {
  /** Counts one attempt; throws RATE_LIMITED when the window's budget is spent. */
  consume(key: string): Promise<void>;
  /** Forgets the key's attempts (a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Gives back the attempt the last `consume` counted (a sign-in that succeeded). */
  reward(key: string): Promise<void>;
}

export type AuthLimiters = Record<keyof AuthRateLimits, Limiter>;

export function rateLimited(msBeforeNext: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait =
    retryAfterSeconds < 60
      ? message('auth:rateLimited.soon')
      : message('auth:rateLimited.minutes', { count: Math.ceil(retryAfterSeconds / 60) });
  return new AppError('RATE_LIMITED', wait, { retryAfterSeconds });
}

const hashedKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function createAuthLimiters(
  pool: pg.Pool,
  overrides: Partial<AuthRateLimits> = {},
  multiplier = 1,
): AuthLimiters {
  return createLimiters(pool, { ...defaultAuthRateLimits, ...overrides }, multiplier);
}

/** One limiter per named rule, all in the shared table; the names keep their counts apart. */
export function createLimiters<Name extends string>(
  pool: pg.Pool,
  rules: Record<Name, RateLimitRule>,
  multiplier = 1,
): Record<Name, Limiter> {
  // RateLimiterPostgres names its prepared statements. Named statements belong
  // to a database session, which the embedded database shares between all
  // connections (and PgBouncer in transaction mode shuffles), so a second
  // connection preparing the same name fails. Plain parameterised queries work
  // everywhere, at the cost of one parse per query.
  const unnamedStatements = {
    query: (query: { text: string; values?: unknown[] }) => pool.query({ text: query.text, values: query.values }),
  };
  const entries = (Object.entries(rules) as [Name, RateLimitRule][]).map(([name, rule], index) => {
    const limiter = new RateLimiterPostgres({
      storeClient: unnamedStatements,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      // The table comes from a Prisma migration, not from the limiter.
      tableCreated: true,
      // They share one table: one of them sweeping expired rows every 5 minutes is enough.
      clearExpiredByTimeout: index === 0,
      keyPrefix: name,
      points: rule.points * multiplier,
      duration: rule.durationSeconds,
    });
    const limited: Limiter = {
      async consume(key) {
        try {
          await limiter.consume(hashedKey(key));
        } catch (error) {
          // A RateLimiterRes means the budget is spent; anything else is a database failure.
          if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
          throw error;
        }
      },
      async reset(key) {
        await limiter.delete(hashedKey(key));
      },
      async reward(key) {
        await limiter.reward(hashedKey(key), 1);
      },
    };
    return [name, limited] as const;
  });
  return Object.fromEntries(entries) as Record<Name, Limiter>;
}

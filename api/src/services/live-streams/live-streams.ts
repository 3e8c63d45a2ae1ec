// Open live streams (/graphql/stream), counted across every server process (issue #33 S3, S4;
// docs/threat-model.md). Each open stream holds one row per group it counts in (its user, its client
// address) in the rate_limits table the other limits use (rate-limits.ts): keyed by the group's SHA-256
// and the stream's id, expiring LEASE_CHECKS check intervals after its last renewal. A stream renews its
// rows at every check and deletes them when it closes, so a process that dies frees its streams' places
// within a few minutes, and the table's own sweep removes the rows later. Opening takes a
// transaction-scoped advisory lock per group, so two processes cannot both take the last place.
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { AppError } from '../../lib/errors.js';
import { message } from '../../lib/messages.js';
import { RATE_LIMIT_TABLE } from '../auth/rate-limits.js';

export interface LiveStreamLimits {
  /** Streams one user may hold open at once, through every process. */
  perUser: number;
  /** Streams one client address may hold open at once (several travelers behind one router). */
  perAddress: number;
  /**
   * How often an open stream checks that its session still stands (sign-out, expiry, a password
   * change or reset elsewhere, a deleted account) and renews its places.
   */
  checkSeconds: number;
  /** The least time between two deliveries on one stream: the changes in between go as one. */
  minGapMs: number;
}

export const defaultLiveStreamLimits: LiveStreamLimits = {
  perUser: 6,
  perAddress: 30,
  checkSeconds: 30,
  minGapMs: 1000,
};

/** A stream's places expire this many checks after the last renewal (a process that died renews nothing). */
const LEASE_CHECKS = 4;

/** The places one open stream holds. */
export interface StreamSlot {
  /** Moves the places' expiry on; false when they were lost (the process paused past it): the stream should end. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

const hashed = (value: string) => createHash('sha256').update(value).digest('hex');

export const streamMessages = {
  tooMany: 'errors:tooManyStreams',
} as const;

export function createLiveStreamService(deps: {
  pool: pg.Pool;
  limits?: Partial<LiveStreamLimits>;
  rateLimitMultiplier?: number;
}) {
  const limits = { ...defaultLiveStreamLimits, ...deps.limits };
  const multiplier = deps.rateLimitMultiplier ?? 1;
  const leaseMs = limits.checkSeconds * 1000 * LEASE_CHECKS;
  const groups = (userId: number, address: string) => [
    { prefix: `liveStream:user:${hashed(String(userId))}:`, max: limits.perUser * multiplier },
    { prefix: `liveStream:address:${hashed(address)}:`, max: limits.perAddress * multiplier },
  ];

  return {
    limits,

    /** Takes a place for a new stream of `userId` from `address`; RATE_LIMITED when either group is full. */
    async open(userId: number, address: string): Promise<StreamSlot> {
      const id = randomUUID();
      const mine = groups(userId, address);
      const keys = mine.map((group) => `${group.prefix}${id}`);
      const client = await deps.pool.connect();
      try {
        await client.query('BEGIN');
        // In one order everywhere, so two openings never wait on each other crosswise.
        for (const group of [...mine].sort((a, b) => a.prefix.localeCompare(b.prefix))) {
          await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [group.prefix]);
        }
        const now = Date.now();
        for (const group of mine) {
          const { rows } = await client.query<{ open: string }>(
            `SELECT count(*) AS open FROM ${RATE_LIMIT_TABLE} WHERE key LIKE $1 AND expire > $2`,
            [`${group.prefix}%`, now],
          );
          if (Number(rows[0]!.open) >= group.max) {
            throw new AppError('RATE_LIMITED', message(streamMessages.tooMany, { max: group.max }), {
              retryAfterSeconds: limits.checkSeconds,
            });
          }
        }
        await client.query(`INSERT INTO ${RATE_LIMIT_TABLE} (key, points, expire) SELECT unnest($1::text[]), 1, $2`, [
          keys,
          now + leaseMs,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      return {
        async renew() {
          const { rowCount } = await deps.pool.query(
            `UPDATE ${RATE_LIMIT_TABLE} SET expire = $2 WHERE key = ANY($1::text[]) AND expire > $3`,
            [keys, Date.now() + leaseMs, Date.now()],
          );
          return rowCount === keys.length;
        },
        async release() {
          await deps.pool.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE key = ANY($1::text[])`, [keys]);
        },
      };
    },

    /**
     * Whether the session a stream was opened with still signs `userId` in: not signed out, not expired,
     * not ended by a password change or reset elsewhere or by the account's deletion. Read from the
     * session table every process shares.
     */
    async sessionStands(sessionId: string, userId: number): Promise<boolean> {
      const { rowCount } = await deps.pool.query(
        `SELECT 1 FROM "session" WHERE sid = $1 AND expire > now() AND sess->>'userId' = $2`,
        [sessionId, String(userId)],
      );
      return rowCount === 1;
    },
  };
}

export type LiveStreamService = ReturnType<typeof createLiveStreamService>;

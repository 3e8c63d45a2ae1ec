// Open live streams (/graphql/stream) and the sessions they were opened with (issue #33 S3): a stream
// lives only as long as its session, which every process reads from the shared session table.
import type pg from 'pg';

export interface LiveStreamLimits {
  /**
   * How often an open stream checks that its session still stands (sign-out, expiry, a password
   * change or reset elsewhere, a deleted account).
   */
  checkSeconds: number;
}

export const defaultLiveStreamLimits: LiveStreamLimits = {
  checkSeconds: 30,
};

export function createLiveStreamService(deps: { pool: pg.Pool; limits?: Partial<LiveStreamLimits> }) {
  const limits = { ...defaultLiveStreamLimits, ...deps.limits };

  return {
    limits,

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

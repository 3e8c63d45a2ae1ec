// Opens the app's database: the configured PostgreSQL, or the embedded one.
// Either way pending migrations are applied before anything else touches it.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Config } from '../config/env.js';
import type { Logger } from '../lib/logger.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { applyMigrations } from './migrations.js';

export interface Database {
  /** Shared by Prisma, the session store and the readiness probe. */
  pool: pg.Pool;
  prisma: PrismaClient;
  /** The connection URL (for the embedded database, its loopback socket). */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  logger: Logger,
): Promise<Database> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(config.DATA_DIR, (location) =>
        logger.info({ location }, 'creating the embedded database (first start only: a few seconds)'),
      );
  const url = config.DATABASE_URL ?? embedded!.url;
  try {
    const applied = await applyMigrations(url, (migration) =>
      logger.info({ migration }, 'applying database migration'),
    );
    if (applied.length) logger.info({ applied }, 'applied database migrations');
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection failed'));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    pool,
    prisma,
    url,
    embedded: Boolean(embedded),
    async close() {
      await prisma.$disconnect();
      await pool.end();
      await embedded?.close();
    },
  };
}

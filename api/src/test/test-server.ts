// The real app on a loopback port over a fresh test database, for tests that
// speak HTTP to it exactly as a browser or partner would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../app.js';
import { createHttpServer } from '../http/http-server.js';
import { loadConfig, type Config } from '../config/env.js';
import { openDatabase, type Database } from '../db/database.js';
import { createLogger } from '../lib/logger.js';
import { createTestDatabaseConfig } from './test-database.js';

export interface TestServer {
  baseUrl: string;
  config: Config;
  database: Database;
  app: App;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Passed to createApp: rate limits, password hasher. */
  overrides?: Parameters<typeof createApp>[0]['overrides'];
  /** Run a second app (another "server process") over this server's database instead of a fresh one. */
  shareDatabaseWith?: TestServer;
  /**
   * Listen on this address's port, with PUBLIC_URL set to it: for tests of what names the site's own
   * address (OAuth's metadata and redirects). `await freeLocalUrl()` gives one.
   */
  publicUrl?: string;
}

/** A loopback address on a port free right now, for `publicUrl`. */
export async function freeLocalUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const shared = options.shareDatabaseWith;
  const databaseConfig = shared
    ? { DATABASE_URL: shared.database.url, DATA_DIR: 'memory://', drop: async () => {} }
    : await createTestDatabaseConfig();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    // Test files sign up and sign in many times from 127.0.0.1; rate-limit tests set this back to 1.
    RATE_LIMIT_MULTIPLIER: '1000',
    // Tests never reach the public Overpass instance; live-places tests point OVERPASS_URL at a stand-in.
    OVERPASS_URL: 'off',
    DATA_DIR: databaseConfig.DATA_DIR,
    ...(databaseConfig.DATABASE_URL ? { DATABASE_URL: databaseConfig.DATABASE_URL } : {}),
    ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config, logger);
  const app = await createApp({
    config,
    logger,
    database,
    sessionSecret: 'test-secret-test-secret-test-secret!',
    overrides: options.overrides,
  });
  const server: Server = createHttpServer(app.express);
  const listenPort = options.publicUrl ? Number(new URL(options.publicUrl).port) : 0;
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    database,
    app,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
      await database.close();
      await databaseConfig.drop();
    },
  };
}

/**
 * Runs `during` while the server cannot read `table` (renamed away), so what reads it fails as a
 * broken database would (INTERNAL); `bringBack` restores it mid-test, and it is back afterwards anyway.
 */
export async function withTableAway(
  server: TestServer,
  table: string,
  during: (bringBack: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const { prisma } = server.database;
  const away = `${table}_away`;
  const bringBack = async () => {
    await prisma.$executeRawUnsafe(`ALTER TABLE IF EXISTS "${away}" RENAME TO "${table}"`);
  };
  await prisma.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME TO "${away}"`);
  try {
    await during(bringBack);
  } finally {
    await bringBack();
  }
}

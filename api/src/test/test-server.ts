// The real app on a loopback port over a fresh test database, for tests that
// speak HTTP to it exactly as a browser or partner would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config/env.js';
import { openDatabase, type Database } from '../db/database.js';
import { createLogger } from '../lib/logger.js';
import { createTestDatabaseConfig } from './test-database.js';

export interface TestServer {
  baseUrl: string;
  config: Config;
  database: Database;
  stop(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const databaseConfig = await createTestDatabaseConfig();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    DATA_DIR: databaseConfig.DATA_DIR,
    ...(databaseConfig.DATABASE_URL ? { DATABASE_URL: databaseConfig.DATABASE_URL } : {}),
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config, logger);
  const app = await createApp({ config, logger, database, sessionSecret: 'test-secret-test-secret-test-secret!' });
  const server: Server = createServer(app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    database,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
      await database.close();
      await databaseConfig.drop();
    },
  };
}

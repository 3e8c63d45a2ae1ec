// Entry point: configuration, database, HTTP server (and the mail receiver when set), graceful shutdown.
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { openDatabase } from './db/database.js';
import { createHttpServer } from './http/http-server.js';
import { startMailReceiver } from './http/mail-receiver.js';
import { resolveSessionSecret } from './http/session.js';
import { createLogger } from './lib/logger.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config, logger);
  const app = await createApp({ config, logger, database, sessionSecret: await resolveSessionSecret(config) });
  const server = createHttpServer(app.express);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  // Forwarded booking confirmations, when MAIL_RECEIVER_PORT and MAIL_RECEIVER_DOMAIN are set.
  const mailReceiver =
    config.MAIL_RECEIVER_PORT === undefined || !config.MAIL_RECEIVER_DOMAIN
      ? null
      : await startMailReceiver({
          port: config.MAIL_RECEIVER_PORT,
          host: config.HOST,
          domain: config.MAIL_RECEIVER_DOMAIN,
          mailboxes: app.services.bookingMailboxes,
          logger,
        });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      // Live trip pages hold their stream open: end it, and they connect again to a process that stays.
      app.services.tripEvents.endStreams();
    });
    clearTimeout(force);
    await mailReceiver?.stop();
    await app.stop();
    await database.close();
    logger.info('stopped');
  };
  // Before "ready" is announced: until a listener exists a signal takes the
  // default action, an abrupt exit, and whoever saw "ready" may send one at once.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const { port } = server.address() as AddressInfo;
  logger.info(
    {
      port,
      ...(mailReceiver ? { mailReceiverPort: mailReceiver.port } : {}),
      database: database.embedded ? `embedded (${config.DATA_DIR})` : 'postgresql',
      version: config.version,
    },
    `Lakbay is ready on http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Lakbay failed to start:', error);
  }
  process.exit(1);
});

// The zero-configuration database: PGlite (PostgreSQL compiled to WebAssembly)
// kept on disk, served over a loopback PostgreSQL socket so the rest of the app
// (Prisma's pg adapter, connect-pg-simple, migrations) takes the same code path
// as against a real server. See docs/decisions/003-embedded-postgres.md.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

/** `dataDir` of `memory://` keeps the database in memory (tests). */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const db = await PGlite.create(location);
  // Connections share one PGlite session; the socket server queues their
  // queries and keeps a transaction on the connection that opened it.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 100 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

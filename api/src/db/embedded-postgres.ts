// The zero-configuration database: PGlite (PostgreSQL compiled to WebAssembly)
// kept on disk, served over a loopback PostgreSQL socket so the rest of the app
// (Prisma's pg adapter, connect-pg-simple, migrations) takes the same code path
// as against a real server. See docs/decisions/003-embedded-postgres.md.
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

/**
 * `dataDir` of `memory://` keeps the database in memory (tests). `onCreating`
 * is told when the folder holds no database yet and a new one is made.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  onCreating: (location: string) => void = () => {},
): Promise<EmbeddedPostgres> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    await createIfMissing(location, onCreating);
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

/**
 * Creates a new database (initdb, a few seconds) beside `location` and moves it
 * there only when it is complete. PGlite takes any folder with a PG_VERSION
 * file for a database, and initdb writes that file first: a first start
 * stopped during initdb would otherwise leave a folder that never opens.
 */
async function createIfMissing(location: string, onCreating: (location: string) => void) {
  if (await exists(path.join(location, 'PG_VERSION'))) return;
  onCreating(location);
  const partial = `${location}.partial`;
  // Neither holds data: no database was ever opened in them.
  await rm(partial, { recursive: true, force: true });
  await rm(location, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await (await PGlite.create(partial)).close();
  await rename(partial, location);
}

async function exists(file: string) {
  return access(file).then(
    () => true,
    () => false,
  );
}

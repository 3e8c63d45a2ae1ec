// `npm run db:migrate`: apply pending migrations to DATABASE_URL (or the embedded database).
// `npm run db:migration -- NAME`: write the next migration from the schema diff
// (needs a real PostgreSQL server for its shadow database: DATABASE_URL).
import { loadConfig } from '../config/env.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { applyMigrations, createMigration } from './migrations.js';

async function main([command, name]: string[]) {
  const config = loadConfig();
  if (command === 'deploy') {
    const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
    try {
      const applied = await applyMigrations(config.DATABASE_URL ?? embedded!.url);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
    } finally {
      await embedded?.close();
    }
    return;
  }
  if (command === 'create') {
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('Usage: npm run db:migration -- name_in_snake_case');
    if (!config.DATABASE_URL) {
      throw new Error('db:migration needs a real PostgreSQL server for its shadow database: set DATABASE_URL.');
    }
    const directory = await createMigration(config.DATABASE_URL, name);
    console.log(directory ? `Created ${directory}` : 'The schema has no changes: no migration written.');
    return;
  }
  throw new Error('Usage: migrate-cli deploy | create NAME');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

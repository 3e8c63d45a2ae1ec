// Prisma's schema engine, compiled to WebAssembly, driven through Prisma's pg
// adapter. The Prisma CLI's migrate commands need a native engine that cannot
// be downloaded on our machines; this engine writes the same `_prisma_migrations`
// history, so `prisma migrate deploy/status` elsewhere agree with it.
// See docs/decisions/002-migrations-offline.md.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

// Node has WebAssembly; @types/node 20 does not declare it.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: unknown } }>;
};

let loaded: Promise<typeof SchemaEngine> | undefined;

/**
 * Instantiates the wasm module by hand instead of importing the package's
 * entry point, which imports a `.wasm` file and would need Node's
 * --experimental-wasm-modules flag in every process, test workers included.
 */
function loadEngineClass() {
  loaded ??= (async () => {
    // The engine reports a Rust panic through this global before it throws.
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message(message: string) {
        process.stderr.write(`Prisma schema engine panicked: ${message}\n`);
      },
    };
    // The package does not export its .wasm file: find it beside the bindings.
    const wasmUrl = new URL(
      'schema_engine_bg.wasm',
      import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg'),
    );
    const { instance } = await WebAssembly.instantiate(await readFile(wasmUrl), {
      './schema_engine_bg.js': withUnrefTimers(engineBindings),
    });
    const exports = instance.exports as { __wbindgen_start(): void };
    (engineBindings as unknown as { __wbg_set_wasm(exports: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return engineBindings.SchemaEngine;
  })();
  return loaded;
}

/**
 * The engine leaves a 10-second timer behind after its work is done, which
 * kept a stopping server alive for 10 s; its timers must not hold the process.
 */
function withUnrefTimers(bindings: object): Record<string, unknown> {
  const imports: Record<string, unknown> = { ...bindings };
  for (const [name, binding] of Object.entries(bindings)) {
    if (!name.startsWith('__wbg_setTimeout_') || typeof binding !== 'function') continue;
    imports[name] = (...args: unknown[]) => {
      const timer = binding(...args) as NodeJS.Timeout;
      timer.unref();
      return timer;
    };
  }
  return imports;
}

/**
 * Prisma's pg adapter rejects PostgreSQL's one-byte `"char"` type (OID 18),
 * which the engine's schema introspection selects from pg_catalog; reporting
 * those columns as text lets `diff` read a database. The app's own tables
 * have no such column.
 */
function createIntrospectionPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  pool.query = (async (...args: unknown[]) => {
    const result = await query(...args);
    for (const field of result.fields ?? []) if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    return result;
  }) as typeof pool.query;
  return pool;
}
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

export type OpenSchemaEngine = SchemaEngine & {
  /** Frees the engine and closes its connections, releasing the migration advisory lock they hold. */
  close(): Promise<void>;
};

export async function openSchemaEngine(databaseUrl: string, schema: string): Promise<OpenSchemaEngine> {
  const Engine = await loadEngineClass();
  const pool = createIntrospectionPool(databaseUrl);
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
  const ignoreLog = () => {};
  const engine = (await Engine.new(
    { datamodels: [['schema.prisma', schema]] },
    ignoreLog,
    adapter,
  )) as OpenSchemaEngine;
  // Applying migrations takes PostgreSQL's session-level advisory lock and
  // leaves it on the connection: until the pool closes it, another process
  // starting on the same database waits for the lock (about 10 s).
  engine.close = async () => {
    engine.free();
    await pool.end();
  };
  return engine;
}

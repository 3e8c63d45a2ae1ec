// Runs `prisma generate` without network access. The Prisma CLI insists on
// downloading its native schema engine before any command, but generating the
// client never uses it: pointing PRISMA_SCHEMA_ENGINE_BINARY at an existing file
// skips the download. See ../shared/notes/offline-toolchain.md and docs/decisions.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);

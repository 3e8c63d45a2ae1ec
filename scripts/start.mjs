// `npm start`: build what changed since the last build, then run the server in
// this same process (one Node start fewer than `npm run serve`).
import { buildIfChanged } from './build.mjs';

try {
  buildIfChanged();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import('../api/dist/server.js');

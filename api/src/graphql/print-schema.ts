// `npm run schema`: prints the Pothos schema to the committed schema.graphql.
// `--check` exits 1 when the committed file is stale (used by the tests).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

export const schemaFile = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
export const printedSchema = () => `${printSchema(schema)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const printed = printedSchema();
  if (process.argv.includes('--check')) {
    const committed = await readFile(schemaFile, 'utf8').catch(() => '');
    if (committed !== printed) {
      console.error('schema.graphql is stale: run `npm run schema`.');
      process.exit(1);
    }
  } else {
    await writeFile(schemaFile, printed);
    console.log(`Wrote ${schemaFile}`);
  }
}

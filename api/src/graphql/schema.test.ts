// The committed schema.graphql and the web app's generated client must match
// the Pothos schema: a stale file fails here with the command that fixes it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generate, type CodegenConfig } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaFile } from './print-schema.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('generated GraphQL files', () => {
  it('schema.graphql is printed from the current Pothos schema (fix: npm run schema)', async () => {
    expect(await readFile(schemaFile, 'utf8')).toBe(printedSchema());
  });

  it('web/src/gql is generated from the current schema and documents (fix: npm run codegen)', async () => {
    // codegen.ts sits outside the api project: load it at run time.
    const codegenConfig = (
      (await import(pathToFileURL(path.join(root, 'codegen.ts')).href)) as { default: CodegenConfig }
    ).default;
    const outputs = await generate({ ...codegenConfig, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const onDisk = await readFile(path.resolve(root, output.filename), 'utf8').catch(() => '(missing)');
      expect(onDisk, output.filename).toBe(output.content);
    }
  });
});

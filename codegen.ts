// GraphQL Code Generator: typed documents and hooks for the web app, generated
// from the committed schema.graphql (printed from the Pothos schema by `npm run schema`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The generated files list documents in the order their files were found, and
// codegen's glob walks directories concurrently: a sorted list keeps the output
// the same on every checkout (the staleness test compares it byte for byte).
const webSource = fileURLToPath(new URL('web/src/', import.meta.url));
const documents = readdirSync(webSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`gql${path.sep}`))
  .map((file) => path.join('web/src', file).split(path.sep).join('/'))
  .sort();

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents,
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown', EmailAddress: 'string' },
      },
    },
  },
};

export default config;

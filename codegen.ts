// GraphQL Code Generator: typed documents and hooks for the web app, generated
// from the committed schema.graphql (printed from the Pothos schema by `npm run schema`).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
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

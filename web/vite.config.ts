import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { parse } from 'graphql';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes each script and stylesheet also as .br and .gz next to it, at the
 * highest settings: the API serves them to browsers that accept them
 * (api/src/http/web-app.ts) without compressing anything per request.
 */
function precompress(): Plugin {
  return {
    name: 'lakbay:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeFile(path.join(outDir, `${file}.br`), br),
            writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * Replaces each `graphql(`…`)` call with the document GraphQL Code Generator
 * generated for it in src/gql/graphql.ts, written in place, as the client
 * preset's babel and swc plugins do. Without it, every route ships gql.ts's map
 * of all the app's documents, and importing them from graphql.ts would still put
 * them all in one shared chunk. Line numbers stay as they were.
 */
function inlineGraphqlDocuments(): Plugin {
  const generatedFile = path.join(import.meta.dirname, 'src/gql/graphql.ts');
  const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const generatedDocument = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
  return {
    name: 'lakbay:inline-graphql-documents',
    transform: {
      filter: { id: /\/src\/(?!gql\/)[^?]*\.tsx?$/, code: 'graphql(`' },
      async handler(code) {
        this.addWatchFile(generatedFile);
        const generated = await readFile(generatedFile, 'utf8');
        const documents = new Map([...generated.matchAll(generatedDocument)].map(([, name, json]) => [name, json]));
        return code.replace(graphqlCall, (call, source: string) => {
          const [definition] = parse(source).definitions;
          if (definition?.kind !== 'OperationDefinition' && definition?.kind !== 'FragmentDefinition') {
            throw new Error(`graphql() holds no operation or fragment: ${source}`);
          }
          const name = `${definition.name!.value}${definition.kind === 'FragmentDefinition' ? 'FragmentDoc' : 'Document'}`;
          const document = documents.get(name);
          if (!document) throw new Error(`src/gql/graphql.ts has no ${name}: run npm run codegen`);
          return `(${document}${'\n'.repeat(call.split('\n').length - 1)})`;
        });
      },
    },
  };
}

// The API (npm run dev -w api) serves these paths; everything else is the SPA.
const apiOrigin = 'http://localhost:3000';
const apiPaths = ['/graphql', '/api', '/healthz', '/readyz', '/dev'];
const proxy = Object.fromEntries(apiPaths.map((path) => [path, apiOrigin]));

export default defineConfig({
  plugins: [react(), inlineGraphqlDocuments(), precompress()],
  resolve: {
    // Resolves the `@/` alias from tsconfig.json, so it is declared once.
    tsconfigPaths: true,
    // rxjs (under Apollo) ships an ES2015 build behind this condition: no tslib
    // helpers, about 2 KB gzipped less than its default ES5 build.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route module to its chunk: `npm run
    // bench` checks with it that it opened every route (bench/web.ts).
    manifest: true,
    // Every browser Vite's default target names supports <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme modules call these identity helpers at the top level for
      // every component; marked pure, the recipes we do not use drop out of the
      // bundle (about 3 KB gzipped).
      treeshake: {
        manualPureFunctions: [
          'createAnatomy',
          'defineConfig',
          'defineRecipe',
          'defineSemanticTokens',
          'defineSlotRecipe',
          'defineTokens',
        ],
      },
    },
  },
});

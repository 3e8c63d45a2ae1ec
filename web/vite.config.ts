import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type ConfigEnv,
  type Plugin,
  type UserConfig,
} from 'vite';

import { themeStylesheet } from './src/lib/theme-stylesheet';
import { precacheFiles, type BundleFile } from './src/sw/precache-list';

const brotli = promisify(brotliCompress);

/** The browser's build, not the server entry's (`vite build --ssr`, see package.json). */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;
const gzipAsync = promisify(gzip);

/**
 * Writes each script and stylesheet also as .br and .gz next to it, at the
 * highest settings: the API serves them to browsers that accept them
 * (api/src/http/web-app.ts) without compressing anything per request.
 */
function precompress(): Plugin {
  return {
    name: 'lakbay:precompress',
    apply: clientBuild,
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
 * GraphQL Code Generator's own Babel plugin (client preset): each `graphql(`…`)`
 * call becomes an import of the document generated for it in src/gql/graphql.ts,
 * so no route ships gql.ts's map of all the app's documents.
 */
const inlineGraphqlDocuments = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: {
          plugins: [
            [
              babelOptimizerPlugin,
              { artifactDirectory: path.join(import.meta.dirname, 'src/gql'), gqlTagName: 'graphql' },
            ],
          ],
        },
        rolldown: { filter: { id: /\/src\/(?!gql\/)[^?]*\.tsx?$/, code: 'graphql(`' } },
      }),
    ],
    parserOpts: { plugins: ['typescript', 'jsx'] },
  });

// What a saved trip needs offline besides the entry chunk: the app's start
// (src/start.tsx, loaded by the entry once the page has painted), the screens that
// list and show trips, the sign-in screen a signed-out visitor lands on, the
// toast region (a change refused offline says so in a toast), the day's map
// (loaded when first on screen, which may be offline: its stops show without tiles), every
// catalogue (a Filipino reader's texts included, and the validation package's),
// and the forms' rules with zod's resolver, which load with a form's first check.
const OFFLINE_MODULES =
  /\/src\/(start\.tsx|app\/routes\/(auth|dashboard|my-trips|trip-detail|trip-print)\.tsx|components\/ui\/toast-region\.tsx|entities\/trip\/components\/day-map\.tsx|locales\/.*\.json|locales\/(en|fil)\.ts|.*-rules\.ts)$|\/validation\/src\/[\w-]+\.ts$|\/@hookform\/resolvers\/zod\//;

// Public files for others than the app itself: the link-preview image is for crawlers.
const ONLINE_ONLY_FILES = new Set(['/og-image.jpg']);

/**
 * Builds src/sw/service-worker.ts to dist/sw.js, a classic script, with the
 * list of files it caches on install (index.html, public/, and the chunks
 * OFFLINE_MODULES need) and a hash of them: every deploy that changes a file
 * changes sw.js, so browsers install the new worker and drop the old cache.
 */
function serviceWorker(): Plugin {
  return {
    name: 'lakbay:service-worker',
    apply: clientBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const publicDir = path.join(import.meta.dirname, 'public');
      const publicFiles = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map(
          (entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
        )
        .filter((url) => !ONLINE_ONLY_FILES.has(url));
      const urls = [
        '/index.html',
        ...publicFiles.sort(),
        ...precacheFiles(bundle as Record<string, BundleFile>, (id) => OFFLINE_MODULES.test(id)),
      ];
      const hash = createHash('sha256').update(JSON.stringify(urls));
      for (const url of urls) hash.update(await readFile(path.join(outDir, url)));
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PRECACHE_URLS__: JSON.stringify(urls),
          __CACHE_VERSION__: JSON.stringify(hash.digest('hex').slice(0, 16)),
        },
        build: {
          outDir,
          emptyOutDir: false,
          lib: {
            entry: path.join(import.meta.dirname, 'src/sw/service-worker.ts'),
            formats: ['iife'],
            name: 'lakbayServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}

/**
 * Chakra's createSystem compiles the global styles (reset, global CSS and
 * every token as a CSS variable) as it builds the system: about half of its
 * time, in the longest task of hydration on a phone. The browser never uses
 * them (they are the built stylesheet, see themeGlobalStyles), so the browser's
 * build makes `_global` compute only when read. Fails the build if Chakra's
 * code no longer reads as expected.
 */
function chakraLazyGlobalStyles(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const property = '    _global,\n';
  return {
    name: 'lakbay:chakra-lazy-global-styles',
    apply: clientBuild,
    transform: {
      filter: { id: /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/ },
      handler(code) {
        if (code.split(eager).length !== 2 || code.split(property).length !== 2) {
          throw new Error(
            'Chakra’s createSystem changed: update lakbay:chakra-lazy-global-styles in web/vite.config.ts',
          );
        }
        return code
          .replace(eager, 'let _global;')
          .replace(
            property,
            '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
          );
      },
    },
  };
}

const THEME_STYLESHEET = 'virtual:lakbay-theme.css';

/**
 * `import 'virtual:lakbay-theme.css'` (src/main.tsx) is the theme's global
 * stylesheet (src/lib/theme-stylesheet.ts): Vite emits it as a hashed CSS file
 * linked from index.html, cached like the scripts. A change to the theme
 * restarts the dev server, since the config imports it.
 */
function themeGlobalStyles(): Plugin {
  return {
    name: 'lakbay:theme-global-styles',
    resolveId: (id) => (id === THEME_STYLESHEET ? id : undefined),
    load: (id) => (id === THEME_STYLESHEET ? themeStylesheet() : undefined),
  };
}

// The API (npm run dev -w api) serves these paths; everything else is the SPA.
const apiOrigin = 'http://localhost:3000';
const apiPaths = ['/graphql', '/api', '/healthz', '/readyz', '/dev'];
const proxy = Object.fromEntries(apiPaths.map((path) => [path, apiOrigin]));

export default defineConfig({
  plugins: [
    react(),
    themeGlobalStyles(),
    chakraLazyGlobalStyles(),
    inlineGraphqlDocuments(),
    precompress(),
    serviceWorker(),
  ],
  resolve: {
    // Resolves the `@/` alias from tsconfig.json, so it is declared once.
    tsconfigPaths: true,
    // rxjs (under Apollo) ships an ES2015 build behind this condition: no tslib
    // helpers, about 2 KB gzipped less than its default ES5 build.
    // `@lakbay/source`: the shared validation package (validation/) as its TypeScript source.
    conditions: ['es2015', '@lakbay/source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['@lakbay/source', ...defaultServerConditions] } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route module to its chunk: `npm run
    // bench` checks with it that it opened every route (bench/web.ts).
    manifest: true,
    modulePreload: {
      // Every browser Vite's default target names supports <link rel=modulepreload>.
      polyfill: false,
      // No <link rel=modulepreload> inserted at run time for a lazy chunk's
      // imports: inserting some thirty of them took 80 ms of a phone's main
      // thread right after the first paint, and the browser fetches a module's
      // imports side by side anyway.
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'js' ? [] : dependencies),
    },
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

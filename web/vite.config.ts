import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API (npm run dev -w api) serves these paths; everything else is the SPA.
const apiOrigin = 'http://localhost:3000';
const apiPaths = ['/graphql', '/api', '/healthz', '/readyz', '/dev'];
const proxy = Object.fromEntries(apiPaths.map((path) => [path, apiOrigin]));

export default defineConfig({
  plugins: [react()],
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

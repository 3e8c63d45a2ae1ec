// One lint setup for both workspaces.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'api/src/generated/**',
      'web/src/gql/**',
      '.data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Promises that nobody awaits lose their errors; a promise where a function
  // returning nothing is expected (an onClick) does too. Both need the types.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The config files at the top are in no tsconfig: they get a default project.
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // The component tests load the API in-process, so their own tsconfig checks them (web/tsconfig.json leaves them out).
  {
    files: ['web/src/**/*.test.tsx', 'web/src/test/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: 'web/tsconfig.components.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['web/src/**/*.tsx'] },
  // The validation package runs in the browser and in the API: it imports zod
  // and its own files, never either app nor Node (docs/decisions/037).
  {
    files: ['validation/src/**/*.ts'],
    ignores: ['validation/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lakbay/*', '**/api/**', '**/web/**', 'node:*', '@/*'],
              message: 'The validation package imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  // A form's rules load with its first check (docs/decisions/038): zod, its
  // resolver and the rules are imported as types, or at run time only by a
  // `*-rules.ts` module, which the forms load with import().
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*-rules.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'zod',
                '@hookform/resolvers/*',
                '**/*-rules',
                '@lakbay/validation/*',
                '!@lakbay/validation/*-fields',
                '!@lakbay/validation/money',
                '!@lakbay/validation/rule-message',
              ],
              allowTypeImports: true,
              message:
                "A form's rules load with its first check: import them as a type, or load them with import() (docs/decisions/038).",
            },
          ],
        },
      ],
      // `import { type X }` keeps the module as a side-effect import: it would load the rules with the page.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  // The web app's layers (docs/decisions/025): app/ composes features; a feature
  // imports only shared code (components, hooks, lib, locales, gql) and never
  // another feature; shared code imports no feature and nothing of app/.
  {
    files: ['web/src/{components,hooks,lib,sw}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@/entities/*'],
              message: 'Shared code imports no entity, no feature and nothing of app/.',
            },
          ],
        },
      ],
    },
  },
  // Entities (the trip, its days and stops) sit between shared code and features: many features use
  // them, none owns them; an entity imports only shared code (docs/decisions/039).
  {
    files: ['web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'An entity imports only shared code and other entities.' },
          ],
        },
      ],
    },
  },
  ...readdirSync(`${import.meta.dirname}/web/src/features`).map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, '@/app/*'],
              message:
                'A feature imports only shared code: move what two features need to components/, hooks/ or lib/, or compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
  // The API's floors (docs/decisions/039): domain/ (the itinerary, money, the destination
  // catalogue, geography) knows no HTTP, GraphQL, database or service; the planners stand on
  // it and know no service; services use both; graphql/, rest/ and mcp/ are thin edges over services.
  ...[
    { floor: 'domain', above: ['planners', 'services', 'graphql', 'rest', 'mcp', 'http', 'db', 'generated', 'config'] },
    { floor: 'planners', above: ['services', 'graphql', 'rest', 'mcp', 'http', 'db', 'generated', 'config'] },
    { floor: 'services', above: ['graphql', 'rest', 'mcp', 'http'] },
  ].map(({ floor, above }) => ({
    files: [`api/src/${floor}/**/*.ts`],
    // A service's integration test may drive it through the real server.
    ignores: floor === 'services' ? ['api/src/services/**/*.test.ts'] : [],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: above.map((folder) => `**/${folder}/**`),
              message: `api/src/${floor} stands beneath ${above.join(', ')}: it may not import them (docs/decisions/039).`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);

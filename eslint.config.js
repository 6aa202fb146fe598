// ESLint flat config for the whole repository (`npm run lint` = eslint . && prettier --check .).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import direction (docs/architecture.md §1): domain → lib/components/theme →
// features → app, features never import each other, functions' plans never reach the
// wiring. Kept by lint, not by habit; eslint-boundaries.test.ts proves a crossing fails.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The role folders under scripts/ (docs/architecture.md §1, "Inside scripts/").
const SCRIPT_ROLES = ['dev', 'test', 'bench', 'build'];

const layerZones = [
  {
    target: ['web/src/lib', 'web/src/components', 'web/src/theme'],
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared code never imports a feature or the app: move the piece down a layer.',
  },
  {
    target: 'web/src/lib',
    from: 'web/src/components',
    message: 'lib/ has no UI: put the constant or helper in lib/ and import it from components.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features never import the app: the app composes features.',
  },
  ...FEATURES.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move the shared piece to components/ or lib/, or compose it in app/.',
  })),
  {
    target: 'domain/src',
    from: ['web', 'functions', 'scripts'],
    message: 'The domain depends on nothing of ours.',
  },
  // scripts/: a role folder uses lib/ and never another role; lib/ is below every role.
  ...SCRIPT_ROLES.map((role) => ({
    target: `scripts/${role}`,
    from: SCRIPT_ROLES.filter((other) => other !== role).map((other) => `scripts/${other}`),
    message: 'A script role never imports another: move the shared piece to scripts/lib/.',
  })),
  {
    target: 'scripts/lib',
    from: SCRIPT_ROLES.map((role) => `scripts/${role}`),
    message: 'scripts/lib/ is shared by every role and imports none of them.',
  },
  {
    target: 'functions/src/**/*.plan.ts',
    from: ['functions/src/**/*.functions.ts', 'functions/src/kit/admin-ports.ts*'],
    message: 'A plan is pure: it never reaches the production wiring.',
  },
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    'web/dist/**',
    'web/.catalogue-build/**',
    'functions/lib/**',
    '**/styled-system/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/.test-output/**',
    '**/.vitest-attachments/**',
    '**/.firebase/**',
    'emulator-data/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Node code: functions, scripts, configs, tier-2 tests, Playwright specs.
    files: ['**/*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/database',
              message: 'Not bundled: the build stubs it for reactfire (web/vite.config.ts).',
            },
            {
              name: 'firebase/remote-config',
              message: 'Not bundled: the build stubs it for reactfire (web/vite.config.ts).',
            },
            {
              name: 'firebase/firestore/lite',
              message: 'Reads are live: use the full SDK through lib/firebase (use-live-*).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'domain/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'functions/src/**/*.ts',
      'scripts/**/*.{mjs,ts}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['domain/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Only a feature's api/ files (and the Firebase layer in lib/firebase) touch the SDK.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/api/**', 'web/src/lib/firebase/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', 'reactfire', 'rxfire', 'rxfire/*'],
              message:
                'Only api/ files (and lib/firebase) import Firebase: add a verb-named data module.',
            },
          ],
        },
      ],
    },
  },
  {
    // A plan decides from data: no Admin SDK, no Functions runtime.
    files: ['functions/src/**/*.plan.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message:
                'A plan is pure: take what it needs as arguments; the shell and wiring do I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);

// ESLint flat config for the whole repository (`npm run lint` = eslint . && prettier --check .).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);

// One Vitest run over every workspace (docs/architecture.md §6).
//
// Tier 1 — runs on every machine:
//   domain     domain/src/**/*.test.ts             node
//   functions  functions/src/**/*.test.ts          node (pure decisions, no emulator)
//   web        web/src/**/*.test.{ts,tsx}          jsdom, from web/vitest.config.ts
//   scripts    scripts/**/*.test.mjs               node (the dev tools npm start runs)
// Tier 2 — needs the Firestore/Storage emulators (Java 21 + jars):
//   tier2      **/*.tier2.test.ts anywhere (tests/rules/, functions/src/…)
//
// `npm test` runs tier 1 with `--project domain --project functions --project web --project scripts`
// and tier 2 with `--project tier2` inside a running emulator suite. The tier2 project
// exists only when HOMELEDGER_TIER2=1 or FIRESTORE_EMULATOR_HOST is set (as
// `firebase emulators:exec` does), so a bare `npx vitest` runs tier 1 only.
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const TIER2 = '**/*.tier2.test.{ts,tsx}';
const withTier2 =
  process.env.HOMELEDGER_TIER2 === '1' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const exclude = [...configDefaults.exclude, '**/styled-system/**', TIER2];
// Tier 1 tests take well under a second each on a quiet machine (the slowest ~0.9 s); CI
// runs them beside other work, so a test is given 20 s before it counts as hung. Speed is
// measured by the bench scripts, never by these limits.
const TIER1_TIMEOUTS = { testTimeout: 20_000, hookTimeout: 30_000 };

const TIER2_PROJECT: TestProjectInlineConfiguration = {
  test: {
    name: 'tier2',
    root: '.',
    // tests/rules import the web app's query specs, which import with '@/'.
    alias: { '@/': new URL('./web/src/', import.meta.url).pathname },
    environment: 'node',
    include: [TIER2],
    exclude: [...configDefaults.exclude, 'functions/lib/**', 'web/dist/**', 'web/styled-system/**'],
    // Rules and shell tests share one emulator; give them time to talk to it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          ...TIER1_TIMEOUTS,
          root: './domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude,
        },
      },
      {
        test: {
          name: 'functions',
          ...TIER1_TIMEOUTS,
          root: './functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude,
        },
      },
      {
        test: {
          name: 'scripts',
          ...TIER1_TIMEOUTS,
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          exclude,
        },
      },
      {
        // Environment, setup file, React plugin and the styled-system alias come
        // from web/vitest.config.ts; arrays such as `exclude` are merged into it.
        extends: './web/vitest.config.ts',
        root: './web',
        test: {
          name: 'web',
          ...TIER1_TIMEOUTS,
          exclude,
        },
      },
      ...(withTier2 ? [TIER2_PROJECT] : []),
    ],
  },
});

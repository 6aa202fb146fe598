// Types of scripts/dev/seed-demo.mjs, for the E2E spec (TypeScript does not read the .mjs).
import type { DemoAccount, SeedOptions, SeedResult } from './seed-demo.ts';

export type { DemoAccount, SeedOptions, SeedResult } from './seed-demo.ts';
/** The compiled scripts/dev/seed-demo.ts (everything it exports). */
export declare function loadSeedModule(): Promise<typeof import('./seed-demo.ts')>;
export declare function seedDemoData(options?: SeedOptions): Promise<SeedResult>;
export declare function formatSeedReport(result: SeedResult): Promise<string>;
export declare function demoAccounts(): Promise<readonly DemoAccount[]>;

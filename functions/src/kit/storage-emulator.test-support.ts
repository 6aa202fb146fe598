/**
 * Tier-2 tests that need the Storage emulator, the functions' and the rules' alike: run when
 * it is running, skipped visibly (the reason in the name) when it is not. Only vitest is
 * imported, so the rules tests can take it without the Admin SDK.
 */
import { describe, it } from 'vitest';

/** The Storage emulator's host in a tier-2 run, when it is running. */
export const STORAGE_EMULATOR_HOST = process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? '';

/** Why a Storage test did not run: shown in its name, so a skip is never read as a pass. */
export const WITHOUT_STORAGE =
  'skipped: the Storage emulator is not running (FIREBASE_STORAGE_EMULATOR_HOST is not set)';

/** A tier-2 `describe` that needs the Storage emulator: skipped, visibly and with the reason, without it. */
export function describeWithStorage(name: string, body: () => void): void {
  if (STORAGE_EMULATOR_HOST) describe(name, body);
  else describe.skip(`${name} — ${WITHOUT_STORAGE}`, body);
}

/** A tier-2 test that needs the Storage emulator: skipped, visibly and with the reason, without it. */
export function itWithStorage(name: string, body: () => Promise<void>, timeout?: number): void {
  if (STORAGE_EMULATOR_HOST) it(name, body, timeout);
  else it.skip(`${name} — ${WITHOUT_STORAGE}`, body);
}

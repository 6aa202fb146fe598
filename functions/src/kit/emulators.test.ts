import { describe, expect, it } from 'vitest';
import { Rejection } from './callable';
import {
  FIRESTORE_UNAVAILABLE_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
  assertFirestoreReachable,
  assertStorageReachable,
} from './emulators';

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('emulator guards', () => {
  it('Functions emulator without the Firestore emulator → Rejection(unavailable) with the README pointer', () => {
    const error = thrown(() => assertFirestoreReachable({ FUNCTIONS_EMULATOR: 'true' }));
    expect(error).toBeInstanceOf(Rejection);
    expect(error).toMatchObject({ code: 'unavailable', message: FIRESTORE_UNAVAILABLE_MESSAGE });
    expect(FIRESTORE_UNAVAILABLE_MESSAGE).toBe(
      "The Firestore emulator is not running, so your data can't be saved here. See README → Test tiers.",
    );
  });

  it('passes with the Firestore emulator, and in production (not in the Functions emulator)', () => {
    expect(() =>
      assertFirestoreReachable({
        FUNCTIONS_EMULATOR: 'true',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      }),
    ).not.toThrow();
    expect(() => assertFirestoreReachable({})).not.toThrow();
    expect(() => assertFirestoreReachable({ FUNCTIONS_EMULATOR: 'false' })).not.toThrow();
  });

  it('Storage: the same, keyed on FIREBASE_STORAGE_EMULATOR_HOST (or STORAGE_EMULATOR_HOST)', () => {
    expect(thrown(() => assertStorageReachable({ FUNCTIONS_EMULATOR: 'true' }))).toMatchObject({
      code: 'unavailable',
      message: STORAGE_UNAVAILABLE_MESSAGE,
    });
    for (const name of ['FIREBASE_STORAGE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST']) {
      expect(() =>
        assertStorageReachable({ FUNCTIONS_EMULATOR: 'true', [name]: '127.0.0.1:9199' }),
      ).not.toThrow();
    }
    expect(() => assertStorageReachable({})).not.toThrow();
  });
});

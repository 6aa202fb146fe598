import { describe, expect, it } from 'vitest';
import { readSessionHint, SESSION_HINT_KEY, writeSessionHint } from './session-hint';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('session hint', () => {
  it('round-trips signed in / signed out', () => {
    const s = memoryStorage();
    expect(readSessionHint(s)).toBe(false);
    writeSessionHint(s, true);
    expect(s.map.get(SESSION_HINT_KEY)).toBe('1');
    expect(readSessionHint(s)).toBe(true);
    writeSessionHint(s, false);
    expect(readSessionHint(s)).toBe(false);
  });

  it('survives storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSessionHint(throwing)).toBe(false);
    expect(() => writeSessionHint(throwing, true)).not.toThrow();
    expect(readSessionHint(undefined)).toBe(false);
  });
});

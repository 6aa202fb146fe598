import { describe, expect, it } from 'vitest';
import { dayOf, instantOf } from './fields';

const timestamp = (date: Date) => ({ toDate: () => date });

describe('stored instants', () => {
  it('reads a Firestore Timestamp or a Date as ISO text and as the local day', () => {
    const at = new Date(2026, 8, 20, 10, 30);
    expect(instantOf(timestamp(at))).toBe(at.toISOString());
    expect(instantOf(at)).toBe(at.toISOString());
    expect(dayOf(timestamp(at))).toBe('2026-09-20');
    expect(dayOf(at)).toBe('2026-09-20');
  });

  it('gives null for anything else, an invalid date included', () => {
    for (const value of [undefined, null, '2026-09-20', 0, {}, new Date(Number.NaN)]) {
      expect(instantOf(value)).toBeNull();
      expect(dayOf(value)).toBeNull();
    }
    expect(instantOf(timestamp(new Date(Number.NaN)))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ORIENTATION_PROBE_SCALE, type TextLineLengths } from './ocr-settings';
import { readUpright } from './orientation';

const GOOD = 'TOTAL  $47.03\nThank you for shopping\n03/02/26 14:21';
const SOUP = '§ 4 gREEES fzas ACERT ITRNESTERNS RARTESSS — 3\ng Z SNNTISE WOT Om uBpEcass';
const SIZE = { width: 2000, height: 1500 };

/** Steps that read `texts[turn]` (soup otherwise) and record every call. */
function steps(texts: Record<number, string>, lines: TextLineLengths) {
  const calls: string[] = [];
  return {
    calls,
    steps: {
      read: (turn: number, scale: number) => {
        calls.push(`read ${turn} × ${scale}`);
        return Promise.resolve(texts[turn] ?? SOUP);
      },
      lines: () => {
        calls.push('lines');
        return Promise.resolve(lines);
      },
    },
  };
}

describe('readUpright', () => {
  it('keeps a reading that is already readable without another step', async () => {
    const fake = steps({}, { across: 0, down: 0 });
    expect(await readUpright(GOOD, SIZE, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual([]);
  });

  it('reads a sideways photo once, whole, at the first quarter turn that reads well', async () => {
    const fake = steps({ 90: GOOD }, { across: 100, down: 9000 });
    expect(await readUpright(SOUP, SIZE, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual(['lines', 'read 90 × 1']);
  });

  it('reads it the other way round when the first turn is soup too', async () => {
    const fake = steps({ 270: GOOD }, { across: 100, down: 9000 });
    expect(await readUpright(SOUP, SIZE, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual(['lines', 'read 90 × 1', 'read 270 × 1']);
  });

  it('keeps the first reading when no turn reads better', async () => {
    const fake = steps({}, { across: 100, down: 9000 });
    expect(await readUpright(SOUP, SIZE, fake.steps)).toBe(SOUP);
  });

  it('does not turn an upright image whose print is hard to read', async () => {
    const fake = steps({ 90: GOOD }, { across: 9000, down: 100 });
    expect(await readUpright(SOUP, SIZE, fake.steps)).toBe(SOUP);
    expect(fake.calls).toEqual(['lines']);
  });

  it('probes a small copy at both turns when the layout cannot tell', async () => {
    const fake = steps({ 270: GOOD }, { across: 0, down: 0 });
    expect(await readUpright(SOUP, SIZE, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual([
      'lines',
      `read 90 × ${ORIENTATION_PROBE_SCALE}`,
      `read 270 × ${ORIENTATION_PROBE_SCALE}`,
      'read 270 × 1',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ORIENTATION_DOUBT_BELOW,
  ORIENTATION_PROBE_BELOW,
  ORIENTATION_PROBE_SCALE,
  readableShare,
  type TextLineLengths,
} from './ocr-settings';
import { readUpright } from './orientation';

const GOOD = 'TOTAL  $47.03\nThank you for shopping\n03/02/26 14:21';
const SOUP = '§ 4 gREEES fzas ACERT ITRNESTERNS RARTESSS — 3\ng Z SNNTISE WOT Om uBpEcass';
// Sideways text as Chromium read it: short tokens and digits pass for words.
const DOUBTFUL = 'Nae Dw\n0388 §i65\n51 3 3\nZed 2\nEEE 2\n1 55';
const PORTRAIT = { width: 1500, height: 2000 };
const LANDSCAPE = { width: 2000, height: 1200 };
// A receipt photographed upright on a table, in a 4:3 frame.
const TABLE = { width: 2000, height: 1500 };
const DOWN = { across: 100, down: 9000 };
const ACROSS = { across: 9000, down: 100 };
const UNCLEAR = { across: 0, down: 0 };

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
  it('reads an upright portrait image once, with no layout analysis', async () => {
    const fake = steps({ 0: GOOD }, ACROSS);
    expect(await readUpright(PORTRAIT, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual(['read 0 × 1']);
  });

  it('reads an upright photo in a 4:3 frame once, with no layout analysis', async () => {
    const fake = steps({ 0: GOOD }, ACROSS);
    expect(await readUpright(TABLE, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual(['read 0 × 1']);
  });

  it('reads a landscape image with lines across once, after the layout analysis', async () => {
    const fake = steps({ 0: GOOD }, ACROSS);
    expect(await readUpright(LANDSCAPE, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual(['lines', 'read 0 × 1']);
  });

  it('reads a sideways photo turned, never upright, when the turn reads well', async () => {
    const at90 = steps({ 90: GOOD }, DOWN);
    expect(await readUpright(LANDSCAPE, at90.steps)).toBe(GOOD);
    expect(at90.calls).toEqual(['lines', 'read 90 × 1']);
    const at270 = steps({ 270: GOOD }, DOWN);
    expect(await readUpright(LANDSCAPE, at270.steps)).toBe(GOOD);
    expect(at270.calls).toEqual(['lines', 'read 90 × 1', 'read 270 × 1']);
  });

  it('reads upright after all when the layout said sideways but no turn reads well', async () => {
    const fake = steps({ 0: GOOD }, DOWN);
    expect(await readUpright(LANDSCAPE, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual(['lines', 'read 90 × 1', 'read 270 × 1', 'read 0 × 1']);
  });

  it('turns a portrait image read as soup when its lines run down', async () => {
    const fake = steps({ 90: GOOD }, DOWN);
    expect(await readUpright(PORTRAIT, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual(['read 0 × 1', 'lines', 'read 90 × 1']);
  });

  it('keeps the soup of an upright image whose print is hard to read', async () => {
    const fake = steps({ 90: GOOD }, ACROSS);
    expect(await readUpright(PORTRAIT, fake.steps)).toBe(SOUP);
    expect(fake.calls).toEqual(['read 0 × 1', 'lines']);
    // A landscape one: the layout analysis asked before the read is not asked again.
    const landscape = steps({ 90: GOOD }, ACROSS);
    expect(await readUpright(LANDSCAPE, landscape.steps)).toBe(SOUP);
    expect(landscape.calls).toEqual(['lines', 'read 0 × 1']);
  });

  it('turns a doubtful reading only when its lines run down', async () => {
    expect(readableShare(DOUBTFUL)).toBeGreaterThanOrEqual(ORIENTATION_PROBE_BELOW);
    expect(readableShare(DOUBTFUL)).toBeLessThan(ORIENTATION_DOUBT_BELOW);
    const down = steps({ 0: DOUBTFUL, 90: GOOD }, DOWN);
    expect(await readUpright(PORTRAIT, down.steps)).toBe(GOOD);
    expect(down.calls).toEqual(['read 0 × 1', 'lines', 'read 90 × 1']);
    // Across or unclear: kept as read, without the probes soup gets.
    for (const lines of [ACROSS, UNCLEAR]) {
      const kept = steps({ 0: DOUBTFUL, 90: GOOD }, lines);
      expect(await readUpright(PORTRAIT, kept.steps)).toBe(DOUBTFUL);
      expect(kept.calls).toEqual(['read 0 × 1', 'lines']);
    }
  });

  it('probes a small copy at both turns when the layout cannot tell', async () => {
    const fake = steps({ 270: GOOD }, UNCLEAR);
    expect(await readUpright(PORTRAIT, fake.steps)).toBe(GOOD);
    expect(fake.calls).toEqual([
      'read 0 × 1',
      'lines',
      `read 90 × ${ORIENTATION_PROBE_SCALE}`,
      `read 270 × ${ORIENTATION_PROBE_SCALE}`,
      'read 270 × 1',
    ]);
  });

  it('keeps the first reading when no turn reads clearly better', async () => {
    const fake = steps({}, UNCLEAR);
    expect(await readUpright(PORTRAIT, fake.steps)).toBe(SOUP);
  });
});

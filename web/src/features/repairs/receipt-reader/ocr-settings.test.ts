import { describe, expect, it } from 'vitest';
import {
  OCR_MAX_SIDE,
  ORIENTATION_PROBE_BELOW,
  luma,
  ocrScale,
  readableShare,
  toGreyscale,
} from './ocr-settings';

describe('ocrScale', () => {
  it('shrinks a phone photo so its longer side is OCR_MAX_SIDE', () => {
    expect(ocrScale(3024, 4032) * 4032).toBeCloseTo(OCR_MAX_SIDE);
    expect(ocrScale(4032, 3024) * 4032).toBeCloseTo(OCR_MAX_SIDE);
  });

  it('keeps a mid-sized image and enlarges a small one at most twice', () => {
    expect(ocrScale(1000, 1400)).toBe(1);
    expect(ocrScale(300, 500)).toBe(2);
    expect(ocrScale(0, 0)).toBe(1);
  });
});

describe('toGreyscale', () => {
  it('turns RGBA pixels into their luma, keeping alpha', () => {
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 128]);
    toGreyscale(pixels);
    expect([...pixels]).toEqual([76, 76, 76, 255, 29, 29, 29, 128]);
    expect(luma(255, 255, 255)).toBe(255);
  });
});

describe('readableShare', () => {
  it('is high for a receipt read the right way up and low for letter soup', () => {
    expect(readableShare('TOTAL  $47.03\nThank you for shopping\n03/02/26 14:21')).toBeGreaterThan(
      0.8,
    );
    const soup = '§ 4 gREEES fzas ACERT ITRNESTERNS RARTESSS — 3\ng Z SNNTISE WOT Om uBpEcass';
    expect(readableShare(soup)).toBeLessThan(ORIENTATION_PROBE_BELOW);
    expect(readableShare('')).toBe(0);
  });
});

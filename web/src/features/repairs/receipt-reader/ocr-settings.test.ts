import { describe, expect, it } from 'vitest';
import {
  CROP_MIN_SAVING,
  OCR_MAX_PIXELS,
  OCR_MAX_SIDE,
  ORIENTATION_PROBE_BELOW,
  ORIENTATION_PROBE_MIN_SIDE,
  ORIENTATION_PROBE_SCALE,
  luma,
  ocrScale,
  orientationProbeScale,
  otsuThreshold,
  readableShare,
  receiptBox,
  textLineLengths,
  textLinesRun,
  toGreyscale,
} from './ocr-settings';

describe('ocrScale', () => {
  it('shrinks a phone photo so its longer side is OCR_MAX_SIDE', () => {
    expect(ocrScale(3024, 4032) * 4032).toBeCloseTo(OCR_MAX_SIDE);
    expect(ocrScale(4032, 3024) * 4032).toBeCloseTo(OCR_MAX_SIDE);
  });

  it('shrinks a narrow till receipt by its area, keeping its text wider', () => {
    const scale = ocrScale(1200, 3600);
    expect(1200 * scale * 3600 * scale).toBeCloseTo(OCR_MAX_PIXELS);
    expect(3600 * scale).toBeGreaterThan(OCR_MAX_SIDE);
    // Never enlarged for that: a narrow one already small enough keeps its size.
    expect(ocrScale(760, 1700)).toBe(1);
  });

  it('keeps a mid-sized image and enlarges a small one at most twice', () => {
    expect(ocrScale(1000, 1400)).toBe(1);
    expect(ocrScale(300, 500)).toBe(2);
    expect(ocrScale(0, 0)).toBe(1);
  });
});

describe('orientationProbeScale', () => {
  it('halves a large image but keeps a small one readable', () => {
    expect(orientationProbeScale(4000, 3000)).toBe(ORIENTATION_PROBE_SCALE);
    expect(orientationProbeScale(1200, 627) * 1200).toBeCloseTo(ORIENTATION_PROBE_MIN_SIDE);
    expect(orientationProbeScale(600, 800)).toBe(1);
    expect(orientationProbeScale(0, 0)).toBe(1);
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

describe('textLineLengths', () => {
  it('adds up the baselines running across and those running down', () => {
    const line = (x0: number, y0: number, x1: number, y1: number) => ({
      baseline: { x0, y0, x1, y1 },
    });
    const blocks = [
      { paragraphs: [{ lines: [line(10, 100, 410, 96), line(10, 140, 310, 141)] }] },
      // A sideways line: its baseline runs down the image (either way round).
      { paragraphs: [{ lines: [line(900, 700, 902, 200)] }] },
    ];
    expect(textLineLengths(blocks)).toEqual({ across: 700, down: 500 });
    expect(textLineLengths(null)).toEqual({ across: 0, down: 0 });
  });
});

describe('textLinesRun', () => {
  it('says which way the lines run when most of their length does', () => {
    // us-walmart-rotated-photo.jpg at 1200 × 900: its lines measured 7180 down, 289 across.
    expect(textLinesRun({ across: 289, down: 7180 }, 1200, 900)).toBe('down');
    // us-paloalto-parking-photo.jpg, upright, with a few stray vertical strokes.
    expect(textLinesRun({ across: 4274, down: 575 }, 1200, 900)).toBe('across');
  });

  it('cannot tell from a few lines or from no clear majority', () => {
    expect(textLinesRun({ across: 0, down: 0 }, 1200, 900)).toBeNull();
    expect(textLinesRun({ across: 0, down: 500 }, 1200, 900)).toBeNull();
    expect(textLinesRun({ across: 3000, down: 2000 }, 1200, 900)).toBeNull();
  });
});

/** A grey image `width`×`height` of `background`, with `paint` drawing on it. */
function image(
  width: number,
  height: number,
  background: number,
  paint: (set: (x: number, y: number, value: number) => void) => void,
) {
  const grey = new Uint8Array(width * height).fill(background);
  paint((x, y, value) => {
    grey[y * width + x] = value;
  });
  return grey;
}

/** A block of paper with lines of "text" (dark dashes) from (left, top) to (right, bottom). */
function receipt(left: number, top: number, right: number, bottom: number, withPaper = true) {
  return (set: (x: number, y: number, value: number) => void) => {
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) {
        const text = y % 8 < 3 && x % 6 < 4 && x > left + 4 && x < right - 4;
        if (withPaper || text) set(x, y, text ? 40 : 235);
      }
  };
}

describe('receiptBox', () => {
  it('finds a till receipt scanned on a dark background', () => {
    const grey = image(300, 400, 30, receipt(200, 0, 300, 400));
    const box = receiptBox(grey, 300, 400);
    expect(box).not.toBeNull();
    expect(box!.left).toBeGreaterThan(0.6);
    expect(box!.left + box!.width).toBeCloseTo(1, 1);
    expect(box!.height).toBeCloseTo(1, 1);
  });

  it('finds the printed part of a white page around a narrow receipt', () => {
    const grey = image(300, 400, 235, receipt(20, 10, 120, 390, false));
    const box = receiptBox(grey, 300, 400)!;
    expect(box.left).toBeLessThan(20 / 300);
    expect(box.left + box.width).toBeGreaterThan(116 / 300);
    expect(box.left + box.width).toBeLessThan(0.5);
  });

  it('reads the whole image when the receipt fills it, or there is nothing to find', () => {
    expect(receiptBox(image(300, 400, 30, receipt(10, 0, 300, 400)), 300, 400)).toBeNull();
    expect(
      receiptBox(
        image(300, 400, 235, () => undefined),
        300,
        400,
      ),
    ).toBeNull();
    expect(receiptBox(new Uint8Array(10), 2, 5)).toBeNull();
    // A crop that saves less than CROP_MIN_SAVING of the area is not worth the risk.
    const most = Math.ceil(300 * (1 - CROP_MIN_SAVING / 2));
    expect(receiptBox(image(300, 400, 30, receipt(300 - most, 0, 300, 400)), 300, 400)).toBeNull();
  });
});

describe('otsuThreshold', () => {
  it('splits two groups of grey levels between them', () => {
    const histogram = new Array<number>(256).fill(0);
    histogram[40] = 100;
    histogram[200] = 300;
    const level = otsuThreshold(histogram);
    expect(level).toBeGreaterThan(40);
    expect(level).toBeLessThanOrEqual(200);
  });
});

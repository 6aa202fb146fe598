import { describe, expect, it } from 'vitest';
import { pdfItemsToLines, type PdfTextItem } from './pdf-lines';

const item = (
  str: string,
  x: number,
  y: number,
  width = str.length * 6,
  height = 12,
): PdfTextItem => ({
  str,
  transform: [height, 0, 0, height, x, y],
  width,
  height,
});

describe('pdfItemsToLines', () => {
  it('orders lines top to bottom and items left to right', () => {
    const lines = pdfItemsToLines([
      item('Total', 20, 100),
      item('Ace Plumbing', 20, 700),
      item('$120.00', 400, 100),
      item('Invoice Date: 03/14/2026', 20, 680),
    ]);
    expect(lines).toEqual(['Ace Plumbing', 'Invoice Date: 03/14/2026', 'Total  $120.00']);
  });

  it('keeps items of one baseline together despite a small vertical offset', () => {
    expect(pdfItemsToLines([item('Amount', 20, 300), item('Due', 62, 301.5)])).toEqual([
      'Amount Due',
    ]);
  });

  it('joins glyph runs that touch without adding a space', () => {
    expect(pdfItemsToLines([item('Pl', 20, 50, 12), item('umbing', 32, 50, 36)])).toEqual([
      'Plumbing',
    ]);
  });

  it('drops empty items', () => {
    expect(pdfItemsToLines([item('  ', 20, 50), item('Hello', 20, 30)])).toEqual(['Hello']);
  });
});

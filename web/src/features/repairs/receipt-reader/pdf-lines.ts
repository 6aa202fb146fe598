/**
 * A PDF page's text items (pdfjs `getTextContent`) back into lines as printed: items on
 * one baseline, left to right, with a wide gap kept as a double space so "Total" and its
 * amount stay apart from a neighbouring column. Pure.
 */

export interface PdfTextItem {
  str: string;
  /** pdfjs' transform: [a, b, c, d, x, y]. */
  transform: number[];
  width: number;
  height: number;
}

export function pdfItemsToLines(items: readonly PdfTextItem[]): string[] {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({
      text: item.str,
      x: item.transform[4] ?? 0,
      y: item.transform[5] ?? 0,
      width: item.width,
      height: Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 10,
    }))
    // PDF y grows upwards: the top line has the largest y.
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: (typeof placed)[] = [];
  for (const item of placed) {
    const row = rows.at(-1);
    const head = row?.[0];
    if (row && head && Math.abs(head.y - item.y) <= Math.min(head.height, item.height) * 0.5)
      row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const item of row) {
      if (line !== '') {
        const gap = item.x - end;
        line += gap > item.height ? '  ' : gap > item.height * 0.15 ? ' ' : '';
      }
      line += item.text;
      end = item.x + item.width;
    }
    return line.replace(/\s+$/, '');
  });
}

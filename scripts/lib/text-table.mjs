/**
 * The benchmarks' printed tables: each column as wide as its widest cell (the header's
 * included), cells two spaces apart, a rule under the header.
 * @param {string[]} header
 * @param {string[][]} rows a cell per header in each
 * @param {{ rightAligned?: (column: number) => boolean, rule?: string }} [options]
 *   by default every column but the first is right-aligned (numbers) and the rule is '─'
 * @returns {string[]} the table's lines
 */
export function textTable(header, rows, { rightAligned = (c) => c > 0, rule = '─' } = {}) {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, c) => {
        const width = widths[c] ?? 0;
        return rightAligned(c) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ');
  return [line(header), widths.map((w) => rule.repeat(w)).join('  '), ...rows.map(line)];
}

import { describe, expect, it } from 'vitest';
import { textTable } from './text-table.mjs';

describe('textTable', () => {
  it('pads each column to its widest cell, numbers right-aligned, a rule under the header', () => {
    expect(
      textTable(
        ['open', 'runs'],
        [
          ['cold', '10'],
          ['revisit (cached)', '3'],
        ],
      ),
    ).toEqual([
      'open              runs',
      '────────────────  ────',
      'cold                10',
      'revisit (cached)     3',
    ]);
  });

  it('takes which columns are right-aligned and the rule', () => {
    expect(
      textTable(['a', 'bb', 'c'], [['xyz', '1', '2']], { rightAligned: (c) => c === 1, rule: '-' }),
    ).toEqual(['a    bb  c', '---  --  -', 'xyz   1  2']);
  });
});

import { describe, expect, it } from 'vitest';
import { attributionLines, readAttribution } from './attribution';

describe('readAttribution', () => {
  it('reads who added and who last edited a record', () => {
    const attribution = readAttribution({
      addedByName: ' Cora Coowner ',
      editedBy: { uid: 'u1', name: 'Olive Owner', at: new Date(2026, 8, 20, 12) },
    });
    expect(attribution).toEqual({
      addedByName: 'Cora Coowner',
      editedBy: { name: 'Olive Owner', on: '2026-09-20' },
    });
    expect(attributionLines(attribution)).toEqual([
      'Added by Cora Coowner',
      'Edited by Olive Owner on Sep 20, 2026',
    ]);
  });

  it('shows nothing for records written before households, or an unreadable edit', () => {
    expect(attributionLines(readAttribution({}))).toEqual([]);
    expect(readAttribution({ addedByName: '  ', editedBy: { name: 'X', at: 'soon' } })).toEqual({
      addedByName: null,
      editedBy: null,
    });
  });
});

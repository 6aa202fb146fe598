import { describe, expect, it } from 'vitest';
import { readDisputeDoc } from './dispute-doc';

const property = { address: '12 Oak Lane', city: 'Springfield', state: 'IL', zipCode: '62704' };
const T0 = new Date('2026-05-01T12:00:00Z');
const DEADLINE = new Date('2026-05-31T12:00:00Z');

describe('readDisputeDoc', () => {
  it('reads a stored notice, instants from Dates or Timestamps', () => {
    const notice = {
      addressKey: 'k',
      property,
      holderUid: 'olive',
      holderPropertyId: 'home',
      newcomerUid: 'ben',
      newcomerPropertyId: 'bens-claim',
      state: 'transferring',
      createdAt: T0,
      deadline: DEADLINE,
      answeredAt: null,
      transferId: 'tr1',
    };
    expect(
      readDisputeDoc('bens-claim', { ...notice, deadline: { toDate: () => DEADLINE } }),
    ).toEqual({ id: 'bens-claim', ...notice });
  });

  it('reads junk as empty, never throws', () => {
    expect(
      readDisputeDoc('x', {
        property: 'x',
        state: 'maybe',
        holderUid: 7,
        deadline: 'nope',
        createdAt: new Date(Number.NaN),
        transferId: 7,
      }),
    ).toEqual({
      id: 'x',
      addressKey: '',
      property: { address: '', city: '', state: '', zipCode: '' },
      holderUid: '',
      holderPropertyId: '',
      newcomerUid: '',
      newcomerPropertyId: '',
      state: '',
      createdAt: null,
      deadline: null,
      answeredAt: null,
      transferId: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { toShareRow } from './sharing';

describe('toShareRow', () => {
  it('reads a share document, with the day it was shared in the viewer’s zone', () => {
    const sharedAt = new Date(2026, 3, 2, 15, 30);
    expect(
      toShareRow('uid-rita', {
        name: 'Rita Realtor',
        email: 'rita@realty.example',
        businessName: 'Rita Realty Group',
        sharedAt: { toDate: () => sharedAt },
      }),
    ).toEqual({
      realtorUid: 'uid-rita',
      name: 'Rita Realtor',
      email: 'rita@realty.example',
      businessName: 'Rita Realty Group',
      sharedOn: '2026-04-02',
    });
  });

  it('falls back to the email for a missing name and copes with junk', () => {
    expect(toShareRow('u', { email: 'a@b.example', sharedAt: 'yesterday' })).toEqual({
      realtorUid: 'u',
      name: 'a@b.example',
      email: 'a@b.example',
      businessName: '',
      sharedOn: null,
    });
  });
});

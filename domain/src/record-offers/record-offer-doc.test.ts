import { describe, expect, it } from 'vitest';
import { readRecordOfferDoc } from './record-offer-doc';

const property = { address: '1 A St', city: 'X', state: 'CO', zipCode: '80302' };
const SENT = new Date('2026-08-31T10:00:00Z');

describe('readRecordOfferDoc', () => {
  it('reads a stored offer, instants from Dates or Timestamps', () => {
    const offer = {
      serviceRecordId: 's1',
      contractorUid: 'carl',
      contractorName: 'Carl Co',
      homeownerUid: 'hana',
      homeownerEmail: 'hana@home.example',
      propertyId: 'p1',
      property,
      serviceType: 'Plumbing',
      date: '2026-08-30',
      description: 'New water heater',
      costCents: 150_000,
      state: 'accepted',
      sentAt: SENT,
      answeredAt: SENT,
      repairId: 'r1',
    };
    expect(readRecordOfferDoc('o1', { ...offer, sentAt: { toDate: () => SENT } })).toEqual({
      id: 'o1',
      ...offer,
    });
  });

  it('reads junk as empty, never throws', () => {
    for (const costCents of [-1, 12.5, Number.NaN, '100', null])
      expect(readRecordOfferDoc('o', { costCents }).costCents).toBeNull();
    expect(
      readRecordOfferDoc('o2', { property: 'x', serviceType: 7, state: 'maybe', repairId: 3 }),
    ).toEqual({
      id: 'o2',
      serviceRecordId: '',
      contractorUid: '',
      contractorName: '',
      homeownerUid: '',
      homeownerEmail: '',
      propertyId: '',
      property: { address: '', city: '', state: '', zipCode: '' },
      serviceType: 'Other',
      date: '',
      description: '',
      costCents: null,
      state: '',
      sentAt: null,
      answeredAt: null,
      repairId: null,
    });
  });
});

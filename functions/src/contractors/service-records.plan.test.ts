// The add/update/delete write plans are covered in record-offers.plan.test.ts ("service
// record decisions"); this file covers what it leaves: the refusal codes and which offer
// counts as still pending.
import { describe, expect, it } from 'vitest';
import { SERVICE_RECORD_MESSAGES as M } from '@homeledger/domain';
import type { RecordOfferDoc } from '../record-offers/record-offer-docs';
import type { ServiceRecordDoc } from './contractor-docs';
import {
  pendingOffer,
  planDeleteServiceRecord,
  planUpdateServiceRecord,
} from './service-records.plan';
import { callerOf } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const CARL = callerOf('carl', { role: 'contractor', email: 'carl@pro.example' });

const record = (over: Partial<ServiceRecordDoc> = {}): ServiceRecordDoc => ({
  id: 's1',
  contractorUid: 'carl',
  date: '2026-03-05',
  client: 'Hana',
  description: 'New water heater',
  amountCents: 150_000,
  balanceCents: 0,
  status: 'completed',
  sourceKind: 'manual',
  offer: { state: 'sent', offerId: 'o1', data: {} },
  ...over,
});
const offer = (over: Partial<RecordOfferDoc> = {}): RecordOfferDoc => ({
  id: 'o1',
  serviceRecordId: 's1',
  contractorUid: 'carl',
  contractorName: 'Carl Co',
  homeownerUid: 'hana',
  propertyId: 'p1',
  serviceType: 'Plumbing',
  date: '2026-03-05',
  description: 'New water heater',
  costCents: 150_000,
  state: 'pending',
  ...over,
});
const edit = {
  id: 's1',
  date: '2026-03-06',
  client: 'Hana',
  description: 'New water heater',
  amountCents: 150_000,
  balanceCents: 0,
  status: 'completed' as const,
};

describe('pendingOffer', () => {
  it('the record’s last offer, while sent and still pending', () => {
    expect(pendingOffer(record(), offer())).toEqual(offer());
  });

  it('none when the record was not sent, or the offer read is another or answered', () => {
    expect(pendingOffer(null, offer())).toBeNull();
    expect(pendingOffer(record(), null)).toBeNull();
    expect(pendingOffer(record({ offer: null }), offer())).toBeNull();
    expect(
      pendingOffer(record({ offer: { state: 'accepted', offerId: 'o1', data: {} } }), offer()),
    ).toBeNull();
    expect(pendingOffer(record(), offer({ id: 'o0' }))).toBeNull();
    expect(pendingOffer(record(), offer({ serviceRecordId: 's2' }))).toBeNull();
    expect(pendingOffer(record(), offer({ state: 'declined' }))).toBeNull();
  });
});

describe('update and delete refusals', () => {
  const decide = (r: ServiceRecordDoc | null, caller = CARL) => [
    planUpdateServiceRecord({ input: edit, caller, now: NOW, record: r, offer: null }),
    planDeleteServiceRecord({ caller, record: r, offer: null }),
  ];

  it('someone else’s record and a missing one get the same answer', () => {
    const notFound = { kind: 'reject', code: 'not-found', message: M.recordNotFound };
    for (const plan of [
      ...decide(null),
      ...decide(record(), callerOf('cora', { role: 'contractor', email: 'cora@pro.example' })),
    ])
      expect(plan).toEqual(notFound);
  });

  it('an imported record is changed in QuickBooks', () => {
    for (const plan of decide(record({ sourceKind: 'quickbooks' })))
      expect(plan).toEqual({
        kind: 'reject',
        code: 'failed-precondition',
        message: M.importedReadOnly,
      });
  });
});

describe('an offer that is not the record’s pending one', () => {
  it('is neither refreshed by an edit nor withdrawn by a delete', () => {
    const stale = offer({ id: 'o0' });
    expect(
      planUpdateServiceRecord({
        input: edit,
        caller: CARL,
        now: NOW,
        record: record(),
        offer: stale,
      }),
    ).toMatchObject({ kind: 'apply', writes: [{ op: 'update', path: 'serviceRecords/s1' }] });
    expect(planDeleteServiceRecord({ caller: CARL, record: record(), offer: stale })).toEqual({
      kind: 'apply',
      writes: [{ op: 'delete', path: 'serviceRecords/s1' }],
      result: { id: 's1' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { projectIndexes, projectReadRules } from '@/test/project-firestore-contract';
import { CURRENT_UID } from '@/lib/data/query-spec';
import { checkQuery, missingIndex } from '@/test/rules-contract';
import { contractorServiceRecordsQuery } from './queries';
import { toServiceRecordView } from './use-service-records';

describe('contractor queries', () => {
  it('reads only the contractor’s own service records, newest first, with its index', () => {
    expect(contractorServiceRecordsQuery.where).toEqual([
      { field: 'contractorUid', op: '==', value: CURRENT_UID },
    ]);
    expect(contractorServiceRecordsQuery.orderBy).toEqual([{ field: 'date', direction: 'desc' }]);
    expect(checkQuery(contractorServiceRecordsQuery, projectReadRules)).toEqual([]);
    expect(missingIndex(contractorServiceRecordsQuery, projectIndexes)).toBeNull();
  });
});

describe('toServiceRecordView', () => {
  it('reads a stored record and never trusts a field’s type', () => {
    const view = toServiceRecordView('sr-1', {
      contractorUid: 'u1',
      date: '2026-11-01',
      client: 'Jane',
      description: 'Faucet',
      amountCents: 12_000,
      balanceCents: 99_999,
      status: 'weird',
      source: { kind: 'quickbooks', realmId: 'r', invoiceId: '7', docNumber: '1007' },
      offer: { state: 'sent', homeownerEmail: 'h@example.com', address: '1 Elm', offerId: 'o' },
    });
    expect(view).toMatchObject({
      id: 'sr-1',
      amountCents: 12_000,
      balanceCents: 12_000,
      status: 'completed',
      source: { kind: 'quickbooks', docNumber: '1007' },
      offer: { state: 'sent', homeownerEmail: 'h@example.com' },
    });
    expect(view.createdAt.toMillis()).toBe(0);
    expect(toServiceRecordView('x', { amountCents: -5, source: 'odd' })).toMatchObject({
      amountCents: 0,
      balanceCents: 0,
      source: { kind: 'manual' },
      offer: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { projectIndexes, projectReadRules } from '@/test/project-firestore-contract';
import { CURRENT_UID } from '@/lib/data/query-spec';
import { checkQuery, missingIndex } from '@/test/rules-contract';
import { pendingValidationRequestsQuery } from './queries';

describe('contractor validation queries', () => {
  it('pending requests pass the rules contract', () => {
    expect(checkQuery(pendingValidationRequestsQuery, projectReadRules)).toEqual([]);
  });

  it('pending requests have their composite index', () => {
    expect(missingIndex(pendingValidationRequestsQuery, projectIndexes)).toBeNull();
  });

  it("reads only the contractor's own pending requests, newest first", () => {
    expect(pendingValidationRequestsQuery.where).toEqual([
      { field: 'contractorUid', op: '==', value: CURRENT_UID },
      { field: 'state', op: '==', value: 'pending' },
    ]);
    expect(pendingValidationRequestsQuery.orderBy).toEqual([
      { field: 'requestedAt', direction: 'desc' },
    ]);
  });
});

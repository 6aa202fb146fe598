import { describe, expect, it } from 'vitest';
import indexesJson from '../../../../../../firestore.indexes.json';
import rulesText from '../../../../../../firestore.rules?raw';
import { CURRENT_UID } from '@/lib/data/query-spec';
import {
  checkQuery,
  missingIndex,
  parseReadRules,
  type IndexDefinition,
} from '@/test/rules-contract';
import { pendingValidationRequestsQuery } from './queries';

const rules = parseReadRules(rulesText);
const indexes = indexesJson.indexes as IndexDefinition[];

describe('contractor validation queries', () => {
  it('pending requests pass the rules contract', () => {
    expect(checkQuery(pendingValidationRequestsQuery, rules)).toEqual([]);
  });

  it('pending requests have their composite index', () => {
    expect(missingIndex(pendingValidationRequestsQuery, indexes)).toBeNull();
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

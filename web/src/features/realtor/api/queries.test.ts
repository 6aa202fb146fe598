import { describe, expect, it } from 'vitest';
import indexesJson from '../../../../../firestore.indexes.json';
import rulesText from '../../../../../firestore.rules?raw';
import { CURRENT_UID } from '@/lib/data/query-spec';
import {
  checkQuery,
  missingIndex,
  parseReadRules,
  type IndexDefinition,
} from '@/test/rules-contract';
import {
  sharedPropertiesQuery,
  sharedPropertyDocument,
  sharedPropertyRepairsQuery,
  sharedRepairsPage,
  sharedRepairsQuery,
} from './queries';

const rules = parseReadRules(rulesText);
const indexes = indexesJson.indexes as IndexDefinition[];
const all = [
  sharedPropertiesQuery,
  sharedRepairsQuery,
  sharedPropertyDocument,
  sharedPropertyRepairsQuery,
];

describe('realtor queries', () => {
  it.each(all.map((spec) => [spec.name, spec] as const))(
    '%s passes the rules contract',
    (_, spec) => {
      expect(checkQuery(spec, rules)).toEqual([]);
    },
  );

  it.each(all.map((spec) => [spec.name, spec] as const))(
    '%s has its composite index in firestore.indexes.json',
    (_, spec) => {
      expect(missingIndex(spec, indexes)).toBeNull();
    },
  );

  it('reads each dashboard table with one query filtered only by the viewer (nothing else excluded)', () => {
    for (const spec of [sharedPropertiesQuery, sharedRepairsQuery]) {
      expect(spec.where).toEqual([
        { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
      ]);
    }
    expect(sharedPropertiesQuery.limit).toBeUndefined();
    expect(sharedRepairsQuery.orderBy?.[0]).toEqual({ field: 'date', direction: 'desc' });
  });

  it('reads repairs a page of 100 at a time, each widening its own listener (issue #29)', () => {
    expect(sharedRepairsQuery.limit).toBe(100);
    const third = sharedRepairsPage(3);
    expect(third).toMatchObject({ limit: 300, where: sharedRepairsQuery.where });
    expect(third.name).not.toBe(sharedRepairsPage(2).name);
    expect(missingIndex(third, indexes)).toBeNull();
  });
});

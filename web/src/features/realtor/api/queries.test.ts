import { describe, expect, it } from 'vitest';
import { projectIndexes, projectReadRules } from '@/test/project-firestore-contract';
import { CURRENT_UID } from '@/lib/data/query-spec';
import { checkQuery, missingIndex } from '@/test/rules-contract';
import {
  sharedPropertiesQuery,
  sharedPropertyDocument,
  sharedPropertyRepairsQuery,
  sharedRepairsPage,
  sharedRepairsQuery,
} from './queries';

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
      expect(checkQuery(spec, projectReadRules)).toEqual([]);
    },
  );

  it.each(all.map((spec) => [spec.name, spec] as const))(
    '%s has its composite index in firestore.indexes.json',
    (_, spec) => {
      expect(missingIndex(spec, projectIndexes)).toBeNull();
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
    expect(missingIndex(third, projectIndexes)).toBeNull();
  });
});

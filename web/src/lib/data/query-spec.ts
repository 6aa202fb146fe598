/**
 * Client queries as data: each feature declares every Firestore query
 * it makes in its `api/queries.ts`, as a QuerySpec. The rules ↔ queries contract test
 * (rules-contract.test.ts) checks each against firestore.rules, and
 * lib/firebase/build-query.ts turns a spec into a real Firestore query. Rules are not
 * filters: a query without its rule's constraint is rejected as a whole.
 * No Firebase import here, so screens, fixtures and the catalogue can use the types.
 */
import { REPAIRS_COLLECTION } from '@homeledger/domain';

/** Stands for the signed-in user's uid in a spec. */
export const CURRENT_UID = { kind: 'uid' } as const;
export type CurrentUid = typeof CURRENT_UID;

/** Stands for a value supplied when the query runs (e.g. the property id of the page). */
export interface QueryParam {
  kind: 'param';
  name: string;
}
export function param(name: string): QueryParam {
  return { kind: 'param', name };
}

export type QueryValue = CurrentUid | QueryParam | string | number | boolean | null;

export interface QueryFilter {
  field: string;
  op: '==' | 'array-contains' | 'in' | '<' | '<=' | '>' | '>=';
  value: QueryValue;
}

export interface QueryOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** A collection query. `collection` may name a subcollection: 'properties/{propertyId}/shares'. */
export interface CollectionQuerySpec {
  kind: 'collection';
  name: string;
  collection: string;
  where: readonly QueryFilter[];
  orderBy?: readonly QueryOrder[];
  limit?: number;
}

/** A single-document read: 'properties/{propertyId}'. */
export interface DocumentReadSpec {
  kind: 'document';
  name: string;
  path: string;
}

export type QuerySpec = CollectionQuerySpec | DocumentReadSpec;

/**
 * The repairs of one home (the `propertyId` param) that the signed-in viewer may read,
 * newest service date first: the property page, the realtor's report and the transfer's
 * receipts step each declare it under their own name (features do not import each other).
 */
export function homeRepairsQuery(name: string): CollectionQuerySpec {
  return {
    kind: 'collection',
    name,
    collection: REPAIRS_COLLECTION,
    where: [
      { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
      { field: 'propertyId', op: '==', value: param('propertyId') },
    ],
    orderBy: [
      { field: 'date', direction: 'desc' },
      { field: 'createdAt', direction: 'desc' },
    ],
  };
}

/**
 * The documents of one home (the `propertyId` param) in a collection its household reads
 * through the `memberIds` copy each document carries (maintenance tasks, warranties).
 */
export function householdHomeQuery(name: string, collection: string): CollectionQuerySpec {
  return {
    kind: 'collection',
    name,
    collection,
    where: [
      { field: 'memberIds', op: 'array-contains', value: CURRENT_UID },
      { field: 'propertyId', op: '==', value: param('propertyId') },
    ],
  };
}

export type QueryParams = Readonly<Record<string, string>>;

/** Replaces `{name}` segments of a path with params (throws on a missing or unsafe one). */
export function fillPath(path: string, params: QueryParams): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (!value || value.includes('/'))
      throw new Error(`Query parameter "${name}" is missing or invalid`);
    return value;
  });
}

/** The concrete value of a filter, given the signed-in uid and the params. */
export function resolveValue(value: QueryValue, uid: string, params: QueryParams): unknown {
  if (value !== null && typeof value === 'object') {
    if (value.kind === 'uid') return uid;
    const given = params[value.name];
    if (given === undefined) throw new Error(`Query parameter "${value.name}" is missing`);
    return given;
  }
  return value;
}

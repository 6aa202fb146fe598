/**
 * Which composite index a server query needs, checked against firestore.indexes.json
 * by the memory store so that a query Firestore would refuse fails in tier 1 too.
 *
 * The queries the Store port can express use `==`, `in` and `array-contains` filters
 * and at most one `orderBy`. Firestore serves equality and array-contains filters
 * alone by merging single-field indexes; add an `orderBy` on another field and it
 * needs a composite index: the filtered fields (any order; array-contains as
 * `arrayConfig: CONTAINS`), then the ordered field in the query's direction.
 */
import type { StoreQuery } from './store';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface IndexDefinition {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface IndexesFile {
  indexes: IndexDefinition[];
  fieldOverrides?: unknown[];
}

/** The collection id a query's index is declared under: the last segment of its path. */
function collectionGroupOf(collection: string): string {
  return collection.slice(collection.lastIndexOf('/') + 1);
}

/** The composite index `q` needs, or null when single-field indexes serve it. */
export function requiredIndex(q: StoreQuery): IndexDefinition | null {
  // A range filter orders by its field (Firestore serves it like an orderBy).
  const range = (q.where ?? []).find((f) => ['<', '<=', '>', '>='].includes(f.op));
  const orderBy =
    q.orderBy ?? (range ? { field: range.field, direction: 'asc' as const } : undefined);
  if (!orderBy) return null;
  const filters = (q.where ?? []).filter((filter) => filter.field !== orderBy.field);
  if (filters.length === 0) return null;
  const fields: IndexField[] = [];
  for (const filter of filters) {
    if (fields.some((field) => field.fieldPath === filter.field)) continue;
    fields.push(
      filter.op === 'array-contains'
        ? { fieldPath: filter.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: filter.field, order: 'ASCENDING' },
    );
  }
  fields.push({
    fieldPath: orderBy.field,
    order: orderBy.direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
  });
  return { collectionGroup: collectionGroupOf(q.collection), queryScope: 'COLLECTION', fields };
}

const sameKind = (a: IndexField, b: IndexField) =>
  a.arrayConfig === 'CONTAINS' ? b.arrayConfig === 'CONTAINS' : b.arrayConfig === undefined;

/** Whether `index` serves a query needing `needed`: same filtered fields (any order), same ordered field and direction. */
export function indexServes(index: IndexDefinition, needed: IndexDefinition): boolean {
  if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== 'COLLECTION')
    return false;
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  if (fields.length !== needed.fields.length) return false;
  const [last, ...prefix] = [fields.at(-1), ...fields.slice(0, -1)];
  const [wantedLast, ...wantedPrefix] = [needed.fields.at(-1), ...needed.fields.slice(0, -1)];
  if (!last || !wantedLast || last.fieldPath !== wantedLast.fieldPath) return false;
  if (last.order !== wantedLast.order) return false;
  return wantedPrefix.every((want) =>
    prefix.some((field) => field.fieldPath === want.fieldPath && sameKind(want, field)),
  );
}

/**
 * Firestore's own answer to a query without its index (FAILED_PRECONDITION, code 9),
 * plus the index to add, as firestore.indexes.json spells it.
 */
export function missingIndexMessage(needed: IndexDefinition): string {
  return (
    '9 FAILED_PRECONDITION: The query requires an index. You can create it here: ' +
    'https://console.firebase.google.com/project/_/firestore/indexes ' +
    `(or add it to firestore.indexes.json: ${JSON.stringify(needed)})`
  );
}

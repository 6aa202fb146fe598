/**
 * The rules ↔ queries contract: reads firestore.rules, works out what
 * each collection's read rule needs from a query, and checks declared QuerySpecs
 * against it. Test-only code (nothing in the app imports it).
 *
 * Understood read conditions (anything else makes every query on it fail the check,
 * so a new rule shape forces this checker to learn it):
 *   request.auth.uid in resource.data.F     → filter F array-contains CURRENT_UID
 *   resource.data.F == request.auth.uid     → filter F == CURRENT_UID
 *   request.auth.uid == {docIdVar}          → document reads of the caller's own id only
 *   get(…/$(parentVar)).data.F == request.auth.uid → path names the parent by a param
 *   coOwnerOf(resource.data.P, resource.data.O) → filters P == and O == (any value: the
 *                                            rule reads the home they name)
 *   false / no rule                         → nothing may be read
 */
import type { QuerySpec } from '@/lib/data/query-spec';

export type ReadRequirement =
  | { kind: 'viewer-array'; field: string }
  | { kind: 'owner-field'; field: string }
  | { kind: 'own-document'; idVar: string }
  | { kind: 'parent-owner'; parentVar: string }
  | { kind: 'co-owner-of'; propertyField: string; ownerField: string }
  | { kind: 'denied' }
  | { kind: 'unknown'; condition: string };

export interface ReadRule {
  /** Path segments of the match, e.g. ['properties', '{propertyId}', 'shares', '{realtorUid}']. */
  segments: string[];
  condition: string;
  requirement: ReadRequirement;
}

/** Every `match` block with an `allow read` (or `allow …, read`/`get`/`list`) condition. */
export function parseReadRules(rulesText: string): ReadRule[] {
  const text = rulesText.replace(/\/\/.*$/gm, '');
  const rules: ReadRule[] = [];
  const stack: { segments: string[]; depth: number }[] = [];
  let depth = 0;
  const token =
    /match\s+(\/[^\s{]*(?:\{[^}]*\}[^\s{]*)*)\s*\{|allow\s+([\w, ]+):\s*if\s+([^;]+);|\{|\}/g;
  let m: RegExpExecArray | null;
  while ((m = token.exec(text))) {
    if (m[1] !== undefined) {
      depth++;
      const parent = stack.at(-1)?.segments ?? [];
      const own = m[1].split('/').filter(Boolean);
      stack.push({ segments: [...parent, ...own], depth });
    } else if (m[2] !== undefined) {
      const ops = m[2].split(',').map((s) => s.trim());
      if (!ops.some((op) => op === 'read' || op === 'list' || op === 'get')) continue;
      const segments = stack.at(-1)?.segments ?? [];
      const condition = (m[3] ?? '').replace(/\s+/g, ' ').trim();
      rules.push({ segments, condition, requirement: requirementOf(condition, segments) });
    } else if (m[0] === '{') {
      depth++;
    } else {
      if (stack.at(-1)?.depth === depth) stack.pop();
      depth--;
    }
  }
  // Drop the service/database wrappers: paths start at the documents root.
  for (const rule of rules) {
    const root = rule.segments.indexOf('documents');
    if (root >= 0) rule.segments = rule.segments.slice(root + 1);
  }
  return rules;
}

function requirementOf(condition: string, segments: string[]): ReadRequirement {
  const clauses = condition
    .split('&&')
    .map((c) => c.trim())
    // grantLive(...) narrows a read by time (a delegate's grant), never by what a query carries.
    .filter(
      (c) => c !== 'signedIn()' && c !== 'request.auth != null' && c !== 'grantLive(resource.data)',
    );
  if (clauses.length === 1 && clauses[0] === 'false') return { kind: 'denied' };
  if (clauses.length !== 1) return { kind: 'unknown', condition };
  const clause = clauses[0] as string;
  let m = /^request\.auth\.uid in resource\.data\.(\w+)$/.exec(clause);
  if (m) return { kind: 'viewer-array', field: m[1] as string };
  m =
    /^resource\.data\.(\w+) == request\.auth\.uid$/.exec(clause) ??
    /^request\.auth\.uid == resource\.data\.(\w+)$/.exec(clause);
  if (m) return { kind: 'owner-field', field: m[1] as string };
  m = /^request\.auth\.uid == (\w+)$/.exec(clause);
  if (m && segments.at(-1) === `{${m[1]}}`) return { kind: 'own-document', idVar: m[1] as string };
  m =
    /^get\(\/databases\/\$\(database\)\/documents\/[\w/$()]*\/\$\((\w+)\)\)\.data\.\w+ == request\.auth\.uid$/.exec(
      clause,
    );
  if (m) return { kind: 'parent-owner', parentVar: m[1] as string };
  m = /^coOwnerOf\(resource\.data\.(\w+), resource\.data\.(\w+)\)$/.exec(clause);
  if (m) return { kind: 'co-owner-of', propertyField: m[1] as string, ownerField: m[2] as string };
  return { kind: 'unknown', condition };
}

function isWildcard(segment: string): boolean {
  return /^\{\w+(=\*\*)?\}$/.test(segment);
}

/** The rules whose match path fits these document path segments (specific ones before `{document=**}`). */
function rulesFor(docSegments: string[], rules: readonly ReadRule[]): ReadRule[] {
  return rules.filter((rule) => {
    const recursive = rule.segments.at(-1)?.endsWith('=**}');
    if (recursive)
      return (
        rule.segments.length - 1 <= docSegments.length &&
        rule.segments.slice(0, -1).every((s, i) => isWildcard(s) || s === docSegments[i])
      );
    return (
      rule.segments.length === docSegments.length &&
      rule.segments.every((s, i) => isWildcard(s) || s === docSegments[i])
    );
  });
}

/** Problems that would make the rules reject this query (empty when it is fine). */
export function checkQuery(spec: QuerySpec, rules: readonly ReadRule[]): string[] {
  const docSegments =
    spec.kind === 'document' ? spec.path.split('/') : [...spec.collection.split('/'), '{doc}'];
  const matching = rulesFor(docSegments, rules).filter((r) => r.requirement.kind !== 'denied');
  if (matching.length === 0)
    return [`${spec.name}: no rule allows reading ${docSegments.join('/')}`];
  const problems: string[] = [];
  for (const rule of matching) {
    const why = unmet(spec, rule);
    if (why === null) return []; // one satisfied rule is enough (rules are OR-ed)
    problems.push(`${spec.name}: ${why}`);
  }
  return problems;
}

function unmet(spec: QuerySpec, rule: ReadRule): string | null {
  const req = rule.requirement;
  const where = spec.kind === 'collection' ? spec.where : [];
  const hasUidFilter = (field: string, op: string) =>
    where.some(
      (f) =>
        f.field === field && f.op === op && typeof f.value === 'object' && f.value?.kind === 'uid',
    );
  switch (req.kind) {
    case 'viewer-array':
      if (spec.kind === 'document') return null; // a get is checked against the document itself
      return hasUidFilter(req.field, 'array-contains')
        ? null
        : `needs where('${req.field}', 'array-contains', uid) (rule: ${rule.condition})`;
    case 'owner-field':
      if (spec.kind === 'document') return null;
      return hasUidFilter(req.field, '==')
        ? null
        : `needs where('${req.field}', '==', uid) (rule: ${rule.condition})`;
    case 'own-document':
      if (spec.kind !== 'document')
        return `only the caller's own document can be read (rule: ${rule.condition})`;
      return spec.path.split('/').at(-1) === '{uid}'
        ? null
        : `the document id must be the signed-in uid, written {uid} (rule: ${rule.condition})`;
    case 'parent-owner': {
      const path = spec.kind === 'document' ? spec.path : spec.collection;
      const index = rule.segments.indexOf(`{${req.parentVar}}`);
      const segment = path.split('/')[index];
      return segment && /^\{\w+\}$/.test(segment)
        ? null
        : `the parent document must be named by a parameter (rule: ${rule.condition})`;
    }
    case 'co-owner-of': {
      if (spec.kind === 'document') return null;
      const pinned = (field: string) => where.some((f) => f.field === field && f.op === '==');
      return pinned(req.propertyField) && pinned(req.ownerField)
        ? null
        : `needs where('${req.propertyField}', '==', …) and where('${req.ownerField}', '==', …) (rule: ${rule.condition})`;
    }
    case 'denied':
      return 'reads are denied';
    case 'unknown':
      return `the contract checker does not understand the rule "${req.condition}"; teach it`;
  }
}

export interface IndexDefinition {
  collectionGroup: string;
  queryScope?: string;
  fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }[];
}

/**
 * Whether a collection query needs a composite index that firestore.indexes.json
 * lacks (production rejects such a query; the emulator does not, so only this
 * check catches it). Equality-only queries need none; anything combining several
 * fields with array-contains, a range or an order on another field needs one whose
 * fields are exactly those of the query, with the orders in the query's order.
 */
export function missingIndex(spec: QuerySpec, indexes: readonly IndexDefinition[]): string | null {
  if (spec.kind !== 'collection') return null;
  const orders = spec.orderBy ?? [];
  const fields = new Set([...spec.where.map((f) => f.field), ...orders.map((o) => o.field)]);
  const equalityOnly =
    spec.where.every((f) => f.op === '==' || f.op === 'in') && orders.length === 0;
  if (fields.size < 2 || equalityOnly) return null;
  const group = spec.collection.split('/').at(-1);
  const found = indexes.some((index) => {
    if (index.collectionGroup !== group) return false;
    if (new Set(index.fields.map((f) => f.fieldPath)).size !== fields.size) return false;
    if (!index.fields.every((f) => fields.has(f.fieldPath))) return false;
    const arrayOk = spec.where
      .filter((f) => f.op === 'array-contains')
      .every((f) =>
        index.fields.some((i) => i.fieldPath === f.field && i.arrayConfig === 'CONTAINS'),
      );
    const orderFields = index.fields.filter(
      (f) => f.order && orders.some((o) => o.field === f.fieldPath),
    );
    const ordersOk = orders.every((o, i) => {
      const at = orderFields[i];
      return (
        at?.fieldPath === o.field &&
        at.order === (o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING')
      );
    });
    return arrayOk && ordersOk;
  });
  return found
    ? null
    : `${spec.name}: firestore.indexes.json has no composite index for ${[...fields].join(', ')} on ${group}`;
}

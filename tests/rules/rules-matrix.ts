/**
 * The rules-matrix harness the tier-2 rules tests share (docs/architecture.md §6): each
 * test file declares its seeded world and its cells (who does what, and what they must
 * get); `registerRulesMatrix` seeds the world with the rules off, runs every cell as its
 * caller against the Firestore emulator, and removes what it seeded and created.
 *
 * `fiveCallerCells` are the cells of the matrices whose callers are an owner, another
 * homeowner, a realtor the home is shared with and two contractors (contractor data,
 * handing a home on): get, the client's own query, the same query naming someone else's
 * uid, a list without the constraint, and writes, which the rules deny to everyone.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import type { CollectionQuerySpec } from '../../web/src/lib/data/query-spec';
import { seededRulesCallers, type AuthOf } from './rules-env';

export type Read = DocumentSnapshot | QuerySnapshot;
export type Outcome = 'denied' | readonly string[];
export interface Cell<Who extends string> {
  op: string;
  who: Who;
  outcome: Outcome;
  run: (db: Firestore) => Promise<Read | void>;
}
export interface MatrixCase<Who extends string> {
  name: string;
  cells: Cell<Who>[];
}

export type { AuthOf };

export const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function idsOf(read: Read | void): string[] {
  if (!read) return [];
  if ('docs' in read) return read.docs.map((d) => d.id).sort();
  return read.exists() ? [read.id] : [];
}

/** Seeds `seed`, registers one `describe` per case with one test per cell, and cleans up. */
export function registerRulesMatrix<Who extends string>({
  seed,
  created,
  authOf,
  cases,
}: {
  seed: Record<string, DocumentData>;
  /** Paths the write cells may create: deleted after the run, like the seed. */
  created: readonly string[];
  authOf: AuthOf<Who>;
  cases: readonly MatrixCase<Who>[];
}): void {
  const dbFor = seededRulesCallers({ seed, created, authOf });

  for (const { name, cells } of cases) {
    describe(name, () => {
      it.each(
        cells.map(
          (cell) =>
            [
              `${cell.op} · ${cell.who} → ${cell.outcome === 'denied' ? 'denied' : `allowed [${cell.outcome.length}]`}`,
              cell,
            ] as const,
        ),
      )('%s', async (_, cell) => {
        const db = dbFor(cell.who);
        if (cell.outcome === 'denied') {
          await assertFails(cell.run(db));
          return;
        }
        const read = await assertSucceeds(cell.run(db));
        expect(idsOf(read)).toEqual([...cell.outcome].sort());
      });
    });
  }
}

// ---------------------------------------------------------------------------
// The five callers of the contractor and hand-over matrices

export const FIVE_SIGNED_IN = [
  'owner',
  'other homeowner',
  'shared realtor',
  'contractor',
  'other contractor',
] as const;
export type FiveSignedIn = (typeof FIVE_SIGNED_IN)[number];
export type FiveWho = 'signed out' | FiveSignedIn;
export const FIVE_EVERYONE: readonly FiveWho[] = ['signed out', ...FIVE_SIGNED_IN];
const FIVE_ROLES: Record<FiveSignedIn, string> = {
  owner: 'homeowner',
  'other homeowner': 'homeowner',
  'shared realtor': 'realtor',
  contractor: 'contractor',
  'other contractor': 'contractor',
};

/**
 * The five callers of one run (uids unique to `run`, so files and runs never collide) and
 * the cell builders over them. `params` fill the queries' parameters (e.g. a propertyId);
 * `update` is the change each caller's update attempts.
 */
export function fiveCallerMatrix(
  run: string,
  { params, update }: { params?: Record<string, string>; update: DocumentData },
) {
  const uid = (who: FiveSignedIn) => `${who.replace(' ', '-')}-${run}`;
  const callerUid = (who: FiveWho) => (who === 'signed out' ? uid('owner') : uid(who));
  const created: string[] = [];
  type C = Cell<FiveWho>;

  const authOf: AuthOf<FiveWho> = (who) =>
    who === 'signed out'
      ? null
      : {
          uid: uid(who),
          token: { role: FIVE_ROLES[who], email: `${uid(who)}@example.com`, email_verified: true },
        };

  /** `get` of one document; `op` names it when a case gets more than one. */
  function getCells(path: string, readers: readonly FiveWho[], op = 'get'): C[] {
    return FIVE_EVERYONE.map((who) => ({
      op,
      who,
      outcome: readers.includes(who) ? [lastSegment(path)] : 'denied',
      run: (db) => getDoc(doc(db, path)),
    }));
  }

  /** The client's query as each caller (own uid): `results` for those listed, none for the rest. */
  function queryCells(
    spec: CollectionQuerySpec,
    results: Partial<Record<FiveSignedIn, readonly string[]>>,
  ): C[] {
    return FIVE_EVERYONE.map((who) => ({
      op: `list: ${spec.name}`,
      who,
      outcome: who === 'signed out' ? 'denied' : (results[who] ?? []),
      run: (db) => getDocs(buildQuery(db, spec, callerUid(who), params)),
    }));
  }

  /** The same query naming `named`'s uid: only `named` may run it. */
  function namingCells(
    spec: CollectionQuerySpec,
    named: FiveSignedIn,
    result: readonly string[],
  ): C[] {
    return FIVE_EVERYONE.map((who) => ({
      op: `list: ${spec.name} naming the ${named}'s uid`,
      who,
      outcome: who === named ? result : 'denied',
      run: (db) => getDocs(buildQuery(db, spec, uid(named), params)),
    }));
  }

  function unconstrainedCells(collectionPath: string): C[] {
    return FIVE_EVERYONE.map((who) => ({
      op: 'list without a constraint',
      who,
      outcome: 'denied',
      run: (db) => getDocs(collection(db, collectionPath)),
    }));
  }

  function writeCells(collectionPath: string, target: string, data: DocumentData): C[] {
    return FIVE_EVERYONE.flatMap((who): C[] => {
      const callerId = who === 'signed out' ? 'anonymous' : uid(who);
      const newPath = `${collectionPath}/new-${callerId}-${run}`;
      created.push(newPath);
      return [
        {
          op: 'create',
          who,
          outcome: 'denied',
          run: (db) => setDoc(doc(db, newPath), { ...data, touchedBy: callerId }),
        },
        {
          op: 'update',
          who,
          outcome: 'denied',
          run: (db) => updateDoc(doc(db, target), { ...update, touchedBy: callerId }),
        },
        { op: 'delete', who, outcome: 'denied', run: (db) => deleteDoc(doc(db, target)) },
      ];
    });
  }

  /** Every operation of every case has exactly one cell per caller. */
  function expectEveryCallerInEveryOperation(cases: readonly MatrixCase<FiveWho>[]) {
    for (const { name, cells } of cases) {
      const ops = [...new Set(cells.map((c) => c.op))];
      for (const op of ops)
        expect([name, op, cells.filter((c) => c.op === op).map((c) => c.who)]).toEqual([
          name,
          op,
          FIVE_EVERYONE,
        ]);
      expect(ops, name).toEqual(expect.arrayContaining(['get', 'create', 'update', 'delete']));
    }
  }

  return {
    uid,
    created,
    authOf,
    getCells,
    queryCells,
    namingCells,
    unconstrainedCells,
    writeCells,
    expectEveryCallerInEveryOperation,
  };
}

/**
 * The stats property: random sequences of adds, edits and deletes through
 * the callables (in-memory ports) keep every property's repairCount, lastRepairDate
 * and totalSpentCents equal to recomputeStats over the repairs actually stored.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recomputeStats } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { addRepairSpec } from './add-repair';
import { deleteRepairSpec } from './delete-repair';
import type { FilePorts } from '../kit/ports';
import { updateRepairSpec } from './update-repair';

const NOW = new Date('2026-11-23T15:00:00Z');
const PROPERTIES = ['p1', 'p2'];

const dateArb = fc
  .tuple(
    fc.integer({ min: 2024, max: 2026 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
  .filter((date) => date <= '2026-11-23');
const costArb = fc.oneof(
  fc.constant(''),
  fc
    .integer({ min: 0, max: 5_000_000 })
    .map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
);
const fieldsArb = fc.record({ date: dateArb, cost: costArb });

type Op =
  | { kind: 'add'; property: number; date: string; cost: string }
  | { kind: 'update'; pick: number; date: string; cost: string; status: string }
  | { kind: 'delete'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc
    .record({ kind: fc.constant('add' as const), property: fc.nat(1) })
    .chain((op) => fieldsArb.map((f) => ({ ...op, ...f }))),
  fc
    .record({
      kind: fc.constant('update' as const),
      pick: fc.nat(),
      status: fc.constantFrom('completed', 'in-progress'),
    })
    .chain((op) => fieldsArb.map((f) => ({ ...op, ...f }))),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('repair stats through the callables (property)', () => {
  it('always equal a recomputation over the stored repairs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        const seed: Record<string, Record<string, unknown>> = {};
        for (const id of PROPERTIES)
          seed[`properties/${id}`] = {
            ownerId: 'ann',
            address: '1 Main St',
            city: 'Town',
            state: 'IL',
            zipCode: '12345',
            verificationStatus: 'verified',
            viewerIds: ['ann'],
            repairCount: 0,
            lastRepairDate: null,
            totalSpentCents: null,
          };
        const store = new MemoryStore(seed);
        let n = 0;
        const ports: FilePorts = { store, files: new MemoryFiles(), newId: () => `r${++n}` };
        // One day per operation: the repairs-per-day quota is not what this test is about.
        let day = 0;
        const opts = { now: () => new Date(NOW.getTime() + day * 86_400_000) };
        const add = callableShell(addRepairSpec, ports, undefined, opts);
        const update = callableShell(updateRepairSpec, ports, undefined, opts);
        const del = callableShell(deleteRepairSpec, ports, undefined, opts);
        const auth = { uid: 'ann', token: { role: 'homeowner' } };
        const base = { serviceType: 'roofing', contractorName: '', description: '' };

        for (const op of ops) {
          day += 1;
          const ids = Object.keys(store.snapshot())
            .filter((p) => p.startsWith('repairs/'))
            .map((p) => p.slice('repairs/'.length));
          if (op.kind === 'add') {
            const propertyId = PROPERTIES[op.property] as string;
            const requestId = `stats-submit-${day}-0123456789`;
            await add({
              auth,
              data: { ...base, propertyId, date: op.date, cost: op.cost, requestId },
            });
          } else if (ids.length > 0) {
            const repairId = ids[op.pick % ids.length] as string;
            if (op.kind === 'update')
              await update({
                auth,
                data: { ...base, repairId, date: op.date, cost: op.cost, status: op.status },
              });
            else await del({ auth, data: { repairId } });
          }
          const docs = store.snapshot();
          for (const id of PROPERTIES) {
            const repairs = Object.entries(docs)
              .filter(([path, d]) => path.startsWith('repairs/') && d['propertyId'] === id)
              .map(([, d]) => ({
                date: d['date'] as string,
                costCents: d['costCents'] as number | null,
              }));
            const p = docs[`properties/${id}`] ?? {};
            expect({
              repairCount: p['repairCount'],
              lastRepairDate: p['lastRepairDate'],
              totalSpentCents: p['totalSpentCents'],
            }).toEqual(recomputeStats(repairs));
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

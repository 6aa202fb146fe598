import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPAIR_MESSAGES as M } from '@homeledger/domain';
import { photosChangeKind, receiptChangeKind, type ReceiptChange } from './update-repair.plan';
import {
  NOW,
  homeowner,
  member,
  propertyDoc,
  receipt,
  receiptAccepted,
  receiptRefused,
  repairDoc,
  updateInput,
  updatePlan,
} from './repairs.test-support';

const update = updatePlan;
const repairWrite = (data: Record<string, unknown> = {}) => ({
  op: 'update',
  path: 'repairs/r1',
  data: {
    serviceType: 'plumbing',
    date: '2026-03-10',
    status: 'completed',
    description: 'Fixed the leak',
    contractorName: 'Pat Plumber',
    costCents: 20_000,
    updatedAt: NOW,
    // "Edited by {name} on {date}" (households).
    editedBy: { uid: 'olive', name: 'olive', at: NOW },
    ...data,
  },
});
/** The plan that rewrites r1's facts with `data`, naming the receipt file left stale (if any). */
const factsRewritten = (
  data: Record<string, unknown> = {},
  staleReceiptPath: string | null = null,
) => ({
  kind: 'apply',
  writes: [repairWrite(data)],
  result: { id: 'r1', propertyId: 'home', staleReceiptPath, stalePhotoPaths: [] },
});
const writesOf = (plan: ReturnType<typeof update>) => (plan.kind === 'apply' ? plan.writes : plan);

describe('receiptChangeKind', () => {
  it('missing keeps, null removes (if any), the same path keeps, another path replaces', () => {
    expect(receiptChangeKind({ receipt: undefined }, receipt())).toBe('keep');
    expect(receiptChangeKind({ receipt: null }, receipt())).toBe('remove');
    expect(receiptChangeKind({ receipt: null }, null)).toBe('keep');
    expect(receiptChangeKind({ receipt: receipt() }, receipt())).toBe('keep');
    expect(receiptChangeKind({ receipt: receipt('new.pdf') }, receipt())).toBe('replace');
    expect(receiptChangeKind({ receipt: receipt() }, null)).toBe('replace');
  });
});

describe('planUpdateRepair', () => {
  it('saving the form unchanged rewrites the facts only (stats untouched)', () => {
    expect(update()).toEqual(factsRewritten());
  });

  it('a new cost and date move the home’s statistics by the difference', () => {
    const plan = update({ input: updateInput({ costCents: 25_000, date: '2026-04-01' }) });
    expect(writesOf(plan)).toEqual([
      repairWrite({ costCents: 25_000, date: '2026-04-01' }),
      {
        op: 'update',
        path: 'properties/home',
        data: {
          repairCount: 2,
          lastRepairDate: '2026-04-01',
          totalSpentCents: 55_000,
          updatedAt: NOW,
        },
      },
    ]);
  });

  it('moving the newest repair earlier takes the last date from the others', () => {
    const plan = update({ input: updateInput({ date: '2025-01-01' }), othersLatest: '2025-12-24' });
    expect(writesOf(plan)).toContainEqual({
      op: 'update',
      path: 'properties/home',
      data: {
        repairCount: 2,
        lastRepairDate: '2025-12-24',
        totalSpentCents: 50_000,
        updatedAt: NOW,
      },
    });
  });

  it('removing the receipt clears it and names the file to delete', () => {
    const plan = update({ repair: repairDoc({ receipt: receipt() }), receipt: { kind: 'remove' } });
    expect(plan).toEqual(factsRewritten({ receipt: null }, receipt().path));
  });

  it('replacing the receipt stores the new one and names the old file', () => {
    const next = receipt('new.pdf');
    const plan = update({
      repair: repairDoc({ receipt: receipt() }),
      receipt: { kind: 'replace', verdict: receiptAccepted(next) },
    });
    expect(plan).toEqual(factsRewritten({ receipt: next }, receipt().path));
    const first = update({ receipt: { kind: 'replace', verdict: receiptAccepted(next) } });
    expect(first.kind === 'apply' && first.result.staleReceiptPath).toBeNull();
  });

  describe('the Validated mark', () => {
    const validated = repairDoc({ validationState: 'validated' });
    const cleared = [
      repairWrite({ validation: { state: 'none' }, isContractorValidated: false }),
      { op: 'delete', path: 'validationRequests/r1' },
    ];

    it('clears on a change of any fact shown beside it, with its request', () => {
      const changes: Partial<Parameters<typeof update>[0]>[] = [
        { input: updateInput({ storedServiceType: 'roofing' }) },
        { input: updateInput({ description: 'Fixed two leaks' }) },
        { input: updateInput({ status: 'in-progress' }) },
        { input: updateInput({ contractorName: null }) },
        { receipt: { kind: 'remove' } },
      ];
      for (const change of changes) {
        const plan = update({ repair: validated, ...change });
        expect(plan.kind === 'apply' && plan.writes.slice(1)).toEqual([cleared[1]]);
        expect(
          plan.kind === 'apply' && plan.writes[0]?.op === 'update' && plan.writes[0].data,
        ).toMatchObject({ validation: { state: 'none' }, isContractorValidated: false });
      }
    });

    it('stays when nothing shown changed', () => {
      expect(writesOf(update({ repair: validated }))).toEqual([repairWrite()]);
    });

    it('a missing stored contractor name equals a cleared one', () => {
      const noName = repairDoc({ validationState: 'validated', data: { serviceType: 'plumbing' } });
      expect(
        writesOf(update({ repair: noName, input: updateInput({ contractorName: null }) })),
      ).toEqual([repairWrite({ contractorName: null })]);
    });

    it('changes to a cost clear it and move the stats', () => {
      const plan = update({ repair: validated, input: updateInput({ costCents: 0 }) });
      expect(writesOf(plan)).toEqual([
        repairWrite({ costCents: 0, validation: { state: 'none' }, isContractorValidated: false }),
        cleared[1],
        {
          op: 'update',
          path: 'properties/home',
          data: {
            repairCount: 2,
            lastRepairDate: '2026-03-10',
            totalSpentCents: 30_000,
            updatedAt: NOW,
          },
        },
      ]);
    });

    it('holds for every edit: changed shown facts clear a validated mark, unchanged ones never do', () => {
      fc.assert(
        fc.property(
          fc.record({
            storedServiceType: fc.constantFrom('plumbing', 'roofing'),
            description: fc.constantFrom('Fixed the leak', null),
            status: fc.constantFrom('completed', 'in-progress'),
            contractorName: fc.constantFrom('Pat Plumber', null),
            costCents: fc.constantFrom(20_000, null, 1),
            date: fc.constantFrom('2026-03-10', '2026-04-01'),
          }),
          fc.constantFrom<ReceiptChange['kind']>('keep', 'remove'),
          (edit, receiptKind) => {
            const plan = update({
              repair: repairDoc({ validationState: 'validated', receipt: receipt() }),
              input: updateInput(edit as never),
              receipt: { kind: receiptKind } as ReceiptChange,
            });
            const changed =
              receiptKind !== 'keep' ||
              (Object.keys(edit) as (keyof typeof edit)[]).some(
                (k) => edit[k] !== (updateInput() as unknown as typeof edit)[k],
              );
            const writes = plan.kind === 'apply' ? plan.writes : [];
            expect(
              writes.some((w) => w.op === 'delete' && w.path === 'validationRequests/r1'),
            ).toBe(changed);
          },
        ),
      );
    });
  });

  describe('a pending validation request', () => {
    const requested = repairDoc({ validationState: 'requested' });

    it('follows an edit of the facts it carries', () => {
      const plan = update({
        repair: requested,
        validationRequestState: 'pending',
        input: updateInput({
          description: 'Fixed the leak twice',
          storedServiceType: 'other: Leak',
        }),
      });
      expect(writesOf(plan)).toEqual([
        repairWrite({ description: 'Fixed the leak twice', serviceType: 'other: Leak' }),
        {
          op: 'update',
          path: 'validationRequests/r1',
          data: {
            serviceType: 'other: Leak',
            date: '2026-03-10',
            description: 'Fixed the leak twice',
            costCents: 20_000,
          },
        },
      ]);
    });

    it('is left alone for an edit of facts it does not carry, or once answered', () => {
      expect(
        writesOf(
          update({
            repair: requested,
            validationRequestState: 'pending',
            input: updateInput({ status: 'in-progress', contractorName: 'Someone' }),
          }),
        ),
      ).toHaveLength(1);
      for (const validationRequestState of ['declined', null, undefined])
        expect(
          writesOf(
            update({
              repair: requested,
              validationRequestState,
              input: updateInput({ description: 'x' }),
            }),
          ),
        ).toHaveLength(1);
    });
  });

  it('answers "Repair record not found" for a missing repair or a missing or departing home', () => {
    for (const over of [
      { repair: null },
      { property: null },
      { property: propertyDoc({ deleting: true }) },
    ])
      expect(update(over)).toEqual({
        kind: 'reject',
        code: 'not-found',
        message: 'Repair record not found',
      });
  });

  it('refuses a completed repair dated in the future; an in-progress one may be planned ahead', () => {
    const future = { date: '2026-05-03' };
    expect(update({ input: updateInput(future) })).toEqual({
      kind: 'reject',
      code: 'invalid-argument',
      message: M.dateInFuture,
      details: { field: 'date' },
    });
    expect(update({ input: updateInput({ ...future, status: 'in-progress' }) }).kind).toBe('apply');
  });

  it('passes on a refused new receipt', () => {
    const verdict = receiptRefused(M.receiptType);
    expect(update({ receipt: { kind: 'replace', verdict } })).toEqual(
      verdict.ok ? null : verdict.plan,
    );
  });
});

describe('planUpdateRepair by role on the home (households)', () => {
  const household = propertyDoc({
    members: [member('cole', 'co-owner'), member('vera', 'viewer')],
  });
  it('a co-owner edits any repair of the home, and is named as its editor', () => {
    expect(writesOf(update({ caller: homeowner('cole'), property: household }))).toEqual([
      repairWrite({ editedBy: { uid: 'cole', name: 'Name cole', at: NOW } }),
    ]);
  });
  it('a viewer may not', () => {
    expect(update({ caller: homeowner('vera'), property: household })).toMatchObject({
      code: 'permission-denied',
      message: M.notAllowed,
    });
  });

  it('a new photo list is stored, the photos it dropped named for deletion, and a mark cleared', () => {
    const a = 'repairPhotos/home/u1/a.jpg';
    const b = 'repairPhotos/home/u2/b.jpg';
    const c = 'repairPhotos/home/u3/c.jpg';
    const repair = repairDoc({ photos: [a, b], validationState: 'validated' });
    expect(photosChangeKind({ photos: undefined }, [a, b])).toBe('keep');
    expect(photosChangeKind({ photos: [a, b] }, [a, b])).toBe('keep');
    expect(photosChangeKind({ photos: [b, c] }, [a, b])).toBe('set');
    const plan = update({
      repair,
      photos: { kind: 'set', verdict: { ok: true, photos: [b, c] } },
    });
    expect(plan.kind === 'apply' && plan.result.stalePhotoPaths).toEqual([a]);
    const written = plan.kind === 'apply' ? plan.writes[0] : null;
    expect(written?.op === 'update' && written.data['photos']).toEqual([b, c]);
    expect(written?.op === 'update' && written.data['isContractorValidated']).toBe(false);
    // Kept as they are: nothing written, nothing deleted.
    const kept = update({ repair: repairDoc({ photos: [a] }) });
    expect(kept.kind === 'apply' && kept.result.stalePhotoPaths).toEqual([]);
    expect(
      kept.kind === 'apply' && kept.writes[0]?.op === 'update' && 'photos' in kept.writes[0].data,
    ).toBe(false);
  });
});

/** The task and warranty callables end to end on the strict memory store (tier 1). */
import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_MESSAGES as M,
  STARTER_PLAN,
  WARRANTY_MESSAGES as W,
  warrantyUploadPath,
} from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { httpsFailure } from '../kit/test-support';
import type { FilePorts } from '../kit/ports';
import { TASK_CALLABLES as taskSpecs } from './task-callables';
import { WARRANTY_CALLABLES as warrantySpecs } from './warranty-callables';
import { TASK_FORM, WARRANTY_FORM } from './maintenance.test-support';

// 10 pm in Chicago on June 15 is already June 16 in UTC: "today" must be the owner's.
const NOW = new Date('2026-06-16T03:00:00Z');
const TZ = 'America/Chicago';

const auth = (uid: string) => ({
  uid,
  token: { role: 'homeowner', name: uid, email: `${uid}@example.com` },
});

function world() {
  const store = new MemoryStore({
    'properties/p1': {
      ownerId: 'ann',
      viewerIds: ['ann', 'rita', 'cole', 'vera', 'dana'],
      // Ann's household: a co-owner plans with her; a viewer and a delegate only look.
      members: {
        cole: { role: 'co-owner', name: 'Cole Ames', email: 'cole@example.com' },
        vera: { role: 'viewer', name: 'Vera', email: 'vera@example.com' },
        dana: {
          role: 'delegate',
          name: 'Dana',
          email: 'dana@example.com',
          grant: { until: '2026-12-31', report: true },
        },
      },
    },
    'properties/p2': { ownerId: 'bob', viewerIds: ['bob'] },
    'repairs/r1': { propertyId: 'p1', addedBy: 'ann', viewerIds: ['ann'] },
    'repairs/r2': { propertyId: 'p2', addedBy: 'bob', viewerIds: ['bob'] },
  });
  const files = new MemoryFiles();
  const logs: unknown[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  let n = 0;
  const ports: FilePorts = { store, files, newId: () => `id${++n}`, log };
  const opts = { now: () => NOW };
  const shell = <I, R>(spec: Parameters<typeof callableShell<I, R, FilePorts>>[0]) => {
    const call = callableShell(spec, ports, log, opts);
    return (uid: string, data: unknown) => call({ auth: auth(uid), data });
  };
  return {
    store,
    files,
    logs,
    add: shell(taskSpecs.addMaintenanceTask),
    update: shell(taskSpecs.updateMaintenanceTask),
    accept: shell(taskSpecs.acceptMaintenanceTask),
    remove: shell(taskSpecs.deleteMaintenanceTask),
    complete: shell(taskSpecs.completeMaintenanceTask),
    skip: shell(taskSpecs.skipMaintenanceTask),
    snooze: shell(taskSpecs.snoozeMaintenanceTask),
    suggest: shell(taskSpecs.addSuggestedTasks),
    addWarranty: shell(warrantySpecs.addWarranty),
    updateWarranty: shell(warrantySpecs.updateWarranty),
    deleteWarranty: shell(warrantySpecs.deleteWarranty),
  };
}

const taskForm = { propertyId: 'p1', ...TASK_FORM, notes: '16x25x1', timeZone: TZ };

describe('maintenance tasks', () => {
  it('adds a task with its rule, owner and first due date', async () => {
    const w = world();
    const result = await w.add('ann', taskForm);
    expect(result).toEqual({
      id: 'id1',
      propertyId: 'p1',
      status: 'active',
      nextDue: '2026-06-01',
    });
    expect(w.store.snapshot()['maintenanceTasks/id1']).toMatchObject({
      ownerId: 'ann',
      propertyId: 'p1',
      rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
      timeZone: TZ,
      status: 'active',
      nextDue: '2026-06-01',
    });
  });

  it('only the owner plans a property, and a bad field is named', async () => {
    const w = world();
    expect((await httpsFailure(w.add('bob', taskForm))).message).toBe(M.notAllowedProperty);
    expect((await httpsFailure(w.add('ann', { ...taskForm, propertyId: 'nope' }))).message).toBe(
      M.propertyNotFound,
    );
    const bad = await httpsFailure(w.add('ann', { ...taskForm, name: ' ' }));
    expect(bad.code).toBe('invalid-argument');
    expect(bad.details).toMatchObject({ field: 'name' });
    expect(w.store.writeCount).toBe(0);
  });

  it('Mark Done with the repair Add Repair saved advances to the next date', async () => {
    const w = world();
    await w.add('ann', taskForm);
    const done = await w.complete('ann', { taskId: 'id1', repairId: 'r1' });
    // Overdue since June 1, done on June 15 (Chicago): next is Sept 1.
    expect(done).toMatchObject({ status: 'active', nextDue: '2026-09-01' });
    expect(w.store.snapshot()['maintenanceTasks/id1']).toMatchObject({
      lastDoneDate: '2026-06-15',
      lastRepairId: 'r1',
    });
    const other = await httpsFailure(w.complete('ann', { taskId: 'id1', repairId: 'r2' }));
    expect(other.message).toBe(M.repairMismatch);
  });

  it('skip advances without a repair; snooze moves a week; a one-off is then done', async () => {
    const w = world();
    await w.add('ann', taskForm);
    expect(await w.snooze('ann', { taskId: 'id1' })).toMatchObject({ nextDue: '2026-06-22' });
    expect(await w.skip('ann', { taskId: 'id1' })).toMatchObject({ nextDue: '2026-09-01' });
    expect(w.store.snapshot()['maintenanceTasks/id1']?.['lastDoneDate']).toBeNull();
    await w.add('ann', { ...taskForm, repeat: { kind: 'once' }, startDate: '2026-07-04' });
    expect(await w.complete('ann', { taskId: 'id2' })).toMatchObject({
      status: 'done',
      nextDue: null,
    });
    expect((await httpsFailure(w.skip('ann', { taskId: 'id2' }))).message).toBe(M.notDue);
  });

  it('another owner cannot touch a task', async () => {
    const w = world();
    await w.add('ann', taskForm);
    for (const call of [w.skip, w.snooze, w.remove])
      expect((await httpsFailure(call('bob', { taskId: 'id1' }))).message).toBe(M.notAllowed);
    expect((await httpsFailure(w.update('bob', { ...taskForm, taskId: 'id1' }))).code).toBe(
      'permission-denied',
    );
  });

  it('a co-owner plans the home with the owner; a viewer or a delegate may not', async () => {
    const w = world();
    await w.add('ann', taskForm);
    for (const uid of ['vera', 'dana']) {
      expect((await httpsFailure(w.add(uid, taskForm))).message).toBe(M.notAllowedProperty);
      for (const call of [w.skip, w.snooze, w.remove])
        expect((await httpsFailure(call(uid, { taskId: 'id1' }))).message).toBe(M.notAllowed);
    }
    // The co-owner edits the owner's task and adds one of their own, kept under the owner.
    await w.update('cole', { ...taskForm, taskId: 'id1', name: 'Change the filter' });
    const added = await w.add('cole', { ...taskForm, name: 'Clean gutters' });
    const docs = w.store.snapshot();
    expect(docs['maintenanceTasks/id1']).toMatchObject({
      ownerId: 'ann',
      name: 'Change the filter',
      editedBy: { uid: 'cole', name: 'Cole Ames' },
    });
    expect(docs[`maintenanceTasks/${added.id}`]).toMatchObject({
      ownerId: 'ann',
      addedBy: 'cole',
      addedByName: 'Cole Ames',
    });
    await w.remove('cole', { taskId: 'id1' });
    expect(w.store.snapshot()['maintenanceTasks/id1']).toBeUndefined();
  });

  it('suggested tasks: added once, never due until accepted, edited or skipped', async () => {
    const w = world();
    const first = (await w.suggest('ann', { propertyId: 'p1', timeZone: TZ })) as {
      added: string[];
    };
    expect(first.added).toHaveLength(STARTER_PLAN.length);
    const again = (await w.suggest('ann', { propertyId: 'p1', timeZone: TZ })) as {
      added: string[];
    };
    expect(again.added).toEqual([]);
    const docs = w.store.snapshot();
    const suggestion = docs['maintenanceTasks/id1']!;
    expect(suggestion).toMatchObject({
      status: 'suggested',
      nextDue: null,
      suggestionKey: 'hvac-filter',
    });
    // Accept as proposed.
    expect(await w.accept('ann', { taskId: 'id1' })).toMatchObject({
      status: 'active',
      nextDue: suggestion['startDate'],
    });
    expect((await httpsFailure(w.accept('ann', { taskId: 'id1' }))).message).toBe(M.notSuggested);
    // Edit and save (accepts it too).
    const edited = await w.update('ann', { ...taskForm, taskId: 'id2', name: 'Test alarms' });
    expect(edited).toMatchObject({ status: 'active', nextDue: '2026-06-01' });
    // Skip a suggestion: it goes away.
    await w.remove('ann', { taskId: 'id3' });
    expect(w.store.snapshot()['maintenanceTasks/id3']).toBeUndefined();
  });
});

const warrantyForm = {
  propertyId: 'p1',
  ...WARRANTY_FORM,
  notes: 'Tank and parts',
  transferable: true,
  repairId: 'r1',
};

describe('warranties', () => {
  const upload = (w: ReturnType<typeof world>, propertyId = 'p1', name = 'w.pdf', age = 0) => {
    const path = warrantyUploadPath(propertyId, `u${name.length}${age}`, name);
    w.files.put({
      path,
      contentType: 'application/pdf',
      size: 1234,
      updated: new Date(NOW.getTime() - age),
    });
    return { path, name, contentType: 'application/pdf', size: 1234 };
  };

  it('adds a warranty with its end date and checked document', async () => {
    const w = world();
    const document = upload(w);
    const result = await w.addWarranty('ann', { ...warrantyForm, document });
    expect(result).toEqual({ id: 'id1', propertyId: 'p1', endDate: '2032-01-30' });
    expect(w.store.snapshot()['warranties/id1']).toMatchObject({
      ownerId: 'ann',
      transferable: true,
      repairId: 'r1',
      document: { path: document.path, size: 1234 },
    });
  });

  it('refuses a missing, stale, foreign or reused document, and a repair of another property', async () => {
    const w = world();
    const missing = {
      path: warrantyUploadPath('p1', 'zz', 'x.pdf'),
      name: 'x.pdf',
      contentType: 'application/pdf',
      size: 1,
    };
    expect(
      (await httpsFailure(w.addWarranty('ann', { ...warrantyForm, document: missing }))).message,
    ).toBe(W.documentMissing);
    const stale = upload(w, 'p1', 'old.pdf', 13 * 3_600_000);
    expect(
      (await httpsFailure(w.addWarranty('ann', { ...warrantyForm, document: stale }))).message,
    ).toBe(W.documentExpired);
    const foreign = upload(w, 'p2');
    expect(
      (await httpsFailure(w.addWarranty('ann', { ...warrantyForm, document: foreign }))).message,
    ).toBe(W.document);
    expect(
      (await httpsFailure(w.addWarranty('ann', { ...warrantyForm, repairId: 'r2' }))).message,
    ).toBe(M.repairMismatch);
    const good = upload(w);
    await w.addWarranty('ann', { ...warrantyForm, document: good });
    expect(
      (await httpsFailure(w.addWarranty('ann', { ...warrantyForm, document: good }))).message,
    ).toBe(W.documentInUse);
  });

  it('replacing or removing the document deletes the old file after the commit', async () => {
    const w = world();
    const first = upload(w, 'p1', 'a.pdf');
    await w.addWarranty('ann', { ...warrantyForm, document: first });
    const { propertyId: _p, ...form } = warrantyForm;
    const second = upload(w, 'p1', 'bb.pdf');
    await w.updateWarranty('ann', {
      ...form,
      warrantyId: 'id1',
      document: second,
      coverage: 'end',
      endDate: '2030-12-31',
    });
    expect(await w.files.stat(first.path)).toBeNull();
    expect(w.store.snapshot()['warranties/id1']).toMatchObject({
      endDate: '2030-12-31',
      lengthCount: null,
    });
    // Missing document keeps it.
    const { document: _d, ...noDocument } = form;
    await w.updateWarranty('ann', {
      ...noDocument,
      warrantyId: 'id1',
      coverage: 'end',
      endDate: '2030-12-31',
    });
    expect(w.store.snapshot()['warranties/id1']?.['document']).toMatchObject({ path: second.path });
    await w.deleteWarranty('ann', { warrantyId: 'id1' });
    expect(await w.files.stat(second.path)).toBeNull();
    expect(w.store.snapshot()['warranties/id1']).toBeUndefined();
  });

  it('only the owner changes a warranty', async () => {
    const w = world();
    await w.addWarranty('ann', warrantyForm);
    expect((await httpsFailure(w.deleteWarranty('bob', { warrantyId: 'id1' }))).message).toBe(
      W.notAllowed,
    );
    expect((await httpsFailure(w.addWarranty('bob', warrantyForm))).message).toBe(
      M.notAllowedProperty,
    );
  });

  it('a co-owner adds and deletes the home’s warranties; a viewer may not', async () => {
    const w = world();
    await w.addWarranty('cole', warrantyForm);
    expect(w.store.snapshot()['warranties/id1']).toMatchObject({
      ownerId: 'ann',
      addedBy: 'cole',
      addedByName: 'Cole Ames',
    });
    expect((await httpsFailure(w.deleteWarranty('vera', { warrantyId: 'id1' }))).message).toBe(
      W.notAllowed,
    );
    expect((await httpsFailure(w.addWarranty('vera', warrantyForm))).message).toBe(
      M.notAllowedProperty,
    );
    await w.deleteWarranty('cole', { warrantyId: 'id1' });
    expect(w.store.snapshot()['warranties/id1']).toBeUndefined();
  });
});

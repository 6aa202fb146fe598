import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_MESSAGES as M,
  STARTER_PLAN,
  TASKS_PER_PROPERTY_MAX,
  type AddTaskInput,
  type MaintenanceTask,
  type UpdateTaskInput,
} from '@homeledger/domain';
import {
  planAcceptTask,
  planAddSuggestedTasks,
  planAddTask,
  planAdvanceTask,
  planDeleteTask,
  planSnoozeTask,
  planUpdateTask,
} from './tasks.plan';
import { NOT_PLANNERS, NOW, homeowner, ownedProperty, repairRef } from './maintenance.test-support';

// NOW is 1 May 2026 12:00 UTC: still 1 May in Honolulu, already 2 May in Kiritimati.
const TZ = 'Pacific/Honolulu';
const QUARTERLY = { kind: 'every', interval: 3, unit: 'months' } as const;

const form = {
  name: 'Clean gutters',
  serviceType: 'roofing',
  notes: 'Both sides',
  repeat: QUARTERLY,
  startDate: '2026-06-01',
  timeZone: TZ,
};
const addInput = (over: Partial<AddTaskInput> = {}) =>
  ({ propertyId: 'home', ...form, ...over }) as AddTaskInput;
const updateInput = (over: Partial<UpdateTaskInput> = {}) =>
  ({ taskId: 't1', ...form, ...over }) as UpdateTaskInput;

const task = (over: Partial<MaintenanceTask> = {}): MaintenanceTask => ({
  id: 't1',
  propertyId: 'home',
  ownerId: 'olive',
  name: 'Clean gutters',
  serviceType: 'roofing',
  notes: '',
  repeat: QUARTERLY,
  rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
  startDate: '2026-02-01',
  timeZone: TZ,
  status: 'active',
  nextDue: '2026-05-01',
  lastDoneDate: null,
  lastRepairId: null,
  suggestionKey: null,
  ...over,
});
const ONCE = task({ repeat: { kind: 'once' }, rrule: null, startDate: '2026-05-01' });

const taskNotFound = { kind: 'reject', code: 'not-found', message: M.taskNotFound };
const notAllowed = { kind: 'reject', code: 'permission-denied', message: M.notAllowed };
const notDue = { kind: 'reject', code: 'failed-precondition', message: M.notDue };

type TaskDecision = (args: {
  caller: ReturnType<typeof homeowner>;
  now: Date;
  task: MaintenanceTask | null;
  property: ReturnType<typeof ownedProperty> | null;
}) => { kind: string };

/**
 * The refusals every decision on an existing task shares: the role on the task's home as
 * read now decides — a co-owner may, a stranger, a viewer or a delegate may not, nor anyone
 * once the home is gone or being removed.
 */
function refusesOthersTasks(decide: TaskDecision, t: MaintenanceTask = task()) {
  const call = (uid: string, over: Partial<Parameters<TaskDecision>[0]> = {}) =>
    decide({ caller: homeowner(uid), now: NOW, task: t, property: ownedProperty(), ...over });
  expect(call('olive', { task: null })).toEqual(taskNotFound);
  for (const uid of NOT_PLANNERS) expect(call(uid)).toEqual(notAllowed);
  expect(call('olive', { property: null })).toEqual(notAllowed);
  expect(call('olive', { property: ownedProperty({ deleting: true }) })).toEqual(notAllowed);
  expect(call('olive', { property: ownedProperty({ id: 'other' }) })).toEqual(notAllowed);
  // A co-owner's role decides, never who added the task; a co-owner made owner decides too.
  expect(call('cole').kind).toBe('apply');
  expect(call('cole', { property: ownedProperty({ ownerId: 'cole', members: [] }) }).kind).toBe(
    'apply',
  );
  expect(call('olive', { property: ownedProperty({ ownerId: 'cole', members: [] }) })).toEqual(
    notAllowed,
  );
}

describe('planAddTask', () => {
  const add = (over: Partial<Parameters<typeof planAddTask>[0]> = {}) =>
    planAddTask({
      input: addInput(),
      caller: homeowner(),
      newId: 't9',
      now: NOW,
      property: ownedProperty(),
      existing: 0,
      ...over,
    });

  it('creates an active task of the owner, first due on its start date', () => {
    expect(add()).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'create',
          path: 'maintenanceTasks/t9',
          data: {
            propertyId: 'home',
            ownerId: 'olive',
            // The household copy for the read rule (the owner alone here).
            memberIds: ['olive'],
            name: 'Clean gutters',
            serviceType: 'roofing',
            notes: 'Both sides',
            repeat: QUARTERLY,
            rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
            startDate: '2026-06-01',
            timeZone: TZ,
            status: 'active',
            nextDue: '2026-06-01',
            addedBy: 'olive',
            addedByName: 'olive',
            lastDoneDate: null,
            lastRepairId: null,
            suggestionKey: null,
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
      ],
      result: { id: 't9', propertyId: 'home', status: 'active', nextDue: '2026-06-01' },
    });
  });

  it('a co-owner adds a task to the owner’s plan, named as its author', () => {
    const plan = add({
      caller: homeowner('cole'),
      property: ownedProperty({ memberIds: ['olive', 'cole', 'vera'] }),
    });
    expect(plan).toMatchObject({
      kind: 'apply',
      writes: [
        {
          data: {
            ownerId: 'olive',
            memberIds: ['olive', 'cole', 'vera'],
            addedBy: 'cole',
            addedByName: 'Cole Ames',
          },
        },
      ],
    });
  });

  it('a one-off task has no rule', () => {
    const plan = add({ input: addInput({ repeat: { kind: 'once' } }) });
    expect(plan).toMatchObject({
      writes: [{ data: { rrule: null, nextDue: '2026-06-01' } }],
      result: { nextDue: '2026-06-01' },
    });
  });

  it('refuses a missing, departing or someone else’s home, and a full plan', () => {
    const propertyNotFound = { kind: 'reject', code: 'not-found', message: M.propertyNotFound };
    expect(add({ property: null })).toEqual(propertyNotFound);
    expect(add({ property: ownedProperty({ deleting: true }) })).toEqual(propertyNotFound);
    for (const uid of NOT_PLANNERS)
      expect(add({ caller: homeowner(uid) })).toEqual({
        kind: 'reject',
        code: 'permission-denied',
        message: M.notAllowedProperty,
      });
    expect(add({ existing: TASKS_PER_PROPERTY_MAX - 1 }).kind).toBe('apply');
    expect(add({ existing: TASKS_PER_PROPERTY_MAX })).toEqual({
      kind: 'reject',
      code: 'resource-exhausted',
      message: M.tooMany,
    });
  });
});

/** What a plan answers when it updates task t1 with `data`: t1, active, due on `data.nextDue`. */
const activeTaskUpdate = (data: { nextDue: string } & Record<string, unknown>) => ({
  kind: 'apply',
  writes: [{ op: 'update', path: 'maintenanceTasks/t1', data }],
  result: { id: 't1', propertyId: 'home', status: 'active', nextDue: data.nextDue },
});

describe('planUpdateTask', () => {
  it('replaces the schedule; saving a suggestion makes it active', () => {
    const plan = planUpdateTask({
      input: updateInput({ repeat: { kind: 'once' }, startDate: '2026-07-04' }),
      caller: homeowner('cole'),
      now: NOW,
      task: task({ status: 'suggested', nextDue: null }),
      property: ownedProperty(),
    });
    expect(plan).toEqual(
      activeTaskUpdate({
        name: 'Clean gutters',
        serviceType: 'roofing',
        notes: 'Both sides',
        repeat: { kind: 'once' },
        rrule: null,
        startDate: '2026-07-04',
        timeZone: TZ,
        status: 'active',
        nextDue: '2026-07-04',
        editedBy: { uid: 'cole', name: 'Cole Ames', at: NOW },
        updatedAt: NOW,
      }),
    );
  });

  it('refuses a missing or someone else’s task', () => {
    refusesOthersTasks((args) => planUpdateTask({ input: updateInput(), ...args }));
  });
});

describe('planAcceptTask', () => {
  it('a suggestion becomes active, due on its proposed start', () => {
    expect(
      planAcceptTask({
        caller: homeowner(),
        now: NOW,
        task: task({ status: 'suggested', nextDue: null, startDate: '2026-06-01' }),
        property: ownedProperty(),
      }),
    ).toEqual(activeTaskUpdate({ status: 'active', nextDue: '2026-06-01', updatedAt: NOW }));
  });

  it('refuses a task that is not a suggestion, a missing or someone else’s task', () => {
    expect(
      planAcceptTask({ caller: homeowner(), now: NOW, task: task(), property: ownedProperty() }),
    ).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.notSuggested,
    });
    refusesOthersTasks(planAcceptTask, task({ status: 'suggested', nextDue: null }));
  });
});

describe('planDeleteTask', () => {
  it('deletes the owner’s task, whatever its status', () => {
    for (const status of ['suggested', 'active', 'done'] as const)
      expect(
        planDeleteTask({
          caller: homeowner(),
          now: NOW,
          task: task({ status }),
          property: ownedProperty(),
        }),
      ).toEqual({
        kind: 'apply',
        writes: [{ op: 'delete', path: 'maintenanceTasks/t1' }],
        result: { id: 't1', propertyId: 'home' },
      });
    refusesOthersTasks(planDeleteTask);
  });
});

describe('planAdvanceTask', () => {
  const advance = (over: Partial<Parameters<typeof planAdvanceTask>[0]> = {}) =>
    planAdvanceTask({
      caller: homeowner(),
      now: NOW,
      task: task(),
      property: ownedProperty(),
      mode: 'done',
      ...over,
    });

  it('Mark Done on the due day: the next date of the rule, done today in the owner’s zone', () => {
    expect(advance({ repairId: 'r1', repair: repairRef() })).toEqual(
      activeTaskUpdate({
        nextDue: '2026-08-01',
        status: 'active',
        updatedAt: NOW,
        lastDoneDate: '2026-05-01',
        lastRepairId: 'r1',
      }),
    );
  });

  it('the owner’s zone decides what today is', () => {
    const plan = advance({ task: task({ timeZone: 'Pacific/Kiritimati' }) });
    expect(plan).toMatchObject({ writes: [{ data: { lastDoneDate: '2026-05-02' } }] });
  });

  it('Skip moves the date on without recording a done date', () => {
    expect(advance({ mode: 'skip' })).toEqual(
      activeTaskUpdate({ nextDue: '2026-08-01', status: 'active', updatedAt: NOW }),
    );
  });

  it('a one-off task is done', () => {
    expect(advance({ task: ONCE })).toMatchObject({
      writes: [
        { data: { nextDue: null, status: 'done', lastDoneDate: '2026-05-01', lastRepairId: null } },
      ],
      result: { status: 'done', nextDue: null },
    });
  });

  it('a Mark Done retried for the repair that already completed the task changes nothing', () => {
    const after = { lastRepairId: 'r1', lastDoneDate: '2026-05-01', nextDue: '2026-08-01' };
    expect(advance({ task: task(after), repairId: 'r1', repair: repairRef() })).toEqual({
      kind: 'apply',
      writes: [],
      result: { id: 't1', propertyId: 'home', status: 'active', nextDue: '2026-08-01' },
    });
    // A one-off task it finished stays done, without "not due".
    const finished = { ...after, status: 'done' as const, nextDue: null };
    expect(
      advance({ task: { ...ONCE, ...finished }, repairId: 'r1', repair: repairRef() }),
    ).toEqual(
      expect.objectContaining({ writes: [], result: expect.objectContaining({ status: 'done' }) }),
    );
    // Another repair is a new Mark Done.
    expect(advance({ task: task(after), repairId: 'r2', repair: repairRef() })).toMatchObject({
      writes: [{ data: { lastRepairId: 'r2' } }],
    });
  });

  it('refuses a repair of another home or of another person', () => {
    const mismatch = {
      kind: 'reject',
      code: 'invalid-argument',
      message: M.repairMismatch,
      details: { field: 'repairId' },
    };
    expect(advance({ repairId: 'r1', repair: null })).toEqual(mismatch);
    expect(advance({ repairId: 'r1', repair: repairRef({ propertyId: 'other' }) })).toEqual(
      mismatch,
    );
    expect(advance({ repairId: 'r1', repair: repairRef({ addedBy: 'ben' }) })).toEqual(mismatch);
  });

  it('refuses a task not due (suggested or done) and a missing or someone else’s task', () => {
    expect(advance({ task: task({ status: 'suggested', nextDue: null }) })).toEqual(notDue);
    expect(advance({ task: task({ status: 'done', nextDue: null }) })).toEqual(notDue);
    expect(advance({ task: task({ nextDue: null }) })).toEqual(notDue);
    refusesOthersTasks((args) => planAdvanceTask({ ...args, mode: 'skip' }));
  });
});

describe('planSnoozeTask', () => {
  const snooze = (t: MaintenanceTask) =>
    planSnoozeTask({ caller: homeowner(), now: NOW, task: t, property: ownedProperty() });

  it('a week after its due date', () => {
    expect(snooze(task({ nextDue: '2026-05-20' }))).toEqual(
      activeTaskUpdate({ nextDue: '2026-05-27', updatedAt: NOW }),
    );
  });

  it('an overdue task: a week from today in the owner’s zone', () => {
    expect(snooze(task({ nextDue: '2026-04-01' }))).toMatchObject({
      result: { nextDue: '2026-05-08' },
    });
  });

  it('refuses a task not due, a missing or someone else’s task', () => {
    expect(snooze(task({ status: 'suggested', nextDue: null }))).toEqual(notDue);
    expect(snooze(task({ status: 'done', nextDue: '2026-05-01' }))).toEqual(notDue);
    refusesOthersTasks(planSnoozeTask);
  });
});

describe('planAddSuggestedTasks', () => {
  const ids = () => {
    let n = 0;
    return () => `s${++n}`;
  };
  const suggest = (over: Partial<Parameters<typeof planAddSuggestedTasks>[0]> = {}) =>
    planAddSuggestedTasks({
      input: { propertyId: 'home', timeZone: TZ },
      caller: homeowner(),
      now: NOW,
      newId: ids(),
      property: ownedProperty(),
      existing: [],
      ...over,
    });

  it('adds the whole starter plan as suggestions, never due until accepted', () => {
    const plan = suggest();
    expect(plan.kind === 'apply' && plan.result).toEqual({
      propertyId: 'home',
      added: STARTER_PLAN.map((_, i) => `s${i + 1}`),
    });
    const writes = plan.kind === 'apply' ? plan.writes : [];
    expect(writes).toHaveLength(STARTER_PLAN.length);
    STARTER_PLAN.forEach((suggestion, i) => {
      const write = writes[i];
      expect(write).toMatchObject({
        op: 'create',
        path: `maintenanceTasks/s${i + 1}`,
        data: {
          propertyId: 'home',
          ownerId: 'olive',
          name: suggestion.name,
          serviceType: suggestion.serviceType,
          notes: suggestion.notes,
          repeat: suggestion.repeat,
          timeZone: TZ,
          status: 'suggested',
          nextDue: null,
          lastDoneDate: null,
          lastRepairId: null,
          suggestionKey: suggestion.key,
          createdAt: NOW,
          updatedAt: NOW,
        },
      });
      const start = write?.op === 'create' ? String(write.data['startDate']) : '';
      expect(start >= '2026-05-01').toBe(true); // proposed from today on
    });
  });

  it('never adds a suggestion twice', () => {
    const [first, second] = STARTER_PLAN;
    const existing = [
      task({ id: 'a', suggestionKey: first!.key }),
      task({ id: 'b', suggestionKey: second!.key }),
      task({ id: 'c' }),
    ];
    const plan = suggest({ existing });
    expect(plan.kind === 'apply' && plan.result.added).toHaveLength(STARTER_PLAN.length - 2);
    const keys =
      plan.kind === 'apply'
        ? plan.writes.map((w) => (w.op === 'create' ? w.data['suggestionKey'] : null))
        : [];
    expect(keys).not.toContain(first!.key);
    expect(keys).not.toContain(second!.key);
    const all = suggest({
      existing: STARTER_PLAN.map((s, i) => task({ id: `x${i}`, suggestionKey: s.key })),
    });
    expect(all).toEqual({ kind: 'apply', writes: [], result: { propertyId: 'home', added: [] } });
  });

  it('refuses when the suggestions would pass the task limit', () => {
    const full = (n: number) => Array.from({ length: n }, (_, i) => task({ id: `t${i}` }));
    expect(suggest({ existing: full(TASKS_PER_PROPERTY_MAX - STARTER_PLAN.length) }).kind).toBe(
      'apply',
    );
    expect(suggest({ existing: full(TASKS_PER_PROPERTY_MAX - STARTER_PLAN.length + 1) })).toEqual({
      kind: 'reject',
      code: 'resource-exhausted',
      message: M.tooMany,
    });
  });

  it('refuses a missing, departing or someone else’s home', () => {
    expect(suggest({ property: null })).toMatchObject({
      code: 'not-found',
      message: M.propertyNotFound,
    });
    expect(suggest({ property: ownedProperty({ deleting: true }) })).toMatchObject({
      code: 'not-found',
    });
    for (const uid of NOT_PLANNERS)
      expect(suggest({ caller: homeowner(uid) })).toEqual({
        kind: 'reject',
        code: 'permission-denied',
        message: M.notAllowedProperty,
      });
  });

  it('a co-owner adds them to the owner’s plan', () => {
    const plan = suggest({ caller: homeowner('cole') });
    const writes = plan.kind === 'apply' ? plan.writes : [];
    expect(writes).toHaveLength(STARTER_PLAN.length);
    for (const write of writes)
      expect(write).toMatchObject({
        data: { ownerId: 'olive', addedBy: 'cole', addedByName: 'Cole Ames' },
      });
  });
});

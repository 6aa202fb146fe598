/**
 * The maintenance task callables (docs/architecture.md §8): schema → reads in one
 * transaction → decision (tasks.plan.ts) → writes.
 */
import {
  ADD_TASK_FIELDS,
  AddSuggestedTasksSchema,
  AddTaskSchema,
  CompleteTaskSchema,
  TaskIdSchema,
  UPDATE_TASK_FIELDS,
  UpdateTaskSchema,
  type CallableResponse,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec, type Caller, type Plan } from '../kit/callable';
import type { TxReader } from '../kit/store';
import {
  mayPlan,
  propertyTasks,
  readOwnedProperty,
  readRepairRef,
  readTask,
  type OwnedProperty,
} from './maintenance-docs';
import type { FilePorts } from '../kit/ports';
import {
  planAcceptTask,
  planAddSuggestedTasks,
  planAddTask,
  planAdvanceTask,
  planDeleteTask,
  planSnoozeTask,
  planUpdateTask,
  type TaskAction,
} from './tasks.plan';

/** The property a task is added to, and its tasks when the caller may plan it (else none). */
async function ownedPropertyTasks(tx: TxReader, caller: Caller, propertyId: string, now: Date) {
  const property = await readOwnedProperty(tx, propertyId);
  const existing = mayPlan(property, caller.uid, now)
    ? await propertyTasks(tx, property?.ownerId ?? '', propertyId)
    : [];
  return { property, existing };
}

/** A task and its home, read in the write's transaction: the role on the home decides. */
async function readTaskAndHome(tx: TxReader, taskId: string) {
  const task = await readTask(tx, taskId);
  const property: OwnedProperty | null = task ? await readOwnedProperty(tx, task.propertyId) : null;
  return { task, property };
}

/** A callable that names one task and lets `plan` decide on it (accept, delete, skip, snooze). */
function taskActionSpec<
  N extends
    | 'acceptMaintenanceTask'
    | 'deleteMaintenanceTask'
    | 'skipMaintenanceTask'
    | 'snoozeMaintenanceTask',
>(name: N, plan: (args: TaskAction) => Plan<CallableResponse<N>>): ContractSpec<N, FilePorts> {
  return {
    name,
    schema: TaskIdSchema,
    fieldOrder: ['taskId'],
    access: 'signed-in',
    async run({ input, caller, ports, now }) {
      return ports.store.transact(async (tx) =>
        applyPlan(plan({ caller, now, ...(await readTaskAndHome(tx, input.taskId)) })),
      );
    },
  };
}

export const addMaintenanceTaskSpec: ContractSpec<'addMaintenanceTask', FilePorts> = {
  name: 'addMaintenanceTask',
  schema: AddTaskSchema,
  fieldOrder: ADD_TASK_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    return ports.store.transact(async (tx) => {
      const { property, existing } = await ownedPropertyTasks(tx, caller, input.propertyId, now);
      return applyPlan(
        planAddTask({ input, caller, newId, now, property, existing: existing.length }),
      );
    });
  },
};

export const updateMaintenanceTaskSpec: ContractSpec<'updateMaintenanceTask', FilePorts> = {
  name: 'updateMaintenanceTask',
  schema: UpdateTaskSchema,
  fieldOrder: UPDATE_TASK_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) =>
      applyPlan(
        planUpdateTask({ input, caller, now, ...(await readTaskAndHome(tx, input.taskId)) }),
      ),
    );
  },
};

export const acceptMaintenanceTaskSpec = taskActionSpec('acceptMaintenanceTask', planAcceptTask);

export const deleteMaintenanceTaskSpec = taskActionSpec('deleteMaintenanceTask', planDeleteTask);

/** Mark Done: after Add Repair saved, with that repair's id (or none, from the task list). */
export const completeMaintenanceTaskSpec: ContractSpec<'completeMaintenanceTask', FilePorts> = {
  name: 'completeMaintenanceTask',
  schema: CompleteTaskSchema,
  fieldOrder: ['taskId', 'repairId'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const { task, property } = await readTaskAndHome(tx, input.taskId);
      const repair = input.repairId ? await readRepairRef(tx, input.repairId) : null;
      return applyPlan(
        planAdvanceTask({
          caller,
          now,
          task,
          property,
          mode: 'done',
          repairId: input.repairId,
          repair,
        }),
      );
    });
  },
};

export const skipMaintenanceTaskSpec = taskActionSpec('skipMaintenanceTask', (args) =>
  planAdvanceTask({ ...args, mode: 'skip' }),
);

export const snoozeMaintenanceTaskSpec = taskActionSpec('snoozeMaintenanceTask', planSnoozeTask);

export const addSuggestedTasksSpec: ContractSpec<'addSuggestedTasks', FilePorts> = {
  name: 'addSuggestedTasks',
  schema: AddSuggestedTasksSchema,
  fieldOrder: ['propertyId', 'timeZone'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const { property, existing } = await ownedPropertyTasks(tx, caller, input.propertyId, now);
      return applyPlan(
        planAddSuggestedTasks({
          input,
          caller,
          now,
          newId: () => ports.newId(),
          property,
          existing,
        }),
      );
    });
  },
};

/** The task callables by wire name: the wiring, the fuzz entries and the shell test take them from here. */
export const TASK_CALLABLES = {
  addMaintenanceTask: addMaintenanceTaskSpec,
  updateMaintenanceTask: updateMaintenanceTaskSpec,
  acceptMaintenanceTask: acceptMaintenanceTaskSpec,
  deleteMaintenanceTask: deleteMaintenanceTaskSpec,
  completeMaintenanceTask: completeMaintenanceTaskSpec,
  skipMaintenanceTask: skipMaintenanceTaskSpec,
  snoozeMaintenanceTask: snoozeMaintenanceTaskSpec,
  addSuggestedTasks: addSuggestedTasksSpec,
} as const;

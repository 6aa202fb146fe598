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
  type AddSuggestedTasksInput,
  type AddTaskInput,
  type CompleteTaskInput,
  type TaskIdInput,
  type UpdateTaskInput,
} from '@homeledger/domain';
import { applyPlan, type CallableSpec } from '../kit/callable';
import { propertyTasks, readOwnedProperty, readRepairRef, readTask } from './maintenance-docs';
import type { FilePorts } from '../kit/ports';
import {
  planAcceptTask,
  planAddSuggestedTasks,
  planAddTask,
  planAdvanceTask,
  planDeleteTask,
  planSnoozeTask,
  planUpdateTask,
  type TaskResult,
} from './tasks.plan';

export const addMaintenanceTaskSpec: CallableSpec<AddTaskInput, TaskResult, FilePorts> = {
  name: 'addMaintenanceTask',
  schema: AddTaskSchema,
  fieldOrder: ADD_TASK_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    return ports.store.transact(async (tx) => {
      const property = await readOwnedProperty(tx, input.propertyId);
      const existing =
        property && property.ownerId === caller.uid
          ? (await propertyTasks(tx, caller.uid, input.propertyId)).length
          : 0;
      return applyPlan(planAddTask({ input, caller, newId, now, property, existing }));
    });
  },
};

export const updateMaintenanceTaskSpec: CallableSpec<UpdateTaskInput, TaskResult, FilePorts> = {
  name: 'updateMaintenanceTask',
  schema: UpdateTaskSchema,
  fieldOrder: UPDATE_TASK_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) =>
      applyPlan(planUpdateTask({ input, caller, now, task: await readTask(tx, input.taskId) })),
    );
  },
};

export const acceptMaintenanceTaskSpec: CallableSpec<TaskIdInput, TaskResult, FilePorts> = {
  name: 'acceptMaintenanceTask',
  schema: TaskIdSchema,
  fieldOrder: ['taskId'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) =>
      applyPlan(planAcceptTask({ caller, now, task: await readTask(tx, input.taskId) })),
    );
  },
};

export const deleteMaintenanceTaskSpec: CallableSpec<
  TaskIdInput,
  { id: string; propertyId: string },
  FilePorts
> = {
  name: 'deleteMaintenanceTask',
  schema: TaskIdSchema,
  fieldOrder: ['taskId'],
  access: 'signed-in',
  async run({ input, caller, ports }) {
    return ports.store.transact(async (tx) =>
      applyPlan(planDeleteTask({ caller, task: await readTask(tx, input.taskId) })),
    );
  },
};

/** Mark Done: after Add Repair saved, with that repair's id (or none, from the task list). */
export const completeMaintenanceTaskSpec: CallableSpec<CompleteTaskInput, TaskResult, FilePorts> = {
  name: 'completeMaintenanceTask',
  schema: CompleteTaskSchema,
  fieldOrder: ['taskId', 'repairId'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const task = await readTask(tx, input.taskId);
      const repair = input.repairId ? await readRepairRef(tx, input.repairId) : null;
      return applyPlan(
        planAdvanceTask({ caller, now, task, mode: 'done', repairId: input.repairId, repair }),
      );
    });
  },
};

export const skipMaintenanceTaskSpec: CallableSpec<TaskIdInput, TaskResult, FilePorts> = {
  name: 'skipMaintenanceTask',
  schema: TaskIdSchema,
  fieldOrder: ['taskId'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) =>
      applyPlan(
        planAdvanceTask({ caller, now, task: await readTask(tx, input.taskId), mode: 'skip' }),
      ),
    );
  },
};

export const snoozeMaintenanceTaskSpec: CallableSpec<TaskIdInput, TaskResult, FilePorts> = {
  name: 'snoozeMaintenanceTask',
  schema: TaskIdSchema,
  fieldOrder: ['taskId'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) =>
      applyPlan(planSnoozeTask({ caller, now, task: await readTask(tx, input.taskId) })),
    );
  },
};

export const addSuggestedTasksSpec: CallableSpec<
  AddSuggestedTasksInput,
  { propertyId: string; added: string[] },
  FilePorts
> = {
  name: 'addSuggestedTasks',
  schema: AddSuggestedTasksSchema,
  fieldOrder: ['propertyId', 'timeZone'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const property = await readOwnedProperty(tx, input.propertyId);
      const existing =
        property && property.ownerId === caller.uid
          ? await propertyTasks(tx, caller.uid, input.propertyId)
          : [];
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

/**
 * Maintenance task decisions (docs/architecture.md §8), pure: given the input and the
 * documents read, the writes or a refusal with the user's message. The property's owner
 * and its co-owners plan its maintenance (the role on the home as read in the write's
 * transaction, never who added the task); a task carries the property's `ownerId` so the
 * rules and the digest find it, and a transfer of the property rewrites it.
 *
 * "Today" is the owner's calendar date in the task's time zone, so Mark Done late in the
 * evening in Honolulu is still that day.
 */
import {
  MAINTENANCE_MESSAGES as M,
  MAINTENANCE_TASKS_COLLECTION,
  STARTER_PLAN,
  TASKS_PER_PROPERTY_MAX,
  dueAfterSnooze,
  rruleFor,
  suggestedStartDate,
  todayIsoDate,
  type AddSuggestedTasksInput,
  type AddTaskInput,
  type MaintenanceTask,
  type UpdateTaskInput,
} from '@homeledger/domain';
import { dueAfterDone, firstDue } from '@homeledger/domain/schedule';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { DocData, WriteOp } from '../kit/store';
import { mayPlan, plannerName, type OwnedProperty, type RepairRef } from './maintenance-docs';

export interface TaskResult {
  id: string;
  propertyId: string;
  status: MaintenanceTask['status'];
  nextDue: string | null;
}

const taskPath = (id: string) => `${MAINTENANCE_TASKS_COLLECTION}/${id}`;

/** What a decision on one named task is given: the task and its home, read in the write's transaction. */
export interface TaskAction {
  caller: Caller;
  now: Date;
  task: MaintenanceTask | null;
  property: OwnedProperty | null;
}

/** The one write that changes a task, and the answer saying where it now stands. */
function updateTask(
  task: MaintenanceTask,
  data: DocData,
  status: TaskResult['status'],
  nextDue: string | null,
): Plan<TaskResult> {
  return apply([{ op: 'update', path: taskPath(task.id), data }], {
    id: task.id,
    propertyId: task.propertyId,
    status,
    nextDue,
  });
}

function ownerCheck(caller: Caller, property: OwnedProperty | null, now: Date): Plan<never> | null {
  if (!property || property.deleting) return reject('not-found', M.propertyNotFound);
  if (!mayPlan(property, caller.uid, now)) return reject('permission-denied', M.notAllowedProperty);
  return null;
}

/** A task may be changed by whoever may plan its home now (`property`: the task's home). */
function taskCheck(
  caller: Caller,
  task: MaintenanceTask | null,
  property: OwnedProperty | null,
  now: Date,
): Plan<never> | null {
  if (!task) return reject('not-found', M.taskNotFound);
  if (!property || property.id !== task.propertyId || !mayPlan(property, caller.uid, now))
    return reject('permission-denied', M.notAllowed);
  return null;
}

/** Who added a record, as repairs say it ("Added by {name}"). */
function addedBy(caller: Caller, property: OwnedProperty): DocData {
  return { addedBy: caller.uid, addedByName: plannerName(property, caller) };
}

/** Who last edited a record ("Edited by {name} on {date}"). */
function editedBy(caller: Caller, property: OwnedProperty, now: Date): DocData {
  return { editedBy: { uid: caller.uid, name: plannerName(property, caller), at: now } };
}

/** The schedule fields of a task as the form gave them, with its first due date. */
function scheduleFields(input: Omit<AddTaskInput, 'propertyId'>): DocData {
  const rrule = rruleFor(input.repeat, input.startDate);
  return {
    name: input.name,
    serviceType: input.serviceType,
    notes: input.notes,
    repeat: input.repeat,
    rrule,
    startDate: input.startDate,
    timeZone: input.timeZone,
    status: 'active',
    nextDue: firstDue(input.repeat, input.startDate, input.timeZone),
  };
}

export function planAddTask(args: {
  input: AddTaskInput;
  caller: Caller;
  newId: string;
  now: Date;
  property: OwnedProperty | null;
  existing: number;
}): Plan<TaskResult> {
  const { input, caller, newId, now, property, existing } = args;
  const refused = ownerCheck(caller, property, now);
  if (refused || !property) return refused ?? reject('not-found', M.propertyNotFound);
  if (existing >= TASKS_PER_PROPERTY_MAX) return reject('resource-exhausted', M.tooMany);
  const fields = scheduleFields(input);
  const data: DocData = {
    propertyId: input.propertyId,
    // The home's owner, whoever adds it: the rules, the digest and a transfer go by it.
    ownerId: property.ownerId,
    memberIds: property.memberIds ?? [property.ownerId],
    ...fields,
    ...addedBy(caller, property),
    lastDoneDate: null,
    lastRepairId: null,
    suggestionKey: null,
    createdAt: now,
    updatedAt: now,
  };
  return apply([{ op: 'create', path: taskPath(newId), data }], {
    id: newId,
    propertyId: input.propertyId,
    status: 'active',
    nextDue: fields['nextDue'] as string | null,
  });
}

/** Saving the form replaces the schedule; saving a suggestion accepts it. */
export function planUpdateTask(args: TaskAction & { input: UpdateTaskInput }): Plan<TaskResult> {
  const { input, caller, now, task, property } = args;
  const refused = taskCheck(caller, task, property, now);
  if (refused || !task || !property) return refused ?? reject('not-found', M.taskNotFound);
  const fields = scheduleFields(input);
  const data = { ...fields, ...editedBy(caller, property, now), updatedAt: now };
  return updateTask(task, data, 'active', fields['nextDue'] as string | null);
}

/** Accept a suggestion as proposed. */
export function planAcceptTask(args: TaskAction): Plan<TaskResult> {
  const { caller, now, task, property } = args;
  const refused = taskCheck(caller, task, property, now);
  if (refused || !task) return refused ?? reject('not-found', M.taskNotFound);
  if (task.status !== 'suggested') return reject('failed-precondition', M.notSuggested);
  const nextDue = firstDue(task.repeat, task.startDate, task.timeZone);
  return updateTask(task, { status: 'active', nextDue, updatedAt: now }, 'active', nextDue);
}

export function planDeleteTask(args: TaskAction): Plan<{ id: string; propertyId: string }> {
  const { caller, now, task, property } = args;
  const refused = taskCheck(caller, task, property, now);
  if (refused || !task) return refused ?? reject('not-found', M.taskNotFound);
  return apply([{ op: 'delete', path: taskPath(task.id) }], {
    id: task.id,
    propertyId: task.propertyId,
  });
}

/**
 * Mark Done (optionally with the repair Add Repair just saved for it) or Skip this time:
 * the task moves to its next date; a one-off task is done.
 */
export function planAdvanceTask(
  args: TaskAction & {
    mode: 'done' | 'skip';
    repairId?: string | null;
    repair?: RepairRef | null;
  },
): Plan<TaskResult> {
  const { caller, now, task, property, mode } = args;
  const refused = taskCheck(caller, task, property, now);
  if (refused || !task) return refused ?? reject('not-found', M.taskNotFound);
  // A Mark Done sent again for the repair that already completed the task (the outbox
  // retries when an answer is lost): the same answer, and the task moves on once, not twice.
  if (mode === 'done' && args.repairId && task.lastRepairId === args.repairId)
    return apply([], {
      id: task.id,
      propertyId: task.propertyId,
      status: task.status,
      nextDue: task.nextDue,
    });
  if (task.status !== 'active' || task.nextDue === null)
    return reject('failed-precondition', M.notDue);
  if (args.repairId) {
    const repair = args.repair;
    if (!repair || repair.propertyId !== task.propertyId || repair.addedBy !== caller.uid)
      return reject('invalid-argument', M.repairMismatch, { field: 'repairId' });
  }
  const today = todayIsoDate(now, task.timeZone);
  const nextDue = dueAfterDone(task, today);
  const status = nextDue === null ? 'done' : 'active';
  const data: DocData = { nextDue, status, updatedAt: now };
  if (mode === 'done') {
    data['lastDoneDate'] = today;
    data['lastRepairId'] = args.repairId ?? null;
  }
  return updateTask(task, data, status, nextDue);
}

export function planSnoozeTask(args: TaskAction): Plan<TaskResult> {
  const { caller, now, task, property } = args;
  const refused = taskCheck(caller, task, property, now);
  if (refused || !task) return refused ?? reject('not-found', M.taskNotFound);
  if (task.status !== 'active' || task.nextDue === null)
    return reject('failed-precondition', M.notDue);
  // An overdue task snoozed today is due a week from today, not a week after its old date.
  const today = todayIsoDate(now, task.timeZone);
  const nextDue = dueAfterSnooze(task.nextDue < today ? today : task.nextDue);
  return updateTask(task, { nextDue, updatedAt: now }, 'active', nextDue);
}

/**
 * The starter plan as suggestions the owner accepts, edits or skips (deletes). Suggestions
 * already there (by plan key) are not added twice; a suggestion is never due until accepted.
 */
export function planAddSuggestedTasks(args: {
  input: AddSuggestedTasksInput;
  caller: Caller;
  now: Date;
  newId: () => string;
  property: OwnedProperty | null;
  existing: readonly MaintenanceTask[];
}): Plan<{ propertyId: string; added: string[] }> {
  const { input, caller, now, newId, property, existing } = args;
  const refused = ownerCheck(caller, property, now);
  if (refused || !property) return refused ?? reject('not-found', M.propertyNotFound);
  const present = new Set(existing.map((task) => task.suggestionKey).filter(Boolean));
  const missing = STARTER_PLAN.filter((suggestion) => !present.has(suggestion.key));
  if (existing.length + missing.length > TASKS_PER_PROPERTY_MAX)
    return reject('resource-exhausted', M.tooMany);
  const today = todayIsoDate(now, input.timeZone);
  const writes: WriteOp[] = [];
  const added: string[] = [];
  for (const suggestion of missing) {
    const id = newId();
    const startDate = suggestedStartDate(suggestion, today);
    writes.push({
      op: 'create',
      path: taskPath(id),
      data: {
        propertyId: input.propertyId,
        ownerId: property.ownerId,
        memberIds: property.memberIds ?? [property.ownerId],
        ...addedBy(caller, property),
        name: suggestion.name,
        serviceType: suggestion.serviceType,
        notes: suggestion.notes,
        repeat: suggestion.repeat,
        rrule: rruleFor(suggestion.repeat, startDate),
        startDate,
        timeZone: input.timeZone,
        status: 'suggested',
        nextDue: null,
        lastDoneDate: null,
        lastRepairId: null,
        suggestionKey: suggestion.key,
        createdAt: now,
        updatedAt: now,
      },
    });
    added.push(id);
  }
  return apply(writes, { propertyId: input.propertyId, added });
}

/**
 * The repair callables (functions/src/repairs), typed. They reject with the SDK's
 * FunctionsError: turn it into copy with describeAddRepairFailure /
 * describeUpdateRepairFailure (../repair-copy.ts) or callableFailure.
 */
import {
  submitKeys,
  type EditRepairFormValues,
  type ReceiptInput,
  type RepairFormValues,
} from '@homeledger/domain';
import { callFunction } from '@/lib/firebase/functions';

/** addRepair's payload: the Add Repair form's raw values, its property and the uploaded receipt. */
export type AddRepairPayload = Omit<RepairFormValues, 'receipt'> & {
  propertyId: string;
  receipt: ReceiptInput | null;
};

/**
 * updateRepair's payload. `receipt`: leave it out to keep the current one, null to
 * remove it, an upload to replace it.
 */
export type UpdateRepairPayload = Omit<EditRepairFormValues, 'receipt'> & {
  repairId: string;
  receipt?: ReceiptInput | null;
  /** Leave out to keep the photos; else the full list (a stored path left out is deleted). */
  photos?: string[];
};

export interface RepairWriteResult {
  id: string;
  propertyId: string;
}

const addRepairKeys = submitKeys();

/**
 * Adds the repair. Each submit carries an idempotency key (`requestId`), the same for
 * a resubmit of the same values until one succeeds: pressing "Add Repair" again after
 * a failure whose first attempt in fact landed returns that repair, never a second.
 */
export async function addRepair(
  payload: AddRepairPayload,
  requestId: string = addRepairKeys.keyFor(payload),
): Promise<RepairWriteResult> {
  const result = await callFunction('addRepair', { ...payload, requestId });
  addRepairKeys.succeeded(payload);
  return result;
}

/**
 * The key the next addRepair of this payload sends: the offline outbox keeps it with the
 * draft and sends it again later (`addRepair(payload, requestId)`), so a first attempt
 * that in fact landed is answered, not repeated.
 */
export function addRepairRequestId(payload: AddRepairPayload): string {
  return addRepairKeys.keyFor(payload);
}

export function updateRepair(payload: UpdateRepairPayload): Promise<RepairWriteResult> {
  return callFunction('updateRepair', payload);
}

/** Removes a repair the caller added (its receipt file too). */
export async function deleteRepair(repairId: string): Promise<RepairWriteResult> {
  return callFunction('deleteRepair', { repairId });
}

/**
 * Mark Done on a maintenance task (docs/architecture.md §8): after Add Repair saved the
 * repair the task's Mark Done opened it for, the task moves to its next date and keeps
 * the repair's id.
 */
export function completeMaintenanceTask(taskId: string, repairId: string | null) {
  return callFunction('completeMaintenanceTask', { taskId, repairId });
}

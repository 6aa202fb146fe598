/**
 * The repair callables (functions/src/repairs), typed. They reject with the SDK's
 * FunctionsError: turn it into copy with describeAddRepairFailure /
 * describeUpdateRepairFailure (../repair-copy.ts) or callableFailure.
 */
import type { EditRepairFormValues, ReceiptInput, RepairFormValues } from '@homeledger/domain';
import { callFunction } from '../../../lib/firebase/functions';

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
};

export interface RepairWriteResult {
  id: string;
  propertyId: string;
}

export function addRepair(payload: AddRepairPayload): Promise<RepairWriteResult> {
  return callFunction<AddRepairPayload, RepairWriteResult>('addRepair', payload);
}

export function updateRepair(payload: UpdateRepairPayload): Promise<RepairWriteResult> {
  return callFunction<UpdateRepairPayload, RepairWriteResult>('updateRepair', payload);
}

/** Removes a repair the caller added (its receipt file too). */
export async function deleteRepair(repairId: string): Promise<RepairWriteResult> {
  return callFunction<{ repairId: string }, RepairWriteResult & { receiptPath?: string | null }>(
    'deleteRepair',
    { repairId },
  );
}

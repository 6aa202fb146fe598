/**
 * The service record callables (functions/src/contractors), typed. They reject with
 * the SDK's FunctionsError: turn it into copy with describeRecordFailure
 * (../contractor-copy.ts) or callableFailure.
 */
import { submitKeys, type ServiceRecordFormValues } from '@homeledger/domain';
import { callFunction } from '@/lib/firebase/functions';

/** addServiceRecord's payload: the form's raw values (the schema parses the money text). */
export type AddServiceRecordPayload = ServiceRecordFormValues;
/** updateServiceRecord's payload: the form's raw values and the record's id. */
export type UpdateServiceRecordPayload = ServiceRecordFormValues & { id: string };

export interface ServiceRecordWriteResult {
  id: string;
}

const addRecordKeys = submitKeys();

/**
 * Adds the record. Each submit carries an idempotency key (`requestId`), the same for
 * a resubmit of the same values until one succeeds, so a retry never adds a duplicate.
 */
export async function addServiceRecord(
  payload: AddServiceRecordPayload,
): Promise<ServiceRecordWriteResult> {
  const requestId = addRecordKeys.keyFor(payload);
  const result = await callFunction('addServiceRecord', { ...payload, requestId });
  addRecordKeys.succeeded(payload);
  return result;
}

export function updateServiceRecord(
  payload: UpdateServiceRecordPayload,
): Promise<ServiceRecordWriteResult> {
  return callFunction('updateServiceRecord', payload);
}

/** Removes one of the contractor's own manual service records. */
export function deleteServiceRecord(id: string): Promise<ServiceRecordWriteResult> {
  return callFunction('deleteServiceRecord', { id });
}

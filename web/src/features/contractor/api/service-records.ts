/**
 * The service record callables (functions/src/contractors), typed. They reject with
 * the SDK's FunctionsError: turn it into copy with describeRecordFailure
 * (../contractor-copy.ts) or callableFailure.
 */
import type { ServiceRecordFormValues } from '@homeledger/domain';
import { callFunction } from '../../../lib/firebase/functions';

/** addServiceRecord's payload: the form's raw values (the schema parses the money text). */
export type AddServiceRecordPayload = ServiceRecordFormValues;
/** updateServiceRecord's payload: the form's raw values and the record's id. */
export type UpdateServiceRecordPayload = ServiceRecordFormValues & { id: string };

export interface ServiceRecordWriteResult {
  id: string;
}

export function addServiceRecord(
  payload: AddServiceRecordPayload,
): Promise<ServiceRecordWriteResult> {
  return callFunction<AddServiceRecordPayload, ServiceRecordWriteResult>(
    'addServiceRecord',
    payload,
  );
}

export function updateServiceRecord(
  payload: UpdateServiceRecordPayload,
): Promise<ServiceRecordWriteResult> {
  return callFunction<UpdateServiceRecordPayload, ServiceRecordWriteResult>(
    'updateServiceRecord',
    payload,
  );
}

/** Removes one of the contractor's own manual service records. */
export function deleteServiceRecord(id: string): Promise<ServiceRecordWriteResult> {
  return callFunction<{ id: string }, ServiceRecordWriteResult>('deleteServiceRecord', { id });
}

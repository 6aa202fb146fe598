/**
 * The owner's validation callables (functions/src/contractors):
 * `requestValidation` and `cancelValidationRequest`. They reject with the SDK's error:
 * show it through `callableFailure` (lib/firebase/callable.ts).
 */
import type { CancelValidationInput, RequestValidationInput } from '@homeledger/domain';
import { callFunction } from '@/lib/firebase/functions';

export interface RequestValidationResult {
  state: 'requested';
  contractorName: string;
}

export function requestValidation(input: RequestValidationInput): Promise<RequestValidationResult> {
  return callFunction('requestValidation', input);
}

export function cancelValidationRequest(input: CancelValidationInput): Promise<{ state: 'none' }> {
  return callFunction('cancelValidationRequest', input);
}

/**
 * The contractor's validation callables (issue #11, functions/src/contractors):
 * `answerValidation` and `sendServiceRecord`. They reject with the SDK's error: show it
 * through `callableFailure` (lib/firebase/callable.ts). The Functions SDK is loaded on
 * first use (as sharing does), so the portal's first load does not carry it for these.
 */
import type { AnswerValidationInput, SendServiceRecordInput } from '@homeledger/domain';

/** What `answerValidation` answers. */
export interface AnswerValidationResult {
  state: 'validated' | 'declined';
}

/** What `sendServiceRecord` answers. */
export interface SendServiceRecordResult {
  offerId: string;
}

/** The raw payload: the server validates it with the same schema as the form. */
export type SendServiceRecordPayload = { [K in keyof SendServiceRecordInput]: string };

export async function answerValidation(
  input: AnswerValidationInput,
): Promise<AnswerValidationResult> {
  const { callFunction } = await import('../../../../lib/firebase/functions');
  return callFunction<AnswerValidationInput, AnswerValidationResult>('answerValidation', input);
}

export async function sendServiceRecord(
  input: SendServiceRecordPayload,
): Promise<SendServiceRecordResult> {
  const { callFunction } = await import('../../../../lib/firebase/functions');
  return callFunction<SendServiceRecordPayload, SendServiceRecordResult>(
    'sendServiceRecord',
    input,
  );
}

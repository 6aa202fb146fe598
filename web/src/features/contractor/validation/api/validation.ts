/**
 * The contractor's validation callable (functions/src/contractors): `answerValidation`
 * (`sendServiceRecord` is in features/record-offers). It rejects with the SDK's error: show it
 * through `callableFailure` (lib/firebase/callable.ts). The Functions SDK is loaded on
 * first use (as sharing does), so the portal's first load does not carry it for these.
 */
import { factsVersion, type AnswerValidationInput, type ShownFacts } from '@homeledger/domain';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

/** What `answerValidation` answers. */
export interface AnswerValidationResult {
  state: 'validated' | 'declined';
}

/**
 * `shown`: the request as the screen showed it (service type, date, description, cost);
 * its version goes with the answer, and the server refuses the answer ("This record
 * changed while you were looking at it…") when the owner has changed those facts since.
 */
export async function answerValidation(
  input: Omit<AnswerValidationInput, 'version'> & { shown: ShownFacts },
): Promise<AnswerValidationResult> {
  const { shown, ...rest } = input;
  const version = await factsVersion(shown);
  return callFunctionLazily('answerValidation', {
    ...rest,
    version,
  });
}

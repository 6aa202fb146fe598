/** Test-only helpers shared by the callables' tests (tier 1 and tier 2); not bundled. */
import { expect } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';

/** The HttpsError a call rejected with (fails the test when it resolved or threw something else). */
export async function httpsFailure(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

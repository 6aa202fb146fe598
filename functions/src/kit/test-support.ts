/** Test-only helpers shared by the callables' tests (tier 1 and tier 2); not bundled. */
import { expect } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PublicResponse } from './public-limit';

/** The HttpsError a call rejected with (fails the test when it resolved or threw something else). */
export async function httpsFailure(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

/** A response that records what a public HTTP endpoint answered. */
export interface RecordedResponse extends PublicResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export function recordResponse(): RecordedResponse {
  const res: RecordedResponse = {
    statusCode: 0,
    headers: {},
    body: '',
    status(code) {
      res.statusCode = code;
      return res;
    },
    set(headers) {
      Object.assign(res.headers, headers);
      return res;
    },
    send(body) {
      res.body = body;
      return res;
    },
  };
  return res;
}

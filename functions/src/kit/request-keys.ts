/**
 * Idempotent creates: `addRepair` and `addServiceRecord` carry the client's `requestId`
 * (domain `requestIdField`). The transaction that creates the document also records
 * `requestKeys/{sha256(callable, uid, requestId)}` with the call's result; a retry of
 * the same submit (the answer was lost, the button pressed again) finds the record and
 * gets the same result, with no second document and no quota used. The key is scoped to
 * the caller, so nobody can replay or block another account's request.
 */
import { createHash } from 'node:crypto';
import { apply, type Plan } from './callable';
import type { TxReader } from './store';

export const REQUEST_KEYS_COLLECTION = 'requestKeys';
/** How long a key is kept (a TTL policy on `expiresAt` may remove it afterwards). */
export const REQUEST_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export function requestKeyPath(callable: string, uid: string, requestId: string): string {
  const hash = createHash('sha256').update(`${callable}\n${uid}\n${requestId}`).digest('hex');
  return `${REQUEST_KEYS_COLLECTION}/${hash}`;
}

/** The result an earlier call with this key answered (read in the transaction), or null. */
export async function earlierResult<R>(tx: TxReader, path: string, uid: string): Promise<R | null> {
  const snap = await tx.get(path);
  const result = snap?.data['result'];
  if (!snap || snap.data['uid'] !== uid || typeof result !== 'object' || result === null)
    return null;
  return result as R;
}

/** The plan, plus the key's record when it applies (a refusal records nothing: a retry may succeed). */
export function rememberRequest<R extends object>(
  plan: Plan<R>,
  args: { path: string; callable: string; uid: string; now: Date },
): Plan<R> {
  if (plan.kind === 'reject') return plan;
  const { path, callable, uid, now } = args;
  return apply(
    [
      ...plan.writes,
      {
        op: 'create',
        path,
        data: {
          callable,
          uid,
          result: { ...plan.result },
          createdAt: now,
          expiresAt: new Date(now.getTime() + REQUEST_KEY_TTL_MS),
        },
      },
    ],
    plan.result,
  );
}

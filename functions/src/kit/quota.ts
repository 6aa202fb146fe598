/**
 * Per-account quotas (domain `QUOTAS`, docs/security-model.md "Quotas"): one counter document per
 * account, kind (and scope, e.g. a property) in `quotaCounters/`, holding the count of
 * the current fixed window. A callable reads the counter in the transaction of the
 * write it limits and adds the counter's write to its plan (`withQuota`), so parallel
 * calls cannot exceed the limit; `consumeQuota` counts in a transaction of its own
 * for work that is not one Firestore write (an Auth lookup, an export).
 */
import {
  QUOTA_COUNTERS_COLLECTION,
  QUOTA_MESSAGES,
  QUOTA_WINDOWS,
  quotaWindow,
  quotaWindowEnd,
  type QuotaKind,
} from '@homeledger/domain';
import { Rejection, reject, type Plan } from './callable';
import type { DocData, Store, TxReader, WriteOp } from './store';

export function quotaCounterPath(uid: string, kind: QuotaKind, scope?: string): string {
  return `${QUOTA_COUNTERS_COLLECTION}/${[uid, kind, ...(scope ? [scope] : [])].join('__')}`;
}

export type QuotaVerdict =
  { ok: true; write: WriteOp } | { ok: false; plan: Extract<Plan<never>, { kind: 'reject' }> };

/** Pure: one more use of `kind` now, given the stored counter (null: none yet). */
export function planQuota(args: {
  path: string;
  counter: DocData | null;
  uid: string;
  kind: QuotaKind;
  now: Date;
}): QuotaVerdict {
  const { path, counter, uid, kind, now } = args;
  const { limit, window } = QUOTA_WINDOWS[kind];
  const current = quotaWindow(window, now);
  const stored = counter?.['window'] === current ? counter['count'] : 0;
  const used =
    typeof stored === 'number' && Number.isSafeInteger(stored) && stored > 0 ? stored : 0;
  if (used >= limit)
    return {
      ok: false,
      plan: reject('resource-exhausted', QUOTA_MESSAGES[kind], { reason: 'quota', quota: kind }),
    };
  return {
    ok: true,
    write: {
      op: 'set',
      path,
      data: {
        uid,
        kind,
        window: current,
        count: used + 1,
        // For an optional TTL policy: the counter is worthless once its window is over.
        expiresAt: quotaWindowEnd(window, now),
      },
    },
  };
}

/** The counter of `kind` for `uid` as read in a transaction, with the verdict for one more use. */
export async function checkQuota(
  tx: TxReader,
  uid: string,
  kind: QuotaKind,
  now: Date,
  scope?: string,
): Promise<QuotaVerdict> {
  const path = quotaCounterPath(uid, kind, scope);
  const snap = await tx.get(path);
  return planQuota({ path, counter: snap?.data ?? null, uid, kind, now });
}

/**
 * The plan with the quota applied: the plan's own refusal first (a refused call uses
 * nothing), then the quota's; otherwise the plan's writes plus the counter's.
 */
export function withQuota<R>(plan: Plan<R>, ...verdicts: (QuotaVerdict | null)[]): Plan<R> {
  if (plan.kind === 'reject') return plan;
  const writes = [...plan.writes];
  for (const verdict of verdicts) {
    if (!verdict) continue;
    if (!verdict.ok) return verdict.plan;
    writes.push(verdict.write);
  }
  return { kind: 'apply', writes, result: plan.result };
}

/** Counts one use of `kind` in a transaction of its own; throws the quota's Rejection when used up. */
export async function consumeQuota(
  store: Pick<Store, 'transact'>,
  uid: string,
  kind: QuotaKind,
  now: Date,
): Promise<void> {
  await store.transact(async (tx) => {
    const verdict = await checkQuota(tx, uid, kind, now);
    if (!verdict.ok)
      throw new Rejection(verdict.plan.code, verdict.plan.message, verdict.plan.details);
    return { writes: [verdict.write], result: null };
  });
}

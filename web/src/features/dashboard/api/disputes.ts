/** Dispute notices on the holder's dashboard (functions/src/disputes): live, and resolveDispute. */
import type { ResolveDisputeInput } from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { DisputeNoticeRow } from '../dispute-notices';
import { openDisputesQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

export async function resolveDispute(input: ResolveDisputeInput): Promise<void> {
  await callFunctionLazily<ResolveDisputeInput, unknown>('resolveDispute', input);
}

function instant(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object' && value !== null) {
    const toDate = (value as { toDate?: unknown }).toDate;
    if (typeof toDate === 'function') return instant((toDate as () => unknown).call(value));
  }
  return null;
}

export function toDisputeNoticeRow(id: string, data: Record<string, unknown>): DisputeNoticeRow {
  const property = (
    typeof data.property === 'object' && data.property !== null ? data.property : {}
  ) as Record<string, unknown>;
  return {
    id,
    address:
      typeof property.address === 'string' && property.address.trim()
        ? property.address.trim()
        : 'your home',
    deadline: instant(data.deadline),
  };
}

export function useOpenDisputes(uid: string | null | undefined) {
  return useLiveQuery(openDisputesQuery, uid, toDisputeNoticeRow);
}

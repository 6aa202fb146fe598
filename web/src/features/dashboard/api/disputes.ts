/** Dispute notices on the holder's dashboard (functions/src/disputes): live, and resolveDispute. */
import type { ResolveDisputeInput } from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { DisputeNoticeRow } from '../dispute-notices';
import { openDisputesQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import { instantOf } from '@/lib/data/fields';

export async function resolveDispute(input: ResolveDisputeInput): Promise<void> {
  await callFunctionLazily('resolveDispute', input);
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
    deadline: instantOf(data.deadline),
  };
}

export function useOpenDisputes(uid: string | null | undefined) {
  return useLiveQuery(openDisputesQuery, uid, toDisputeNoticeRow);
}

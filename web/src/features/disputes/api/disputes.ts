/** Dispute notices on the holder's dashboard (functions/src/disputes): live, and resolveDispute. */
import { readDisputeDoc, type ResolveDisputeInput } from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { DisputeNoticeRow } from '../dispute-notices';
import { openDisputesQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import { optionalStr } from '@/lib/data/fields';

export async function resolveDispute(input: ResolveDisputeInput): Promise<void> {
  await callFunctionLazily('resolveDispute', input);
}

export function toDisputeNoticeRow(id: string, data: Record<string, unknown>): DisputeNoticeRow {
  const dispute = readDisputeDoc(id, data);
  return {
    id,
    address: optionalStr(dispute.property.address) ?? 'your home',
    deadline: dispute.deadline?.toISOString() ?? null,
  };
}

export function useOpenDisputes(uid: string | null | undefined) {
  return useLiveQuery(openDisputesQuery, uid, toDisputeNoticeRow);
}

/**
 * Service records contractors sent to the homeowner: the pending offers
 * (declared in ./queries.ts) and the `answerRecordOffer` callable, loaded on first use
 * so the dashboard's first load does not carry the Functions SDK.
 */
import { factsVersion, type AnswerRecordOfferInput, type ShownFacts } from '@homeledger/domain';
import { optionalStr } from '@/lib/data/fields';
import { toRecordFacts } from '@/lib/data/record-facts';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { RecordOfferRow } from '../record-offers-panel';
import { pendingRecordOffersQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

export interface AnswerRecordOfferResult {
  state: 'accepted' | 'declined';
  repairId?: string;
}

/**
 * `shown`: the offer as the screen showed it (service type, date, description, cost);
 * its version goes with the answer, and the server refuses the answer ("This record
 * changed while you were looking at it…") when the contractor has changed it since.
 */
export async function answerRecordOffer(
  input: Omit<AnswerRecordOfferInput, 'version'> & { shown: ShownFacts },
): Promise<AnswerRecordOfferResult> {
  const { shown, ...rest } = input;
  const version = await factsVersion(shown);
  return callFunctionLazily('answerRecordOffer', {
    ...rest,
    version,
  });
}

export function toRecordOfferRow(id: string, data: Record<string, unknown>): RecordOfferRow {
  return {
    id,
    contractorName: optionalStr(data.contractorName) ?? 'A contractor',
    ...toRecordFacts(data),
  };
}

/** The signed-in homeowner's pending offers, newest first. */
export function usePendingRecordOffers(uid: string | null | undefined) {
  return useLiveQuery(pendingRecordOffersQuery, uid, toRecordOfferRow);
}

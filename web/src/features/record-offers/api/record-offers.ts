/**
 * Records sent to homeowners (functions/src/record-offers): the homeowner's pending offers
 * (declared in ./queries.ts), read with the domain's readRecordOfferDoc, and one wrapper per
 * callable, `answerRecordOffer` and the contractor's `sendServiceRecord`. The Functions SDK
 * loads on first use, so neither the dashboard's nor the portal's first load carries it.
 * They reject with the SDK's error: show it through `callableFailure` (lib/firebase/callable.ts).
 */
import {
  factsVersion,
  readRecordOfferDoc,
  type AnswerRecordOfferInput,
  type SendServiceRecordInput,
  type ShownFacts,
} from '@homeledger/domain';
import { optionalStr } from '@/lib/data/fields';
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
  const offer = readRecordOfferDoc(id, data);
  // Shown trimmed, with the screen's fallbacks for blank text.
  return {
    id,
    contractorName: optionalStr(offer.contractorName) ?? 'A contractor',
    property: offer.property,
    serviceType: optionalStr(offer.serviceType) ?? 'Other',
    date: offer.date,
    description: optionalStr(offer.description),
    costCents: offer.costCents,
  };
}

/** The signed-in homeowner's pending offers, newest first. */
export function usePendingRecordOffers(uid: string | null | undefined) {
  return useLiveQuery(pendingRecordOffersQuery, uid, toRecordOfferRow);
}

/** What `sendServiceRecord` answers. */
export interface SendServiceRecordResult {
  offerId: string;
}

/** The raw payload: the server validates it with the same schema as the form. */
export type SendServiceRecordPayload = { [K in keyof SendServiceRecordInput]: string };

export async function sendServiceRecord(
  input: SendServiceRecordPayload,
): Promise<SendServiceRecordResult> {
  return callFunctionLazily('sendServiceRecord', input);
}

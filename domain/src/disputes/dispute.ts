/**
 * Ownership disputes that cannot be used to grief (docs/architecture.md §2 "disputes"): a
 * second account adding an address someone already holds never changes the holder's
 * property. The newcomer's property is created disputed (no repairs); the holder gets a
 * notice and either transfers the home to the newcomer (the sale case) or says it is
 * still theirs. A holder who does nothing for DISPUTE_WINDOW_DAYS loses the verified mark
 * to the newcomer (a daily job).
 */
import * as v from 'valibot';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import type { TimestampLike } from '../accounts/profile';
import type { RepairPropertyRef } from '../repairs/repair';

export const DISPUTES_COLLECTION = 'disputes';
export const DISPUTE_WINDOW_DAYS = 30;

export const DISPUTE_STATES = ['open', 'kept', 'transferring', 'resolved', 'lapsed'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export const DISPUTE_MESSAGES = {
  notFound: 'This notice is no longer open.',
  answer: 'Choose whether to transfer the home or keep it.',
  newcomerUnavailable: "This account can't receive a transfer. Contact support to resolve it.",
} as const;

/** The notice the holder sees: "Someone else added {address}." */
export function disputeNoticeTitle(address: string): string {
  return `Someone else added ${address}.`;
}

export const DISPUTE_ACTIONS = {
  transfer: 'Transfer this home to them',
  keep: "It's still my home",
} as const;

export const ResolveDisputeSchema = v.object(
  {
    disputeId: documentIdField(DISPUTE_MESSAGES.notFound),
    answer: v.picklist(['transfer', 'keep'], DISPUTE_MESSAGES.answer),
  },
  keyMessages(
    { disputeId: DISPUTE_MESSAGES.notFound, answer: DISPUTE_MESSAGES.answer },
    DISPUTE_MESSAGES.answer,
  ),
);
export type ResolveDisputeInput = v.InferOutput<typeof ResolveDisputeSchema>;

/** `disputes/{newcomerPropertyId}`: written by functions; read by the holder only. */
export interface Dispute<TTime = TimestampLike> {
  addressKey: string;
  property: RepairPropertyRef;
  holderUid: string;
  holderPropertyId: string;
  newcomerUid: string;
  newcomerPropertyId: string;
  state: DisputeState;
  createdAt: TTime;
  /** When the newcomer's claim becomes verified if the holder has not answered. */
  deadline: TTime;
  answeredAt: TTime | null;
  transferId: string | null;
}

export function disputePath(newcomerPropertyId: string): string {
  return `${DISPUTES_COLLECTION}/${newcomerPropertyId}`;
}

export function disputeDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + DISPUTE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

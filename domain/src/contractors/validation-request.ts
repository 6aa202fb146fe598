import type { TimestampLike } from '../accounts/profile';
import type { RepairPropertyRef } from '../repairs/repair';

/**
 * `validationRequests/{repairId}`: a homeowner's request that a contractor validate
 * one repair. The contractor's whole view of it: it carries a snapshot of the facts
 * to vouch for (kept in step while pending when the owner edits them) and nothing
 * else of the homeowner's data. Written only by functions; readable by `contractorUid`
 * and `ownerId`.
 */
export const VALIDATION_REQUESTS_COLLECTION = 'validationRequests';

export const VALIDATION_REQUEST_STATES = ['pending', 'validated', 'declined'] as const;
export type ValidationRequestState = (typeof VALIDATION_REQUEST_STATES)[number];

export interface ValidationRequest<TTime = TimestampLike> {
  repairId: string;
  propertyId: string;
  ownerId: string;
  ownerName: string;
  contractorUid: string;
  contractorEmail: string;
  /** The contractor's business name, or their name without one. */
  contractorName: string;
  property: RepairPropertyRef;
  serviceType: string;
  /** `yyyy-MM-dd`. */
  date: string;
  description: string | null;
  costCents: number | null;
  state: ValidationRequestState;
  requestedAt: TTime;
  answeredAt?: TTime | null;
}

export type ValidationRequestView<TTime = TimestampLike> = ValidationRequest<TTime> & {
  id: string;
};

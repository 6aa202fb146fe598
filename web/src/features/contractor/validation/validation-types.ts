/**
 * What the contractor's validation screens show: shapes of the
 * `validationRequests` documents and of a service record to send. No Firebase here.
 */
import type { RepairPropertyRef } from '@homeledger/domain';

/** One pending request, as the contractor's list shows it (the request doc's own snapshot). */
export interface ValidationRequestRow {
  /** The request's id: the repair's id. */
  id: string;
  ownerName: string;
  property: RepairPropertyRef;
  serviceType: string;
  /** `yyyy-MM-dd`. */
  date: string;
  description: string | null;
  costCents: number | null;
}

export type { ValidationAnswer } from '@homeledger/domain';

/**
 * The facts a validation request carries, read from its document the same way wherever
 * it is shown, so junk fields fall back alike. (A contractor's offer is read with the
 * domain's readRecordOfferDoc.)
 */
import type { RepairPropertyRef } from '@homeledger/domain';
import { num, optionalStr, record, str } from './fields';

export interface RecordFacts {
  serviceType: string;
  property: RepairPropertyRef;
  description: string | null;
  /** `yyyy-MM-dd`. */
  date: string;
  costCents: number | null;
}

export function toRecordFacts(data: Record<string, unknown>): RecordFacts {
  const property = record(data.property);
  return {
    property: {
      address: str(property?.address),
      city: str(property?.city),
      state: str(property?.state),
      zipCode: str(property?.zipCode),
    },
    serviceType: optionalStr(data.serviceType) ?? 'Other',
    date: str(data.date),
    description: optionalStr(data.description),
    costCents: num(data.costCents),
  };
}

/** The contractor's pending validation requests (declared in ./queries.ts), in the list's shape. */
import { num, optionalStr, record, str } from '../../../../lib/data/fields';
import { useLiveQuery } from '../../../../lib/firebase/use-live-query';
import type { ValidationRequestRow } from '../validation-types';
import { pendingValidationRequestsQuery } from './queries';

export { FirestoreUnavailableError } from '../../../../lib/firebase/use-live-query';

export function toValidationRequestRow(
  id: string,
  data: Record<string, unknown>,
): ValidationRequestRow {
  const property = record(data.property);
  return {
    id,
    ownerName: optionalStr(data.ownerName) ?? 'A homeowner',
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

/** The signed-in contractor's pending requests, newest first. */
export function usePendingValidationRequests(uid: string | null | undefined) {
  return useLiveQuery(pendingValidationRequestsQuery, uid, toValidationRequestRow);
}

/** The contractor's pending validation requests (declared in ./queries.ts), in the list's shape. */
import { optionalStr } from '@/lib/data/fields';
import { toRecordFacts } from '@/lib/data/record-facts';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { ValidationRequestRow } from '../validation-types';
import { pendingValidationRequestsQuery } from './queries';

export { FirestoreUnavailableError } from '@/lib/firebase/use-live-query';

export function toValidationRequestRow(
  id: string,
  data: Record<string, unknown>,
): ValidationRequestRow {
  return {
    id,
    ownerName: optionalStr(data.ownerName) ?? 'A homeowner',
    ...toRecordFacts(data),
  };
}

/** The signed-in contractor's pending requests, newest first. */
export function usePendingValidationRequests(uid: string | null | undefined) {
  return useLiveQuery(pendingValidationRequestsQuery, uid, toValidationRequestRow);
}

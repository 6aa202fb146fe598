/** The realtor pages' live reads (declared in ./queries.ts), converted to the screens' shapes. */
import { readProperty, repairValidatedBy } from '@homeledger/domain';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type {
  RealtorProperty,
  RealtorPropertyDetail,
  RealtorRepair,
  RealtorReportRepair,
} from '../realtor-types';
import {
  sharedPropertiesQuery,
  sharedPropertyDocument,
  sharedPropertyRepairsQuery,
  sharedRepairsPage,
  SHARED_REPAIRS_PAGE_SIZE,
} from './queries';

export { FirestoreUnavailableError, firestoreErrorCode } from '@/lib/firebase/use-live-query';
import { dayOf, num, optionalStr, record, str } from '@/lib/data/fields';

export function toRealtorProperty(id: string, data: Record<string, unknown>): RealtorProperty {
  const { address, city, state, zipCode, verificationStatus, repairCount } = readProperty({
    id,
    data,
  });
  // The status as stored: the realtor's badge shows anything unknown as "Pending".
  return { id, address, city, state, zipCode, verificationStatus, repairCount };
}

export function toRealtorRepair(id: string, data: Record<string, unknown>): RealtorRepair {
  return {
    id,
    propertyId: str(data.propertyId),
    serviceType: str(data.serviceType),
    date: str(data.date),
    costCents: num(data.costCents),
    contractorName: optionalStr(data.contractorName),
    isContractorValidated: data.isContractorValidated === true,
    validatedBy: repairValidatedBy(data),
    byPreviousOwner: data.byPreviousOwner === true,
  };
}

export function toRealtorPropertyDetail(
  id: string,
  data: Record<string, unknown>,
): RealtorPropertyDetail {
  return {
    ...toRealtorProperty(id, data),
    ownerName: optionalStr(data.ownerName),
    transferredOn: dayOf(data.transferredAt),
    lastRepairDate: optionalStr(data.lastRepairDate),
    totalSpentCents: num(data.totalSpentCents),
  };
}

export function toRealtorReportRepair(
  id: string,
  data: Record<string, unknown>,
): RealtorReportRepair {
  const receipt = record(data.receipt);
  const receiptPath = optionalStr(receipt?.path);
  return {
    ...toRealtorRepair(id, data),
    status: str(data.status, 'completed'),
    description: optionalStr(data.description),
    receiptPath,
    receiptName: receiptPath ? (optionalStr(receipt?.name) ?? 'Receipt') : null,
  };
}

/** Properties shared with the realtor (one query), live. */
export function useSharedProperties(uid: string | null | undefined) {
  return useLiveQuery(sharedPropertiesQuery, uid, toRealtorProperty);
}

/**
 * The newest `pages` pages of repairs on properties shared with the realtor (one query), live.
 * "Load more" widens the one listener (the pages shown are read again: see the dashboard's).
 */
export function useSharedRepairs(uid: string | null | undefined, pages = 1) {
  const live = useLiveQuery(sharedRepairsPage(pages), uid, toRealtorRepair);
  const { state } = live;
  return {
    ...live,
    hasMore: state.status === 'ready' && state.data.length >= pages * SHARED_REPAIRS_PAGE_SIZE,
  };
}

/** One shared property, live; `ready(null)` when missing or not shared with this realtor. */
export function useSharedProperty(uid: string | null | undefined, propertyId: string) {
  return useLiveDoc(sharedPropertyDocument, uid, toRealtorPropertyDetail, { propertyId });
}

/** The shared property's repairs, newest first, live. */
export function useSharedPropertyRepairs(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(sharedPropertyRepairsQuery, uid, toRealtorReportRepair, { propertyId });
}

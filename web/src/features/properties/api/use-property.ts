/** The property detail page's live reads (declared in ./queries.ts) and the Maps key, as Loadables. */
import { readProperty } from '@homeledger/domain';
import { homeSummaryOf } from '@/lib/data/home-summary';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { PropertyDetail, PropertyRepairRow } from '../property-detail-screen';
import { propertyDocument, propertyRepairsQuery } from './queries';

export { firestoreErrorCode, FirestoreUnavailableError } from '@/lib/firebase/use-live-query';
import { dayOf, num, optionalStr, str } from '@/lib/data/fields';

export function toPropertyDetail(id: string, data: Record<string, unknown>): PropertyDetail {
  const p = readProperty({ id, data });
  return {
    ...homeSummaryOf(p),
    ownerId: p.ownerId,
    location: p.location,
    totalSpentCents: p.totalSpentCents,
    photoPath: p.photoPath,
    transferredOn: dayOf(p.transferredAt),
    pendingTransferId: p.pendingTransferId,
    ownerName: p.ownerName,
    members: p.members,
  };
}

export function toPropertyRepairRow(id: string, data: Record<string, unknown>): PropertyRepairRow {
  return {
    id,
    date: str(data.date),
    serviceType: str(data.serviceType),
    description: optionalStr(data.description),
    contractorName: optionalStr(data.contractorName),
    costCents: num(data.costCents),
    byPreviousOwner: data.byPreviousOwner === true,
  };
}

/** When the home was transferred to this owner, as the viewer's calendar day. */
/** The property, live; `ready(null)` when it is missing or not readable by this user. */
export function useProperty(uid: string | null | undefined, propertyId: string) {
  return useLiveDoc(propertyDocument, uid, toPropertyDetail, { propertyId });
}

/** The property's repairs, newest service date first, live. */
export function usePropertyRepairs(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(propertyRepairsQuery, uid, toPropertyRepairRow, { propertyId });
}

/** The browser Maps key (shared with the dashboard's card maps, hence in lib/firebase). */
export { useMapsApiKey } from '@/lib/firebase/maps-config';

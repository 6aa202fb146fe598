/** The dashboard's live queries (own homes, member homes, repairs), bound to the screen's shapes. */
import {
  readProperty,
  repairValidatedBy,
  roleOnHome,
  shownVerificationStatus,
} from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { DashboardProperty, DashboardRepair } from '../dashboard-types';
import { memberHomesQuery, ownPropertiesQuery, ownRepairsQuery } from './queries';
import { num, str } from '@/lib/data/fields';
import { readAttribution } from '@/lib/data/attribution';

export { firestoreErrorCode } from '@/lib/firebase/use-live-query';

export function toDashboardProperty(id: string, data: Record<string, unknown>): DashboardProperty {
  const p = readProperty({ id, data });
  return {
    id,
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    verificationStatus: shownVerificationStatus(p),
    repairCount: p.repairCount,
    lastRepairDate: p.lastRepairDate,
    photoPath: p.photoPath,
    location: p.location,
  };
}

export function toDashboardRepair(id: string, data: Record<string, unknown>): DashboardRepair {
  const property = (data.property ?? null) as DashboardRepair['property'] | null;
  const receipt = (data.receipt ?? null) as DashboardRepair['receipt'];
  return {
    id,
    propertyId: str(data.propertyId),
    serviceType: str(data.serviceType),
    status: str(data.status, 'completed'),
    property: property ?? { address: '', city: '', state: '', zipCode: '' },
    description: typeof data.description === 'string' ? data.description : null,
    date: str(data.date),
    costCents: num(data.costCents),
    contractorName: typeof data.contractorName === 'string' ? data.contractorName : null,
    isContractorValidated: data.isContractorValidated === true,
    validatedBy: repairValidatedBy(data),
    receipt,
    addedBy: str(data.addedBy),
    byPreviousOwner: data.byPreviousOwner === true,
    attribution: readAttribution(data),
  };
}

/**
 * A home from the member-homes query, with the reader's role on it (null: their own home,
 * or a delegate's grant that has ended; the page leaves those out).
 */
export function toMemberHome(
  id: string,
  data: Record<string, unknown>,
  uid: string,
  now: Date,
): DashboardProperty {
  const p = readProperty({ id, data });
  const role = roleOnHome(p, uid, now);
  return { ...toDashboardProperty(id, data), memberRole: role === 'owner' ? null : role };
}

function memberHomeOf(id: string, data: Record<string, unknown>) {
  return { id, data };
}

/** The raw documents of the homes the user is a member of (converted with the uid by the page). */
export function useMemberHomeDocs(uid: string | null | undefined) {
  return useLiveQuery(memberHomesQuery, uid, memberHomeOf);
}

export function useOwnProperties(uid: string | null | undefined) {
  return useLiveQuery(ownPropertiesQuery, uid, toDashboardProperty);
}

export function useOwnRepairs(uid: string | null | undefined) {
  return useLiveQuery(ownRepairsQuery, uid, toDashboardRepair);
}

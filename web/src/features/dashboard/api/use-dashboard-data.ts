/** The dashboard's two live queries (properties, repairs), bound to the screen's shapes. */
import { readProperty, repairValidatedBy, shownVerificationStatus } from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { DashboardProperty, DashboardRepair } from '../dashboard-types';
import { ownPropertiesQuery, ownRepairsQuery } from './queries';
import { num, str } from '@/lib/data/fields';

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
  };
}

export function useOwnProperties(uid: string | null | undefined) {
  return useLiveQuery(ownPropertiesQuery, uid, toDashboardProperty);
}

export function useOwnRepairs(uid: string | null | undefined) {
  return useLiveQuery(ownRepairsQuery, uid, toDashboardRepair);
}

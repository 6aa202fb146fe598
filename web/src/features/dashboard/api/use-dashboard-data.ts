/** The dashboard's two live queries (properties, repairs), bound to the screen's shapes. */
import { useLiveQuery } from '../../../lib/firebase/use-live-query';
import type { DashboardProperty, DashboardRepair } from '../dashboard-types';
import { ownPropertiesQuery, ownRepairsQuery } from './queries';

export { firestoreErrorCode } from '../../../lib/firebase/use-live-query';

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}
function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function toDashboardProperty(id: string, data: Record<string, unknown>): DashboardProperty {
  return {
    id,
    address: str(data.address),
    city: str(data.city),
    state: str(data.state),
    zipCode: str(data.zipCode),
    verificationStatus: str(data.verificationStatus, 'verified'),
    repairCount: num(data.repairCount) ?? 0,
    lastRepairDate: typeof data.lastRepairDate === 'string' ? data.lastRepairDate : null,
    photoPath: photoPath(data.photo),
    location: location(data.location),
  };
}

function photoPath(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const path = (value as { path?: unknown }).path;
  return typeof path === 'string' && path !== '' ? path : null;
}

function location(value: unknown): DashboardProperty['location'] {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng)
    ? { lat, lng }
    : null;
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
    receipt,
    addedBy: str(data.addedBy),
  };
}

export function useOwnProperties(uid: string | null | undefined) {
  return useLiveQuery(ownPropertiesQuery, uid, toDashboardProperty);
}

export function useOwnRepairs(uid: string | null | undefined) {
  return useLiveQuery(ownRepairsQuery, uid, toDashboardRepair);
}

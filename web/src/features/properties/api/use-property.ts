/** The property detail page's live reads (declared in ./queries.ts) and the Maps key, as Loadables. */
import { useEffect, useState } from 'react';
import type { Loadable } from '../../../lib/data/loadable';
import { useLiveDoc } from '../../../lib/firebase/use-live-doc';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';
import type { PropertyDetail, PropertyRepairRow } from '../property-detail-screen';
import { fetchMapsApiKey } from './maps';
import { propertyDocument, propertyRepairsQuery } from './queries';

export {
  firestoreErrorCode,
  FirestoreUnavailableError,
} from '../../../lib/firebase/use-live-query';

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}
function optionalStr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function location(value: unknown): PropertyDetail['location'] {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  const latitude = num(lat);
  const longitude = num(lng);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
}

export function toPropertyDetail(id: string, data: Record<string, unknown>): PropertyDetail {
  return {
    id,
    ownerId: str(data.ownerId),
    address: str(data.address),
    city: str(data.city),
    state: str(data.state),
    zipCode: str(data.zipCode),
    verificationStatus: str(data.verificationStatus, 'verified'),
    location: location(data.location),
    repairCount: num(data.repairCount) ?? 0,
    lastRepairDate: optionalStr(data.lastRepairDate),
    totalSpentCents: num(data.totalSpentCents),
    photoPath: photoPath(data.photo),
  };
}

function photoPath(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const path = (value as { path?: unknown }).path;
  return typeof path === 'string' && path !== '' ? path : null;
}

export function toPropertyRepairRow(id: string, data: Record<string, unknown>): PropertyRepairRow {
  return {
    id,
    date: str(data.date),
    serviceType: str(data.serviceType),
    description: optionalStr(data.description),
    contractorName: optionalStr(data.contractorName),
    costCents: num(data.costCents),
  };
}

/** The property, live; `ready(null)` when it is missing or not readable by this user. */
export function useProperty(uid: string | null | undefined, propertyId: string) {
  return useLiveDoc(propertyDocument, uid, toPropertyDetail, { propertyId });
}

/** The property's repairs, newest service date first, live. */
export function usePropertyRepairs(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(propertyRepairsQuery, uid, toPropertyRepairRow, { propertyId });
}

/**
 * The browser Maps key from `mapsConfig` (`ready(null)`: not configured), asked only
 * while `enabled` (no point without coordinates to show).
 */
export function useMapsApiKey(enabled: boolean): Loadable<string | null> {
  const [answer, setAnswer] = useState<Loadable<string | null> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchMapsApiKey().then(
      (apiKey) => {
        if (live) setAnswer({ status: 'ready', data: apiKey });
      },
      (error: unknown) => {
        console.error('Loading the Maps configuration failed', error);
        if (live) setAnswer({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return answer ?? { status: 'loading' };
}

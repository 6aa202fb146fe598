/** The "which home?" page's live list of the owner's homes, in the screen's shape. */
import { readProperty } from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { ShareHome } from '../share-target-types';
import { shareTargetHomesQuery } from './queries';

export function toShareHome(id: string, data: Record<string, unknown>): ShareHome {
  const p = readProperty({ id, data });
  return { id, address: p.address, city: p.city, state: p.state, zipCode: p.zipCode };
}

export function useShareHomes(uid: string | null | undefined) {
  return useLiveQuery(shareTargetHomesQuery, uid, toShareHome);
}

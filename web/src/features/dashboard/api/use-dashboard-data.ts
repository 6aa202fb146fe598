/**
 * The dashboard's live queries (own homes, member homes, a page of repairs, the repair search
 * summaries), bound to the screen's shapes.
 */
import {
  compareNewestFirst,
  readProperty,
  readRepairPhotos,
  readSummaryEntry,
  repairValidatedBy,
  roleOnHome,
} from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { DashboardProperty, DashboardRepair } from '../dashboard-types';
import {
  memberHomesQuery,
  ownPropertiesQuery,
  ownRepairSummariesQuery,
  ownRepairsQuery,
  repairsPage,
  REPAIRS_PAGE_SIZE,
} from './queries';
import { num, record, str } from '@/lib/data/fields';
import { readAttribution } from '@/lib/data/attribution';
import { homeSummaryOf } from '@/lib/data/home-summary';

export { firestoreErrorCode } from '@/lib/firebase/use-live-query';

export function toDashboardProperty(id: string, data: Record<string, unknown>): DashboardProperty {
  const p = readProperty({ id, data });
  return {
    ...homeSummaryOf(p),
    photoPath: p.photoPath,
    location: p.location,
  };
}

export function toDashboardRepair(id: string, data: Record<string, unknown>): DashboardRepair {
  const property = (data.property ?? null) as DashboardRepair['property'] | null;
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
    hasReceipt: Boolean(record(data.receipt)),
    addedBy: str(data.addedBy),
    byPreviousOwner: data.byPreviousOwner === true,
    attribution: readAttribution(data),
    photos: readRepairPhotos(data.photos),
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

/**
 * The newest `pages` pages of the homeowner's repairs (REPAIRS_PAGE_SIZE each), live. Each
 * "Load more" widens the one listener: simple and live, at the cost of reading the pages
 * already shown again (a cursor per page would need query-spec cursors).
 */
export function useOwnRepairs(uid: string | null | undefined, pages = 1) {
  const live = useLiveQuery(repairsPage(ownRepairsQuery, pages), uid, toDashboardRepair);
  const { state } = live;
  return {
    ...live,
    hasMore: state.status === 'ready' && state.data.length >= pages * REPAIRS_PAGE_SIZE,
  };
}

/** Every repair of one summary document, as the cards show them (search results). */
export function toSummaryRepairs(_id: string, data: Record<string, unknown>): DashboardRepair[] {
  const propertyId = str(data.propertyId);
  return Object.entries(record(data.entries) ?? {}).map(([id, value]) => {
    const e = readSummaryEntry(value);
    return {
      id,
      propertyId,
      serviceType: e.serviceType,
      status: e.status,
      property: { address: e.address, city: '', state: '', zipCode: '' },
      description: e.description,
      date: e.date,
      costCents: e.costCents,
      contractorName: e.contractorName,
      isContractorValidated: e.validatedBy !== null,
      validatedBy: e.validatedBy,
      hasReceipt: e.hasReceipt,
      addedBy: e.addedBy,
      byPreviousOwner: e.byPreviousOwner,
      attribution: { addedByName: e.addedByName, editedBy: e.editedBy },
    };
  });
}

/** Every summarised repair of the homes, newest service date first. */
export function flattenSummaries(docs: readonly DashboardRepair[][]): DashboardRepair[] {
  return docs.flat().sort(compareNewestFirst);
}

/**
 * Every repair of the homeowner's own homes as their search summaries hold them (≤ one
 * document per home), live: what the Repair History search matches.
 */
export function useOwnRepairSummaries(uid: string | null | undefined) {
  return useLiveQuery(ownRepairSummariesQuery, uid, toSummaryRepairs);
}

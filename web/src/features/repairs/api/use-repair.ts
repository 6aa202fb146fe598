/** The repair pages' live reads (declared in ./queries.ts), converted to the screens' shapes. */
import {
  VALIDATION_STATES,
  readProperty,
  readRepairPhotos,
  shownVerificationStatus,
  type ValidationState,
} from '@homeledger/domain';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import type { RepairDetail, RepairPropertySummary } from '../repair-types';
import { repairDocument, repairPropertyDocument } from './queries';

export { FirestoreUnavailableError, firestoreErrorCode } from '@/lib/firebase/use-live-query';
import { num, optionalStr, record, str } from '@/lib/data/fields';
import { readAttribution } from '@/lib/data/attribution';

function receipt(value: unknown): RepairDetail['receipt'] {
  const data = record(value);
  if (!data || typeof data.path !== 'string' || data.path === '') return null;
  return {
    path: data.path,
    name: str(data.name, 'Receipt'),
    contentType: str(data.contentType),
    size: num(data.size) ?? 0,
  };
}

function validation(value: unknown): RepairDetail['validation'] {
  const data = record(value);
  const state = (VALIDATION_STATES as readonly unknown[]).includes(data?.state)
    ? (data?.state as ValidationState)
    : 'none';
  const validation: RepairDetail['validation'] = {
    state,
    contractorName: optionalStr(data?.contractorName),
  };
  // Kept only when true: the mark claims a verified business only on this stamp (#33).
  if (data?.businessVerified === true) validation.businessVerified = true;
  return validation;
}

export function toRepairDetail(id: string, data: Record<string, unknown>): RepairDetail {
  const property = record(data.property);
  return {
    id,
    propertyId: str(data.propertyId),
    serviceType: str(data.serviceType),
    date: str(data.date),
    status: str(data.status, 'completed'),
    costCents: num(data.costCents),
    isContractorValidated: data.isContractorValidated === true,
    addedBy: str(data.addedBy),
    ownerId: str(data.ownerId),
    property:
      property && optionalStr(property.address)
        ? {
            address: str(property.address),
            city: str(property.city),
            state: str(property.state),
            zipCode: str(property.zipCode),
          }
        : null,
    description: optionalStr(data.description),
    contractorName: optionalStr(data.contractorName),
    receipt: receipt(data.receipt),
    photos: readRepairPhotos(data.photos),
    validation: validation(data.validation),
    byPreviousOwner: data.byPreviousOwner === true,
    receiptKept: data.receiptKept === true,
    attribution: readAttribution(data),
  };
}

export function toRepairPropertySummary(
  id: string,
  data: Record<string, unknown>,
): RepairPropertySummary {
  const p = readProperty({ id, data });
  return {
    id,
    ownerId: p.ownerId,
    address: p.address,
    city: p.city,
    state: p.state,
    verificationStatus: shownVerificationStatus(p),
    members: p.members,
  };
}

/** One repair, live; `ready(null)` when it is missing or not readable by this user. */
export function useRepair(uid: string | null | undefined, repairId: string) {
  return useLiveDoc(repairDocument, uid, toRepairDetail, { repairId });
}

/** The property a repair is added to, live; `ready(null)` when missing or not readable. */
export function useRepairProperty(uid: string | null | undefined, propertyId: string) {
  return useLiveDoc(repairPropertyDocument, uid, toRepairPropertySummary, { propertyId });
}

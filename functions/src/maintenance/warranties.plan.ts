/**
 * Warranty decisions (docs/architecture.md §8), pure. The document follows the receipt
 * rules: the browser uploads it under `warranties/{propertyId}/…`, and it is accepted
 * only when Storage confirms the object (there, of an allowed type and size, fresh, not
 * used by another warranty). A file an edit or a delete lets go of is deleted after the
 * commit by the shell.
 */
import {
  MAINTENANCE_MESSAGES as M,
  ORPHAN_RECEIPT_AGE_MS,
  RECEIPT_MAX_BYTES,
  WARRANTIES_COLLECTION,
  WARRANTIES_PER_PROPERTY_MAX,
  WARRANTY_MESSAGES as W,
  isReceiptContentType,
  parseWarrantyDocumentPath,
  warrantyEndDate,
  type AddWarrantyInput,
  type UpdateWarrantyInput,
  type Warranty,
  type WarrantyDocument,
  type WarrantyDocumentInput,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { FileMeta } from '../kit/files';
import type { DocData } from '../kit/store';
import { mayPlan, plannerName, type OwnedProperty, type RepairRef } from './maintenance-docs';

/** As for receipts: a new upload is accepted only while well inside the cleanup's age limit. */
export const DOCUMENT_ACCEPT_MAX_AGE_MS = ORPHAN_RECEIPT_AGE_MS / 2;

export type DocumentVerdict =
  | { ok: true; document: WarrantyDocument }
  | { ok: false; plan: Extract<Plan<never>, { kind: 'reject' }> };

const refuse = (message: string): DocumentVerdict => ({
  ok: false,
  plan: reject('invalid-argument', message, { field: 'document' }),
});

export function checkWarrantyDocument(args: {
  claimed: WarrantyDocumentInput;
  propertyId: string;
  meta: FileMeta | null;
  inUse: boolean;
  now: Date;
}): DocumentVerdict {
  const { claimed, propertyId, meta, inUse, now } = args;
  const parts = parseWarrantyDocumentPath(claimed.path);
  if (!parts || parts.propertyId !== propertyId) return refuse(W.document);
  if (!meta) return refuse(W.documentMissing);
  if (!isReceiptContentType(meta.contentType)) return refuse(W.documentType);
  if (meta.size > RECEIPT_MAX_BYTES) return refuse(W.documentTooLarge);
  if (meta.size < 1) return refuse(W.document);
  if (meta.updated && now.getTime() - meta.updated.getTime() > DOCUMENT_ACCEPT_MAX_AGE_MS)
    return refuse(W.documentExpired);
  if (inUse) return refuse(W.documentInUse);
  return {
    ok: true,
    document: {
      path: meta.path,
      name: claimed.name,
      contentType: meta.contentType,
      size: meta.size,
    },
  };
}

export interface WarrantyResult {
  id: string;
  propertyId: string;
  endDate: string;
  /** A document file no warranty points to any more: the shell deletes it after the commit. */
  releasedPath: string | null;
}

const warrantyPath = (id: string) => `${WARRANTIES_COLLECTION}/${id}`;

type FormInput = Omit<AddWarrantyInput, 'propertyId' | 'document'>;

function formFields(input: FormInput): DocData {
  return {
    item: input.item,
    provider: input.provider,
    startDate: input.startDate,
    coverage: input.coverage,
    lengthCount: input.coverage === 'length' ? input.lengthCount : null,
    lengthUnit: input.coverage === 'length' ? input.lengthUnit : null,
    endDate: warrantyEndDate(input),
    notes: input.notes,
    transferable: input.transferable,
    repairId: input.repairId,
  };
}

function repairCheck(
  repairId: string | null,
  repair: RepairRef | null | undefined,
  propertyId: string,
): Plan<never> | null {
  if (!repairId) return null;
  if (!repair || repair.propertyId !== propertyId)
    return reject('invalid-argument', M.repairMismatch, { field: 'repairId' });
  return null;
}

/** A warranty may be changed by whoever may plan its home now (owner or co-owner). */
function mayChange(
  warranty: Warranty,
  property: OwnedProperty | null,
  caller: Caller,
  now: Date,
): property is OwnedProperty {
  return (
    property !== null && property.id === warranty.propertyId && mayPlan(property, caller.uid, now)
  );
}

export function planAddWarranty(args: {
  input: AddWarrantyInput;
  caller: Caller;
  newId: string;
  now: Date;
  property: OwnedProperty | null;
  existing: number;
  repair?: RepairRef | null;
  document: DocumentVerdict | null;
}): Plan<WarrantyResult> {
  const { input, caller, newId, now, property, existing, document } = args;
  if (!property || property.deleting) return reject('not-found', M.propertyNotFound);
  // The owner or a co-owner, by the role on the home now (households, #31).
  if (!mayPlan(property, caller.uid, now)) return reject('permission-denied', M.notAllowedProperty);
  if (existing >= WARRANTIES_PER_PROPERTY_MAX) return reject('resource-exhausted', W.tooMany);
  const badRepair = repairCheck(input.repairId, args.repair, input.propertyId);
  if (badRepair) return badRepair;
  if (document && !document.ok) return document.plan;
  const fields = formFields(input);
  return apply(
    [
      {
        op: 'create',
        path: warrantyPath(newId),
        data: {
          propertyId: input.propertyId,
          // The home's owner, whoever adds it: the rules and a transfer go by it.
          ownerId: property.ownerId,
          memberIds: property.memberIds ?? [property.ownerId],
          ...fields,
          addedBy: caller.uid,
          addedByName: plannerName(property, caller),
          document: document?.ok ? document.document : null,
          createdAt: now,
          updatedAt: now,
        },
      },
    ],
    {
      id: newId,
      propertyId: input.propertyId,
      endDate: fields['endDate'] as string,
      releasedPath: null,
    },
  );
}

export function planUpdateWarranty(args: {
  input: UpdateWarrantyInput;
  caller: Caller;
  now: Date;
  warranty: Warranty | null;
  /** The warranty's home, as read in the transaction. */
  property: OwnedProperty | null;
  repair?: RepairRef | null;
  document: DocumentVerdict | null;
}): Plan<WarrantyResult> {
  const { input, caller, now, warranty, property, document } = args;
  if (!warranty) return reject('not-found', W.warrantyNotFound);
  if (!property || !mayChange(warranty, property, caller, now))
    return reject('permission-denied', W.notAllowed);
  const badRepair = repairCheck(input.repairId, args.repair, warranty.propertyId);
  if (badRepair) return badRepair;
  const data: DocData = {
    ...formFields(input),
    editedBy: { uid: caller.uid, name: plannerName(property, caller), at: now },
    updatedAt: now,
  };
  let releasedPath: string | null = null;
  if (input.document === null) {
    data['document'] = null;
    releasedPath = warranty.document?.path ?? null;
  } else if (input.document !== undefined && input.document.path !== warranty.document?.path) {
    if (!document || !document.ok) return document?.plan ?? reject('invalid-argument', W.document);
    data['document'] = document.document;
    releasedPath = warranty.document?.path ?? null;
  }
  return apply([{ op: 'update', path: warrantyPath(warranty.id), data }], {
    id: warranty.id,
    propertyId: warranty.propertyId,
    endDate: data['endDate'] as string,
    releasedPath,
  });
}

export function planDeleteWarranty(args: {
  caller: Caller;
  now: Date;
  warranty: Warranty | null;
  property: OwnedProperty | null;
}): Plan<WarrantyResult> {
  const { caller, now, warranty, property } = args;
  if (!warranty) return reject('not-found', W.warrantyNotFound);
  if (!mayChange(warranty, property, caller, now)) return reject('permission-denied', W.notAllowed);
  return apply([{ op: 'delete', path: warrantyPath(warranty.id) }], {
    id: warranty.id,
    propertyId: warranty.propertyId,
    endDate: warranty.endDate,
    releasedPath: warranty.document?.path ?? null,
  });
}

/**
 * requestValidation / cancelValidationRequest / answerValidation — the pure decisions
 * (docs/architecture.md §3).
 *
 * The owner of a repair's property (or a co-owner) names the contractor who did the work by their
 * account email. The request (`validationRequests/{repairId}`) holds a copy of the
 * facts to vouch for and nothing else of the owner's data; the repair's `validation`
 * says `requested`. Only the named contractor answers, once: validated (the repair
 * becomes `isContractorValidated`) or declined.
 *
 * One answer for "no account", "disabled" and "not a contractor" (no probing of
 * emails); the owner cannot name themselves. Someone else's repair, a missing one
 * and one whose property is being removed are all "Repair record not found".
 */
import {
  VALIDATION_MESSAGES as M,
  mayOnHome,
  normalizeEmail,
  type ValidationAnswer,
  type ValidationRequest,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import type { PropertyDoc, RepairDoc } from '../repairs/repair-docs';
import { type AccountRecord, isTrustedAccount } from '../kit/ports';
import { validationRequestPath, type ValidationRequestDoc } from './contractor-docs';

const repairPath = (id: string) => `repairs/${id}`;

/**
 * Null when the caller may edit the repair's home now — its owner or a co-owner, by the role
 * on the home as read (households, #31) — and it is not being removed. Anyone else is told
 * the repair is not found, as before.
 */
export function checkRepairOwner(
  repair: RepairDoc | null,
  property: PropertyDoc | null,
  caller: Caller,
  now: Date,
): Extract<Plan<never>, { kind: 'reject' }> | null {
  if (!repair || !property || property.deleting || property.id !== repair.propertyId)
    return reject('not-found', M.repairNotFound);
  if (!mayOnHome(property, caller.uid, 'edit', now)) return reject('not-found', M.repairNotFound);
  return null;
}

/** The facts a request carries, from the repair as it is now. */
export function requestSnapshot(repair: RepairDoc): {
  serviceType: string;
  date: string;
  description: string | null;
  costCents: number | null;
} {
  const serviceType = repair.data['serviceType'];
  return {
    serviceType: typeof serviceType === 'string' && serviceType !== '' ? serviceType : 'Other',
    date: repair.date,
    description: repair.description,
    costCents: repair.costCents,
  };
}

export interface RequestValidationResult {
  state: 'requested';
  contractorName: string;
}

export function planRequestValidation(args: {
  caller: Caller;
  now: Date;
  repair: RepairDoc | null;
  property: PropertyDoc | null;
  contractorEmail: string;
  /** The Auth account of the email (null: none). */
  account: AccountRecord | null;
  /** The contractor's business name, else name (see contractorName in contractor-docs). */
  contractorName: string;
  /** The owner's name for the contractor's list. */
  ownerName: string;
}): Plan<RequestValidationResult> {
  const { caller, now, repair, property, account, contractorName, ownerName } = args;
  const denied = checkRepairOwner(repair, property, caller, now);
  if (denied || !repair || !property) return denied ?? reject('not-found', M.repairNotFound);
  const email = normalizeEmail(args.contractorEmail);
  if ((caller.email && normalizeEmail(caller.email) === email) || account?.uid === caller.uid)
    return reject('invalid-argument', M.validateSelf, { field: 'contractorEmail' });
  if (!isTrustedAccount(account, 'contractor'))
    return reject('not-found', M.contractorNotFound, { field: 'contractorEmail' });
  if (repair.validationState === 'validated')
    return reject('failed-precondition', M.alreadyValidated);

  const request: ValidationRequest<Date> = {
    repairId: repair.id,
    propertyId: property.id,
    ownerId: property.ownerId,
    ownerName,
    contractorUid: account.uid,
    contractorEmail: account.email,
    contractorName,
    property: {
      address: property.address,
      city: property.city,
      state: property.state,
      zipCode: property.zipCode,
    },
    ...requestSnapshot(repair),
    state: 'pending',
    requestedAt: now,
    answeredAt: null,
  };
  const writes: WriteOp[] = [
    // A new request replaces any earlier one (another contractor, or one who declined).
    { op: 'set', path: validationRequestPath(repair.id), data: { ...request } },
    {
      op: 'update',
      path: repairPath(repair.id),
      data: {
        validation: {
          state: 'requested',
          contractorUid: account.uid,
          contractorName,
          contractorEmail: account.email,
          at: now,
        },
        isContractorValidated: false,
      },
    },
  ];
  return apply(writes, { state: 'requested', contractorName });
}

export function planCancelValidation(args: {
  caller: Caller;
  now: Date;
  repair: RepairDoc | null;
  property: PropertyDoc | null;
  request: ValidationRequestDoc | null;
}): Plan<{ state: 'none' }> {
  const { caller, now, repair, property, request } = args;
  const denied = checkRepairOwner(repair, property, caller, now);
  if (denied || !repair) return denied ?? reject('not-found', M.repairNotFound);
  if (repair.validationState !== 'requested' || request?.state !== 'pending')
    return reject('failed-precondition', M.noPendingRequest);
  return apply(
    [
      { op: 'delete', path: validationRequestPath(repair.id) },
      { op: 'update', path: repairPath(repair.id), data: { validation: { state: 'none' } } },
    ],
    { state: 'none' },
  );
}

export interface AnswerValidationResult {
  state: 'validated' | 'declined';
}

export function planAnswerValidation(args: {
  caller: Caller;
  now: Date;
  answer: ValidationAnswer;
  request: ValidationRequestDoc | null;
  repair: RepairDoc | null;
  /** `factsVersion` of the request as the contractor's screen showed it. */
  shownVersion: string;
  /** `factsVersion` of the request as stored now (null: no request). */
  currentVersion: string | null;
  /** The contractor's business was verified when they answered: the mark may say so. */
  businessVerified: boolean;
}): Plan<AnswerValidationResult> {
  const { caller, now, answer, request, repair } = args;
  // Another contractor's request reads as none at all.
  if (!request || request.contractorUid !== caller.uid)
    return reject('not-found', M.requestNotFound);
  if (request.state !== 'pending') return reject('failed-precondition', M.alreadyAnswered);
  const validationOf = repair?.data['validation'];
  const askedUid =
    typeof validationOf === 'object' && validationOf !== null
      ? (validationOf as Record<string, unknown>)['contractorUid']
      : undefined;
  // The repair is gone, or no longer waiting for this contractor (e.g. cancelled and re-asked).
  if (!repair || repair.validationState !== 'requested' || askedUid !== caller.uid)
    return reject('not-found', M.requestNotFound);
  // The owner edited the facts after the contractor's screen showed them.
  if (args.currentVersion !== args.shownVersion)
    return reject('failed-precondition', M.changedWhileLooking, { reason: 'changed' });

  const state = answer === 'validate' ? 'validated' : 'declined';
  const writes: WriteOp[] = [
    {
      op: 'update',
      path: validationRequestPath(request.id),
      data: { state, answeredAt: now },
    },
    {
      op: 'update',
      path: repairPath(repair.id),
      data: {
        validation: {
          state,
          contractorUid: caller.uid,
          contractorName: request.contractorName,
          businessVerified: state === 'validated' && args.businessVerified,
          at: now,
        },
        isContractorValidated: state === 'validated',
      },
    },
  ];
  return apply(writes, { state });
}

/**
 * addProperty — the pure decision (docs/architecture.md §3). Given the validated form,
 * the caller and every existing claim on the same home (address key), say what to
 * write: the new property (verified, or disputed when another owner claims the same
 * home) and the updated claims index. A newcomer never changes anyone else's property
 * (docs/architecture.md §2 "disputes"): the holder gets a dispute notice instead, and
 * resolves it by transferring the home or keeping it. The same owner adding the same
 * home again is refused, not duplicated.
 */
import {
  PROPERTIES_COLLECTION,
  PROPERTY_MESSAGES,
  QUOTAS,
  QUOTA_MESSAGES,
  addressClaimsPath,
  disputeDeadline,
  disputePath,
  normalizeAddressKey,
  type Dispute,
  type AddPropertyInput,
  type AddressClaims,
  type Property,
  type VerificationStatus,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { WriteOp } from '../kit/store';

export interface ExistingClaim {
  propertyId: string;
  ownerId: string;
  verificationStatus: string;
}

export interface AddPropertyResult {
  id: string;
  verificationStatus: VerificationStatus;
}

export function planAddProperty(args: {
  input: AddPropertyInput;
  caller: Caller;
  newId: string;
  now: Date;
  /** The claims index document for this address key, or null when nobody claims it yet. */
  claims: AddressClaims | null;
  /** The properties the index lists (as read in the same transaction). */
  existing: readonly ExistingClaim[];
  /** How many properties the caller owns now (counted up to the quota; default 0). */
  owned?: number;
  /** The caller's name from their profile (never the token's), shown to people they share with. */
  ownerName?: string | null;
}): Plan<AddPropertyResult> {
  const { input, caller, newId, now, existing } = args;
  const addressKey = normalizeAddressKey(input);
  if (existing.some((claim) => claim.ownerId === caller.uid)) {
    return reject('already-exists', PROPERTY_MESSAGES.alreadyAdded);
  }
  if ((args.owned ?? 0) >= QUOTAS.propertiesPerAccount)
    return reject('resource-exhausted', QUOTA_MESSAGES.properties, {
      reason: 'quota',
      quota: 'properties',
    });
  const others = existing.filter((claim) => claim.ownerId !== caller.uid);
  // A throwaway account must not be able to put a notice on someone's home (#33).
  if (others.length > 0 && !caller.emailVerified)
    return reject('permission-denied', PROPERTY_MESSAGES.verifyToClaim, {
      reason: 'email-not-verified',
    });
  const status: VerificationStatus = others.length > 0 ? 'disputed' : 'verified';

  const property: Property<Date> = {
    ownerId: caller.uid,
    ownerName: args.ownerName ?? null,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    addressKey,
    location: input.location,
    placeId: input.placeId,
    verificationStatus: status,
    photo: null,
    viewerIds: [caller.uid],
    repairCount: 0,
    lastRepairDate: null,
    totalSpentCents: null,
    createdAt: now,
    updatedAt: now,
  };
  const writes: WriteOp[] = [
    { op: 'create', path: `${PROPERTIES_COLLECTION}/${newId}`, data: { ...property } },
  ];
  // The notice goes to the holder of the verified claim (else the first claim listed).
  const holder = others.find((claim) => claim.verificationStatus === 'verified') ?? others[0];
  if (holder) {
    const dispute: Dispute<Date> = {
      addressKey,
      property: {
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
      },
      holderUid: holder.ownerId,
      holderPropertyId: holder.propertyId,
      newcomerUid: caller.uid,
      newcomerPropertyId: newId,
      state: 'open',
      createdAt: now,
      deadline: disputeDeadline(now),
      answeredAt: null,
      transferId: null,
    };
    writes.push({ op: 'create', path: disputePath(newId), data: { ...dispute } });
  }
  const index: AddressClaims = {
    addressKey,
    claims: {
      ...Object.fromEntries(existing.map((c) => [c.propertyId, c.ownerId])),
      [newId]: caller.uid,
    },
  };
  writes.push({ op: 'set', path: addressClaimsPath(addressKey), data: { ...index } });
  return apply(writes, { id: newId, verificationStatus: status });
}

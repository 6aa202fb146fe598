/**
 * addProperty — the pure decision (docs/architecture.md §3). Given the validated form,
 * the caller and every existing claim on the same home (address key), say what to
 * write: the new property (verified, or disputed when another owner claims the same
 * home — and then every other claim becomes disputed too) and the updated claims
 * index. The same owner adding the same home again is refused, not duplicated.
 */
import {
  PROPERTIES_COLLECTION,
  PROPERTY_MESSAGES,
  QUOTAS,
  QUOTA_MESSAGES,
  addressClaimsPath,
  normalizeAddressKey,
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
  for (const claim of others) {
    if (claim.verificationStatus !== 'disputed') {
      writes.push({
        op: 'update',
        path: `${PROPERTIES_COLLECTION}/${claim.propertyId}`,
        data: { verificationStatus: 'disputed', updatedAt: now },
      });
    }
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

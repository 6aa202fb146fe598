/**
 * Sharing a property with a realtor: the `shareProperty` / `unshareProperty`
 * callables (functions/src/sharing) and the owner's live list of shares
 * (`properties/{propertyId}/shares`, declared in ./queries.ts). Callables reject with the
 * SDK's error: show it through `callableFailure` (lib/firebase/callable.ts).
 */
import {
  callableClientTimeoutMs,
  type ShareInput,
  type SharePropertyResult,
  type UnshareInput,
  type UnsharePropertyResult,
} from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { ShareRow } from '../share-panel';
import { propertySharesQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import { dayOf } from '@/lib/data/fields';

// A property with many repairs is shared in several batches: the client waits longer
// than the server may run (callableClientTimeoutMs).
export async function shareProperty(input: ShareInput): Promise<SharePropertyResult> {
  return callFunctionLazily('shareProperty', input, {
    timeout: callableClientTimeoutMs('shareProperty'),
  });
}

export async function unshareProperty(input: UnshareInput): Promise<UnsharePropertyResult> {
  return callFunctionLazily('unshareProperty', input, {
    timeout: callableClientTimeoutMs('unshareProperty'),
  });
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toShareRow(id: string, data: Record<string, unknown>): ShareRow {
  const email = str(data.email);
  return {
    realtorUid: id,
    name: str(data.name).trim() || email || 'Realtor',
    email,
    businessName: str(data.businessName).trim(),
    sharedOn: dayOf(data.sharedAt),
  };
}

/** The realtors this (owned) property is shared with, oldest share first, live. */
export function usePropertyShares(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(propertySharesQuery, uid, toShareRow, { propertyId });
}

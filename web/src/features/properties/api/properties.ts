/** Callable wrappers for the property pages (the server side lives in functions/). */
import { callableClientTimeoutMs } from '@homeledger/domain';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

/**
 * Removes a property the caller owns, with its repairs, shares and files
 * (`deleteProperty` callable); `consent` when the home has co-owners who must agree first
 * (nothing was removed yet). Rejects with the callable's error: show it through
 * `callableFailure` (lib/firebase/callable.ts).
 */
export async function deleteProperty(propertyId: string): Promise<{ consent?: boolean }> {
  // A home with thousands of repairs and files takes a while: wait as long as the server may run.
  return callFunctionLazily(
    'deleteProperty',
    { propertyId },
    { timeout: callableClientTimeoutMs('deleteProperty') },
  );
}

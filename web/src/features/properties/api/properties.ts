/** Callable wrappers for the property pages (the server side lives in functions/). */
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

/**
 * Removes a property the caller owns, with its repairs, shares and files
 * (`deleteProperty` callable). Rejects with the callable's error: show it through
 * `callableFailure` (lib/firebase/callable.ts).
 */
export async function deleteProperty(propertyId: string): Promise<void> {
  await callFunctionLazily('deleteProperty', { propertyId });
}

/** Callable wrappers for the property pages (the server side lives in functions/). */

/**
 * Removes a property the caller owns, with its repairs, shares and files
 * (`deleteProperty` callable). Rejects with the callable's error: show it through
 * `callableFailure` (lib/firebase/callable.ts).
 */
export async function deleteProperty(propertyId: string): Promise<void> {
  const { callFunction } = await import('@/lib/firebase/functions');
  await callFunction<{ propertyId: string }, unknown>('deleteProperty', { propertyId });
}

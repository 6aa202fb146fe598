import type { HttpsCallableOptions } from 'firebase/functions';
import type { CallableName, CallableRequest, CallableResponse } from '@homeledger/domain';

/**
 * `callFunction` (./functions), with the Functions SDK fetched on the first call rather
 * than with the page: for callables a page may never make (public pages, an action in
 * a panel), so its first load stays lighter. Typed by the callable contract, as `callFunction`.
 * Rejects with the SDK's FunctionsError.
 */
export async function callFunctionLazily<N extends CallableName>(
  name: N,
  data: CallableRequest<N>,
  options?: HttpsCallableOptions,
): Promise<CallableResponse<N>> {
  const { callFunction } = await import('./functions');
  return callFunction(name, data, options);
}

import type { HttpsCallableOptions } from 'firebase/functions';

/**
 * `callFunction` (./functions), with the Functions SDK fetched on the first call rather
 * than with the page: for callables a page may never make (public pages, an action in
 * a panel), so its first load stays lighter. Rejects with the SDK's FunctionsError.
 */
export async function callFunctionLazily<Req, Res>(
  name: string,
  data: Req,
  options?: HttpsCallableOptions,
): Promise<Res> {
  const { callFunction } = await import('./functions');
  return callFunction<Req, Res>(name, data, options);
}

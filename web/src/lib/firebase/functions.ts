import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
  type HttpsCallableOptions,
} from 'firebase/functions';
import {
  isPublicCallable,
  type CallableName,
  type CallableRequest,
  type CallableResponse,
} from '@homeledger/domain';
import { firebaseApp } from './app';
import { ensureAppCheck } from './app-check';
import { emulatorHost, emulatorPorts, functionsRegion, useEmulators } from './config';

let instance: Functions | undefined;

export function firebaseFunctions(): Functions {
  if (!instance) {
    ensureAppCheck();
    instance = getFunctions(firebaseApp(), functionsRegion);
    if (useEmulators) connectFunctionsEmulator(instance, emulatorHost, emulatorPorts.functions);
  }
  return instance;
}

/**
 * Calls a callable function by name and returns its data, both typed by the callable
 * contract (`@homeledger/domain` callables/contract.ts): an unknown name or a payload
 * the function's schema would not take fails to compile. On failure it rejects
 * with the SDK's FunctionsError: turn that into what to show with
 * `callableFailure` (./callable). `options.timeout` is in milliseconds (SDK default 70 s).
 */
export async function callFunction<N extends CallableName>(
  name: N,
  data: CallableRequest<N>,
  options?: HttpsCallableOptions,
): Promise<CallableResponse<N>> {
  // A public callable consumes its App Check token: ask for a single-use one (#33).
  const callOptions = isPublicCallable(name)
    ? { ...options, limitedUseAppCheckTokens: true }
    : options;
  const result = await httpsCallable<CallableRequest<N>, CallableResponse<N>>(
    firebaseFunctions(),
    name,
    callOptions,
  )(data);
  return result.data;
}

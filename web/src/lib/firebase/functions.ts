import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
  type HttpsCallableOptions,
} from 'firebase/functions';
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
 * Calls a callable function by name and returns its data. On failure it rejects
 * with the SDK's FunctionsError: turn that into what to show with
 * `callableFailure` (./callable). `options.timeout` is in milliseconds (SDK default 70 s).
 */
export async function callFunction<Req, Res>(
  name: string,
  data: Req,
  options?: HttpsCallableOptions,
): Promise<Res> {
  const result = await httpsCallable<Req, Res>(firebaseFunctions(), name, options)(data);
  return result.data;
}

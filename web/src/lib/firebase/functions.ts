import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { firebaseApp } from './app';
import { emulatorHost, emulatorPorts, functionsRegion, useEmulators } from './config';

let instance: Functions | undefined;

export function firebaseFunctions(): Functions {
  if (!instance) {
    instance = getFunctions(firebaseApp(), functionsRegion);
    if (useEmulators) connectFunctionsEmulator(instance, emulatorHost, emulatorPorts.functions);
  }
  return instance;
}

/** Calls a callable function by name and returns its data. */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const result = await httpsCallable<Req, Res>(firebaseFunctions(), name)(data);
  return result.data;
}

/**
 * When Add Repair keeps a repair for later instead of reporting a failure: the device is
 * offline (lib/pwa/network.ts), or the upload / callable failed the way a lost connection fails.
 * A refusal the server put in words is never queued: it would fail again later.
 */
import { callableFailure } from '@/lib/firebase/callable';

/** A failed receipt upload (its Storage code) that means "no connection". */
export function uploadWentOffline(code: string | null): boolean {
  // Not navigator.onLine: it can say offline on a machine that is not (see lib/pwa/network.ts).
  return code === 'storage/retry-limit-exceeded';
}

/** A failed addRepair that means "no connection" (the SDK's bare 'internal' is a failed fetch). */
export function callWentOffline(error: unknown): boolean {
  const { code } = callableFailure(error);
  if (code === 'unavailable' || code === 'deadline-exceeded') return true;
  const message = (error as { message?: unknown } | null)?.message;
  return code === 'internal' && (message === 'internal' || message === 'Failed to fetch');
}

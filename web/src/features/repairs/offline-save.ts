/**
 * When Add Repair keeps a repair for later instead of reporting a failure: the browser
 * says it is offline, or the upload / callable failed the way a lost connection fails.
 * A refusal the server put in words is never queued: it would fail again later.
 */
import { callableFailure } from '@/lib/firebase/callable';

export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Whether to keep a repair for later before even trying to send it: the browser says it is
 * offline AND the network agrees. Some machines report offline while they are not (a
 * container or VM without a default route: Chromium then says offline for good), and a
 * repair saved "offline" there would wait for the outbox instead of being added now. The
 * probe is a reserved Hosting path the service worker never answers, so only the network
 * does; any answer at all means we are online.
 */
export async function reallyOffline(probeMs = 3000): Promise<boolean> {
  if (!browserOffline()) return false;
  try {
    await fetch('/__/firebase/init.json', {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(probeMs),
    });
    return false;
  } catch {
    return true;
  }
}

/** A failed receipt upload (its Storage code) that means "no connection". */
export function uploadWentOffline(code: string | null): boolean {
  // Not navigator.onLine: it can say offline on a machine that is not (see reallyOffline).
  return code === 'storage/retry-limit-exceeded';
}

/** A failed addRepair that means "no connection" (the SDK's bare 'internal' is a failed fetch). */
export function callWentOffline(error: unknown): boolean {
  const { code } = callableFailure(error);
  if (code === 'unavailable' || code === 'deadline-exceeded') return true;
  const message = (error as { message?: unknown } | null)?.message;
  return code === 'internal' && (message === 'internal' || message === 'Failed to fetch');
}

/**
 * The browser Maps JavaScript API key, from the `mapsConfig` callable (a separate,
 * referrer-restricted key; never in the bundle). `null`: no key is configured.
 * Asked once per session: a successful answer is kept, a failure is retried next time.
 */

interface MapsConfigResponse {
  apiKey: string | null;
}

const MAPS_CONFIG_TIMEOUT_MS = 10_000;

let cached: Promise<string | null> | undefined;

export function fetchMapsApiKey(): Promise<string | null> {
  cached ??= (async () => {
    const { callFunction } = await import('../../../lib/firebase/functions');
    const result = await callFunction<Record<string, never>, MapsConfigResponse>(
      'mapsConfig',
      {},
      // The map area should not spin for the SDK's default 70 s when the server is unreachable.
      { timeout: MAPS_CONFIG_TIMEOUT_MS },
    );
    return typeof result?.apiKey === 'string' && result.apiKey.trim() !== '' ? result.apiKey : null;
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

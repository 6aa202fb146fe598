/**
 * The browser Maps JavaScript API key, from the `mapsConfig` callable (a separate,
 * referrer-restricted key; never in the bundle). `null`: no key is configured.
 * Asked once per session: a successful answer is kept, a failure is retried next time.
 */

interface MapsConfigResponse {
  apiKey: string | null;
}

let cached: Promise<string | null> | undefined;

export function fetchMapsApiKey(): Promise<string | null> {
  cached ??= (async () => {
    const { callFunction } = await import('../../../lib/firebase/functions');
    const result = await callFunction<Record<string, never>, MapsConfigResponse>('mapsConfig', {});
    return typeof result?.apiKey === 'string' && result.apiKey.trim() !== '' ? result.apiKey : null;
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

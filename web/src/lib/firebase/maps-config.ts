/**
 * The browser Maps JavaScript API key, from the `mapsConfig` callable (a separate,
 * referrer-restricted key; never in the bundle). `null`: no key is configured.
 * Asked once per session: a successful answer is kept, a failure is retried next time.
 */
import { useEffect, useState } from 'react';
import type { Loadable } from '../data/loadable';

const MAPS_CONFIG_TIMEOUT_MS = 10_000;

let cached: Promise<string | null> | undefined;

export function fetchMapsApiKey(): Promise<string | null> {
  cached ??= (async () => {
    const { callFunction } = await import('./functions');
    const result = await callFunction(
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

/**
 * The browser Maps key as a screen needs it (`ready(null)`: not configured), asked only
 * while `enabled` (no point without coordinates to show). The property page shows a
 * failure; the dashboard's cards fall back to their placeholder.
 */
export function useMapsApiKey(enabled: boolean): Loadable<string | null> {
  const [answer, setAnswer] = useState<Loadable<string | null> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchMapsApiKey().then(
      (apiKey) => {
        if (live) setAnswer({ status: 'ready', data: apiKey });
      },
      (error: unknown) => {
        console.error('Loading the Maps configuration failed', error);
        if (live) setAnswer({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return answer ?? { status: 'loading' };
}

/**
 * A Maps Static API image of a location (zoom 15, one marker): the dashboard cards
 * show it for a property without a photo. Same browser key as the interactive map.
 */
export function staticMapUrl(
  location: { lat: number; lng: number },
  apiKey: string,
  size: { width: number; height: number } = { width: 640, height: 320 },
): string {
  const at = `${location.lat.toFixed(6)},${location.lng.toFixed(6)}`;
  const params = new URLSearchParams({
    center: at,
    zoom: '15',
    size: `${size.width}x${size.height}`,
    scale: '2',
    markers: at,
    key: apiKey,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}

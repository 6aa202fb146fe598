/**
 * Chooses what the map area shows: the spec's "Unable to load map" messages when
 * there are no coordinates, no key or no service, else the Google map, loaded on
 * demand (dynamic import) and fenced by an error boundary so a map failure never
 * takes the page with it. Every state keeps the same reserved height.
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { Loadable } from '@/lib/data/loadable';
import { MapLoading, MapUnavailable } from './property-map-frame';
import { MAP_COPY } from './properties-copy';

const PropertyMap = lazy(async () => ({ default: (await import('./property-map')).PropertyMap }));

export interface PropertyMapSectionProps {
  /** Stored when the property was added; null when it was typed without a suggestion. */
  location: { lat: number; lng: number } | null;
  address: string;
  /** The browser key (`ready(null)`: not configured). Not consulted without a location. */
  apiKey: Loadable<string | null>;
}

export function PropertyMapSection({ location, address, apiKey }: PropertyMapSectionProps) {
  if (!location) return <MapUnavailable message={MAP_COPY.noLocation} />;
  if (apiKey.status === 'loading') return <MapLoading />;
  if (apiKey.status === 'error') return <MapUnavailable message={MAP_COPY.serviceFailed} />;
  if (!apiKey.data) return <MapUnavailable message={MAP_COPY.noKey} />;
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapLoading />}>
        <PropertyMap apiKey={apiKey.data} location={location} address={address} />
      </Suspense>
    </MapErrorBoundary>
  );
}

interface BoundaryState {
  error: unknown;
}

/**
 * A failure to load the map's code (offline: the chunk cannot be fetched) reads as
 * "Failed to load map service."; any other render error as "Error displaying map."
 */
export class MapErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('Unknown map error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The property map failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <MapUnavailable
        message={isChunkLoadError(error) ? MAP_COPY.serviceFailed : MAP_COPY.renderError}
      />
    );
  }
}

/** A dynamic import that could not be fetched (Vite/Chromium/Firefox/Safari wordings). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

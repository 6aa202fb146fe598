import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, LOADING, ready } from '@/lib/data/loadable';
import { MAP_ZOOM } from './property-map-frame';
import { MapErrorBoundary, PropertyMapSection } from './property-map-section';
import { MAP_COPY } from './properties-copy';

/** What the fake @vis.gl/react-google-maps reports and received. */
const google = vi.hoisted(() => ({
  status: 'LOADED' as string,
  providerKey: '' as string,
  mapProps: null as Record<string, unknown> | null,
  markerProps: null as Record<string, unknown> | null,
  throwOnRender: false,
}));

vi.mock('@vis.gl/react-google-maps', () => ({
  APILoadingStatus: {
    NOT_LOADED: 'NOT_LOADED',
    LOADING: 'LOADING',
    LOADED: 'LOADED',
    FAILED: 'FAILED',
    AUTH_FAILURE: 'AUTH_FAILURE',
  },
  APIProvider: ({ apiKey, children }: { apiKey: string; children: ReactNode }) => {
    google.providerKey = apiKey;
    return <>{children}</>;
  },
  useApiLoadingStatus: () => google.status,
  Map: ({ children, ...props }: { children: ReactNode } & Record<string, unknown>) => {
    if (google.throwOnRender) throw new Error('map exploded');
    google.mapProps = props;
    return <div data-testid="google-map">{children}</div>;
  },
  Marker: (props: Record<string, unknown>) => {
    google.markerProps = props;
    return <span data-testid="google-marker" />;
  },
}));

const location = { lat: 39.7817, lng: -89.6501 };
const address = '12 Oak Lane';

beforeEach(() => {
  google.status = 'LOADED';
  google.providerKey = '';
  google.mapProps = null;
  google.markerProps = null;
  google.throwOnRender = false;
});
afterEach(() => vi.restoreAllMocks());

function expectUnavailable(message: string) {
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Unable to load map');
  expect(status).toHaveTextContent(message);
}

describe('PropertyMapSection', () => {
  it('says the coordinates are missing, without asking for a key', () => {
    render(<PropertyMapSection location={null} address={address} apiKey={LOADING} />);
    expectUnavailable(MAP_COPY.noLocation);
    expect(MAP_COPY.noLocation).toBe('Location coordinates not found.');
  });

  it('shows a spinner while the key loads', () => {
    render(<PropertyMapSection location={location} address={address} apiKey={LOADING} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading map');
  });

  it('says the key is not available when none is configured', () => {
    render(<PropertyMapSection location={location} address={address} apiKey={ready(null)} />);
    expectUnavailable('Error loading map. API key not available.');
  });

  it('says the service failed when the key cannot be fetched (offline)', () => {
    render(
      <PropertyMapSection
        location={location}
        address={address}
        apiKey={failed(new Error('unavailable'))}
      />,
    );
    expectUnavailable('Failed to load map service.');
  });

  it('draws the map at zoom 15 with a marker at the stored location', async () => {
    render(<PropertyMapSection location={location} address={address} apiKey={ready('key-1')} />);
    expect(await screen.findByTestId('google-marker')).toBeInTheDocument();
    expect(google.providerKey).toBe('key-1');
    expect(google.mapProps).toMatchObject({ defaultCenter: location, defaultZoom: MAP_ZOOM });
    expect(MAP_ZOOM).toBe(15);
    expect(google.markerProps).toMatchObject({ position: location, title: address });
    expect(screen.getByRole('region', { name: 'Map of 12 Oak Lane' })).toBeInTheDocument();
  });

  it('waits for the script before drawing', async () => {
    google.status = 'LOADING';
    render(<PropertyMapSection location={location} address={address} apiKey={ready('key-1')} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading map');
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  });

  it('says the service failed when the script cannot load', async () => {
    google.status = 'FAILED';
    render(<PropertyMapSection location={location} address={address} apiKey={ready('key-1')} />);
    expect(await screen.findByText('Failed to load map service.')).toBeInTheDocument();
    expectUnavailable(MAP_COPY.serviceFailed);
  });

  it('says the service had an error when the key is refused', async () => {
    google.status = 'AUTH_FAILURE';
    render(<PropertyMapSection location={location} address={address} apiKey={ready('bad')} />);
    expect(await screen.findByText('Error loading map service.')).toBeInTheDocument();
  });

  it('contains a render error to the map area', async () => {
    google.throwOnRender = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <PropertyMapSection location={location} address={address} apiKey={ready('key-1')} />
        <p>rest of the page</p>
      </>,
    );
    expect(await screen.findByText('Error displaying map. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });
});

describe('MapErrorBoundary', () => {
  function Chunk({ message }: { message: string }): ReactNode {
    throw new TypeError(message);
  }

  it('reads a failed code download as a service failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MapErrorBoundary>
        <Chunk message="Failed to fetch dynamically imported module: /assets/property-map.js" />
      </MapErrorBoundary>,
    );
    expectUnavailable(MAP_COPY.serviceFailed);
  });
});

/**
 * The property's map (spec: zoom 15 with a marker), drawn with the Google Maps
 * JavaScript API through @vis.gl/react-google-maps. Loaded lazily by
 * property-map-section.tsx, so neither this library nor Google's script is part of
 * any other page. Coordinates come from the property document: no geocoding here.
 */
import {
  APIProvider,
  APILoadingStatus,
  Map,
  Marker,
  useApiLoadingStatus,
} from '@vis.gl/react-google-maps';
import { css } from 'styled-system/css';
import { Spinner } from '@/components/ui';
import { MAP_ZOOM, MapFrame, MapUnavailable } from './property-map-frame';
import { MAP_COPY } from './properties-copy';

export interface PropertyMapProps {
  /** The browser (referrer-restricted) Maps key. */
  apiKey: string;
  location: { lat: number; lng: number };
  /** The property's address: the marker's title and the map's accessible name. */
  address: string;
}

export function PropertyMap({ apiKey, location, address }: PropertyMapProps) {
  return (
    <APIProvider
      apiKey={apiKey}
      onError={(error) => console.error('Google Maps failed to load', error)}
    >
      <MapBody location={location} address={address} />
    </APIProvider>
  );
}

function MapBody({ location, address }: Omit<PropertyMapProps, 'apiKey'>) {
  const status = useApiLoadingStatus();
  // Script blocked, offline, or Google unreachable.
  if (status === APILoadingStatus.FAILED)
    return <MapUnavailable message={MAP_COPY.serviceFailed} />;
  // The key was refused (wrong key, referrer not allowed, billing off).
  if (status === APILoadingStatus.AUTH_FAILURE)
    return <MapUnavailable message={MAP_COPY.serviceError} />;
  const loaded = status === APILoadingStatus.LOADED;
  return (
    <MapFrame label={`Map of ${address}`}>
      {loaded ? (
        <Map
          className={css({ position: 'absolute', inset: '0' })}
          defaultCenter={location}
          defaultZoom={MAP_ZOOM}
          gestureHandling="cooperative"
          clickableIcons={false}
          streetViewControl={false}
          mapTypeControl={false}
        >
          <Marker position={location} title={address} />
        </Map>
      ) : (
        <div
          className={css({
            position: 'absolute',
            inset: '0',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          })}
        >
          <Spinner label="Loading map" />
        </div>
      )}
    </MapFrame>
  );
}

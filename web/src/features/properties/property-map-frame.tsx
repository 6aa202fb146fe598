/**
 * The property map's frame and its non-map states. No Google Maps import: the
 * screen, the catalogue and the container use these; only property-map.tsx loads
 * the Maps JavaScript API (lazily).
 */
import { MapPin, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Spinner } from '@/components/ui';
import { MAP_COPY } from './properties-copy';

/** Map zoom (spec §9). */
export const MAP_ZOOM = 15;

/** The reserved map area: the same height in every state, so nothing shifts when it loads. */
export const mapFrameClass = css({
  position: 'relative',
  h: { base: '56', md: '72' },
  w: 'full',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.muted',
  overflow: 'hidden',
});

export function MapFrame({
  children,
  label,
  className,
}: {
  children: ReactNode;
  /** Accessible name of the map region. */
  label?: string;
  className?: string;
}) {
  return (
    <div
      className={cx(mapFrameClass, className)}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}

const centred = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  p: '6',
  textAlign: 'center',
  color: 'fg.muted',
});

/** "Unable to load map" with one of the spec's messages. Never blocks the rest of the page. */
export function MapUnavailable({ message }: { message: string }) {
  return (
    <MapFrame>
      <div className={centred} role="status">
        <MapPinOff aria-hidden="true" size={32} strokeWidth={1.5} />
        <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{MAP_COPY.heading}</p>
        <p className={css({ fontSize: 'sm' })}>{message}</p>
      </div>
    </MapFrame>
  );
}

/** While the key or the Maps script loads. */
export function MapLoading() {
  return (
    <MapFrame>
      <div className={centred}>
        <Spinner label="Loading map" />
      </div>
    </MapFrame>
  );
}

/**
 * A static stand-in for the map (the catalogue never loads Google Maps): a street
 * grid with the marker in the middle, labelled with the coordinates it stands for.
 */
export function StaticMapPlaceholder({
  location,
  address,
}: {
  location: { lat: number; lng: number };
  address: string;
}) {
  return (
    <MapFrame label={`Map of ${address}`}>
      <div
        aria-hidden="true"
        className={css({
          position: 'absolute',
          inset: '0',
          bgImage:
            'linear-gradient(var(--colors-border-default) 2px, transparent 2px), linear-gradient(90deg, var(--colors-border-default) 2px, transparent 2px)',
          bgSize: '64px 64px',
          bgPosition: 'center',
        })}
      />
      <div className={centred}>
        <MapPin
          aria-hidden="true"
          size={40}
          className={css({ color: 'danger.default', fill: 'bg.default' })}
        />
        <p
          className={css({
            fontSize: 'xs',
            bg: 'bg.default',
            px: '2',
            py: '0.5',
            borderRadius: 'l1',
            fontVariantNumeric: 'tabular-nums',
          })}
        >
          {location.lat.toFixed(5)}, {location.lng.toFixed(5)} · zoom {MAP_ZOOM}
        </p>
      </div>
    </MapFrame>
  );
}

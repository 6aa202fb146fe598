/**
 * A dashboard card's picture, in the container only (it reads Storage and the Maps
 * key): the property's photo, else a static map of its stored location, else nothing
 * (the card shows its neutral placeholder).
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { staticMapUrl } from '@/lib/firebase/maps-config';
import { useStorageImage } from '@/lib/firebase/storage-image';
import type { DashboardProperty } from './dashboard-types';

export function CardMedia({
  property,
  mapsKey,
}: {
  property: DashboardProperty;
  mapsKey: string | null;
}) {
  const photo = useStorageImage(property.photoPath);
  const [mapFailed, setMapFailed] = useState(false);
  if (photo.status === 'ready') return <img src={photo.url} alt="" className={fill} />;
  if (property.location && mapsKey && !mapFailed && photo.status !== 'loading') {
    return (
      <img
        src={staticMapUrl(property.location, mapsKey, { width: 400, height: 160 })}
        alt=""
        loading="lazy"
        className={fill}
        onError={() => setMapFailed(true)}
      />
    );
  }
  return null;
}

const fill = css({ w: 'full', h: 'full', objectFit: 'cover' });

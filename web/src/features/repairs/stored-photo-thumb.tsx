/**
 * A photo of the work already on the repair, as a thumbnail in Edit Repair's photos field:
 * read from Storage under the rules (an object URL, kept for the session and revoked at
 * sign-out by lib/firebase/storage-image.ts), a spinner meanwhile, a word when unreadable.
 */
import { css } from 'styled-system/css';
import { Spinner } from '@/components/ui';
import { useRepairPhotoUrls } from './api/repair-photos';
import { PHOTOS_COPY } from './repair-copy';

export function StoredPhotoThumb({ path, alt }: { path: string; alt: string }) {
  const url = useRepairPhotoUrls([path])[path];
  if (url?.status === 'ready')
    return (
      <img
        src={url.data}
        alt={alt}
        className={css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' })}
      />
    );
  if (url?.status === 'error')
    return (
      <span className={css({ fontSize: 'xs', color: 'fg.muted', p: '2' })}>
        {PHOTOS_COPY.unavailable}
      </span>
    );
  return <Spinner size="sm" label={alt} />;
}

export const renderStoredPhoto = (path: string, alt: string) => (
  <StoredPhotoThumb path={path} alt={alt} />
);

/**
 * Shows a private Storage file (a property photo, a receipt): read with getBlob, so the
 * storage rules decide who sees it (a download URL carries a token that lets anyone who
 * has it read the file), then shown or opened through an object URL (`blob:`). One
 * read per path per session, shared by every component.
 */
import { getBlob, ref } from 'firebase/storage';
import { useEffect, useState } from 'react';
import { firebaseStorage } from './storage';

const cache = new Map<string, Promise<string>>();

/** A `blob:` URL of the private file at `path` (rejects when the rules do not allow reading it). */
export function storageObjectUrl(path: string): Promise<string> {
  return storageImageUrl(path);
}

export function storageImageUrl(path: string): Promise<string> {
  let url = cache.get(path);
  if (!url) {
    url = getBlob(ref(firebaseStorage(), path)).then((blob) => URL.createObjectURL(blob));
    url.catch(() => cache.delete(path));
    cache.set(path, url);
  }
  return url;
}

export type StorageImage =
  { status: 'none' | 'loading' | 'error' } | { status: 'ready'; url: string };

/** The object URL of the image at `path` (null/undefined: no image). */
export function useStorageImage(path: string | null | undefined): StorageImage {
  const [state, setState] = useState<{ path: string; image: StorageImage } | null>(null);
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    storageImageUrl(path).then(
      (url) => !cancelled && setState({ path, image: { status: 'ready', url } }),
      (error: unknown) => {
        console.error('Could not load the image', path, error);
        if (!cancelled) setState({ path, image: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path]);
  if (!path) return { status: 'none' };
  return state?.path === path ? state.image : { status: 'loading' };
}

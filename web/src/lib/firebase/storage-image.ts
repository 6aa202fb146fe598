/**
 * Shows a private Storage file (a property photo, a receipt): read with getBlob, so the
 * storage rules decide who sees it (a download URL carries a token that lets anyone who
 * has it read the file), then shown or opened through an object URL (`blob:`). One
 * read per path per session, shared by every component.
 */
import { getBlob, ref } from 'firebase/storage';
import { useEffect, useState } from 'react';
import { forgetOnSignOut } from '../auth/sign-out-cleanup';
import { LOADING, type Loadable } from '../data/loadable';
import { firebaseStorage } from './storage';

const cache = new Map<string, Promise<string>>();

// The files are the account's: the next person at this computer must not reach them.
forgetOnSignOut(async () => {
  const urls = [...cache.values()];
  cache.clear();
  for (const url of await Promise.allSettled(urls))
    if (url.status === 'fulfilled') URL.revokeObjectURL(url.value);
});

/** A `blob:` URL of the private file at `path` (rejects when the rules do not allow reading it). */
export function storageObjectUrl(path: string): Promise<string> {
  let url = cache.get(path);
  if (!url) {
    url = getBlob(ref(firebaseStorage(), path)).then((blob) => URL.createObjectURL(blob));
    url.catch(() => cache.delete(path));
    cache.set(path, url);
  }
  return url;
}

/**
 * The object URLs of several files, by path: loading until Storage answers, then the
 * URL or the error. Each path is asked for once while the component lives (an answer
 * arriving after unmount is dropped).
 */
export function useStorageObjectUrls(
  paths: readonly string[],
): Readonly<Record<string, Loadable<string>>> {
  const [answers, setAnswers] = useState<Readonly<Record<string, Loadable<string>>>>({});
  const key = [...new Set(paths)].sort().join('\n');
  useEffect(() => {
    let live = true;
    for (const path of key === '' ? [] : key.split('\n')) {
      storageObjectUrl(path).then(
        (url) => live && setAnswers((now) => ({ ...now, [path]: { status: 'ready', data: url } })),
        (error: unknown) => {
          console.error('Could not read the file', path, error);
          if (live) setAnswers((now) => ({ ...now, [path]: { status: 'error', error } }));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [key]);
  const byPath: Record<string, Loadable<string>> = {};
  for (const path of paths) byPath[path] = answers[path] ?? LOADING;
  return byPath;
}

/** The object URL of one file; null when there is no file. */
export function useStorageObjectUrl(path: string | null | undefined): Loadable<string> | null {
  const urls = useStorageObjectUrls(path ? [path] : []);
  return path ? (urls[path] ?? LOADING) : null;
}

export type StorageImage =
  { status: 'none' | 'loading' | 'error' } | { status: 'ready'; url: string };

/** The object URL of the image at `path` (null/undefined: no image). */
export function useStorageImage(path: string | null | undefined): StorageImage {
  const url = useStorageObjectUrl(path);
  if (!url) return { status: 'none' };
  return url.status === 'ready' ? { status: 'ready', url: url.data } : { status: url.status };
}

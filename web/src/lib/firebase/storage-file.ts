/**
 * Opening or downloading one private Storage file when the person asks for it.
 *
 * - A receipt or a warranty document (≤ 10 MB, storage.rules) opens in a tab: read under the
 *   storage rules with getBlob, never through a token link, and only on the click (a page
 *   listing 200 receipts reads none until one is opened). Its object URL is released once the
 *   tab has taken it, so nothing stays in memory for the rest of the visit.
 * - A large file (a report's PDF or ZIP, an export) is never read into the page: a callable
 *   checks who may read it and answers with a short-lived signed link, and `downloadFromLink`
 *   (download-link.ts, which loads no Firebase code) hands that to the browser, which streams
 *   the file to disk (issue #29).
 *
 * (Photos shown on screen go through storage-image.ts, which keeps them for the session.)
 */
import { getBlob, ref } from 'firebase/storage';
import { firebaseStorage } from './storage';

/**
 * How long an object URL lives after it was handed on. A new tab or a download reads the
 * blob within this time; revoking it earlier could cut a slow machine's download.
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

async function readObjectUrl(path: string): Promise<string> {
  const blob = await getBlob(ref(firebaseStorage(), path));
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

/**
 * Opens the file in a new tab. The tab is opened at once, inside the click, so pop-up
 * blockers allow it, and shown the file when it has been read. It is opened without
 * `noopener` because that makes `window.open` return null (the page could not point the
 * tab at the file); the opener link is cut by hand before the file is shown. Rejects
 * (and closes the tab) when the file cannot be read.
 */
export async function openStorageFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await readObjectUrl(path);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

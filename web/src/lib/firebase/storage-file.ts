/**
 * Opening or saving one private Storage file when the person asks for it (a receipt, a
 * warranty document, a report, its ZIP). The file is read under the storage rules with
 * getBlob, never through a token link, and only on the click: a page listing 200 receipts
 * downloads none of them until one is opened. Each object URL is released once the tab or
 * the download has taken the file, so nothing stays in memory for the rest of the visit.
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

/** Saves the file under `fileName` (the browser's download). Rejects when it cannot be read. */
export async function saveStorageFile(path: string, fileName: string): Promise<void> {
  const url = await readObjectUrl(path);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

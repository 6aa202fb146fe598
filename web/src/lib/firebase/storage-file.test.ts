import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGetBlob } from '@/test/fake-storage-blobs';

vi.mock('firebase/storage', async () => (await import('@/test/fake-storage-blobs')).fakeStorage);
vi.mock('./storage', () => ({ firebaseStorage: () => ({}) }));

import { OBJECT_URL_LIFETIME_MS, openStorageFile } from './storage-file';

const created: string[] = [];
const revoked: string[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  vi.useFakeTimers();
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = () => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('opening one private Storage file', () => {
  it('opens the tab inside the click, cuts its opener, shows the file and frees it later', async () => {
    const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const opening = openStorageFile('receipts/p/u/roof.pdf');
    // Asked for before the file was read: a pop-up blocker sees the click's own window.open.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await opening;
    expect(fakeGetBlob).toHaveBeenLastCalledWith({ path: 'receipts/p/u/roof.pdf' });
    expect(tab.location.href).toBe('blob:test/1');
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('closes the tab and rejects when the file cannot be read', async () => {
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(openStorageFile('receipts/p/u/forbidden.pdf')).rejects.toThrow(
      'storage/unauthorized',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(created).toEqual([]);
  });
});

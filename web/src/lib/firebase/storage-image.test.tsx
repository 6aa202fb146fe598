import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeGetBlob } from '@/test/fake-storage-blobs';

vi.mock('firebase/storage', async () => (await import('@/test/fake-storage-blobs')).fakeStorage);
vi.mock('./storage', () => ({ firebaseStorage: () => ({}) }));

import { useStorageImage, useStorageObjectUrl, useStorageObjectUrls } from './storage-image';

const createObjectURL = URL.createObjectURL;
beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:test/${(n += 1)}`;
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
});

describe('private Storage files as object URLs', () => {
  it('answers each path, loading first, then the URL or the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() =>
      useStorageObjectUrls(['receipts/p/a.pdf', 'receipts/p/forbidden.pdf']),
    );
    expect(result.current['receipts/p/a.pdf']).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current['receipts/p/a.pdf']?.status).toBe('ready'));
    await waitFor(() => expect(result.current['receipts/p/forbidden.pdf']?.status).toBe('error'));
  });

  it('reads a path once per session, whoever asks', async () => {
    const before = fakeGetBlob.mock.calls.length;
    const first = renderHook(() => useStorageObjectUrl('photos/p/x.jpg'));
    await waitFor(() => expect(first.result.current?.status).toBe('ready'));
    const second = renderHook(() => useStorageImage('photos/p/x.jpg'));
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(fakeGetBlob.mock.calls.length - before).toBe(1);
  });

  it('no path: nothing to read', () => {
    expect(renderHook(() => useStorageObjectUrl(null)).result.current).toBeNull();
    expect(renderHook(() => useStorageImage(undefined)).result.current).toEqual({ status: 'none' });
  });
});

/**
 * Test-only. A stand-in for firebase/storage's reads: `getBlob` answers a file with its path
 * as its bytes, and refuses any path with "forbidden" in it as the rules would. Mock with
 *   vi.mock('firebase/storage', async () => (await import('@/test/fake-storage-blobs')).fakeStorage);
 */
import { vi } from 'vitest';

export const fakeGetBlob = vi.fn(async (ref: { path: string }) => {
  if (ref.path.includes('forbidden')) throw new Error('storage/unauthorized');
  return new Blob([ref.path]);
});

export const fakeStorage = {
  ref: (_storage: unknown, path: string) => ({ path }),
  getBlob: fakeGetBlob,
};

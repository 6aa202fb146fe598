// @vitest-environment node
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  peekSharedFile,
  putSharedFile,
  SHARED_FILE_MAX_AGE_MS,
  takeSharedFile,
} from './shared-files';

const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
const receipt = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3])], 'receipt.pdf', {
    type: 'application/pdf',
    lastModified: T0 - 5000,
  });

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
});

describe('shared-files store', () => {
  it('gives back the shared file once, with its name, type, date and bytes', async () => {
    const id = await putSharedFile(receipt(), T0);
    const file = await takeSharedFile(id, T0 + 1000);
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe('receipt.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(file?.lastModified).toBe(T0 - 5000);
    expect([...new Uint8Array(await file!.arrayBuffer())]).toEqual([
      0x25, 0x50, 0x44, 0x46, 1, 2, 3,
    ]);
    expect(await takeSharedFile(id, T0 + 2000)).toBeNull();
  });

  it('peeks at a file without taking it', async () => {
    const id = await putSharedFile(receipt(), T0);
    expect(await peekSharedFile(id, T0 + 1)).toEqual({
      id,
      name: 'receipt.pdf',
      type: 'application/pdf',
      size: 7,
      lastModified: T0 - 5000,
      storedAt: T0,
    });
    expect(await takeSharedFile(id, T0 + 2)).not.toBeNull();
    expect(await peekSharedFile(id, T0 + 3)).toBeNull();
  });

  it('gives each share its own unguessable id', async () => {
    const a = await putSharedFile(receipt(), T0);
    const b = await putSharedFile(receipt(), T0);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers null for an id it never had', async () => {
    expect(await peekSharedFile('nope', T0)).toBeNull();
    expect(await takeSharedFile('nope', T0)).toBeNull();
  });

  it('keeps a file for a day, then forgets it', async () => {
    const id = await putSharedFile(receipt(), T0);
    expect(await peekSharedFile(id, T0 + SHARED_FILE_MAX_AGE_MS)).not.toBeNull();
    expect(await takeSharedFile(id, T0 + SHARED_FILE_MAX_AGE_MS + 1)).toBeNull();
  });

  it('deletes entries older than a day whenever the store is opened', async () => {
    const old = await putSharedFile(receipt(), T0);
    const recent = await putSharedFile(receipt(), T0 + SHARED_FILE_MAX_AGE_MS);
    // Opening it (for anything) a day and a bit after the first share removes that one…
    await peekSharedFile('other', T0 + SHARED_FILE_MAX_AGE_MS + 1);
    // …so even a clock set back cannot bring it back, while the newer one stays.
    expect(await peekSharedFile(old, T0)).toBeNull();
    expect(await peekSharedFile(recent, T0 + SHARED_FILE_MAX_AGE_MS + 2)).not.toBeNull();
  });
});

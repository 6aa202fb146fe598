import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptInput } from '@homeledger/domain';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import type { OutboxPorts } from './outbox-sender';
import { runOutboxSender, setOutboxStoreForTests } from './outbox-service';
import { draft } from './outbox.fixtures';

const UPLOADED: ReceiptInput = {
  path: 'receipts/property-1/u1/r.jpg',
  name: 'r.jpg',
  contentType: 'image/jpeg',
  size: 4,
};

let store: OutboxStore;
let counter = 0;
beforeEach(() => {
  store = createOutboxStore(`service-test-${++counter}`);
  setOutboxStoreForTests(store);
});
afterEach(() => {
  setOutboxStoreForTests(null);
  store.close();
});

describe('runOutboxSender', () => {
  it('back online: a send asleep in an upload backoff is cancelled and sent again at once', async () => {
    let tries = 0;
    const upload = vi.fn<OutboxPorts['upload']>(
      (_file, _propertyId, signal) =>
        new Promise((resolve, reject) => {
          // The first try sleeps until cancelled (the SDK's backoff); the second lands.
          if (++tries > 1) resolve(UPLOADED);
          else
            signal?.addEventListener('abort', () =>
              reject(Object.assign(new Error('cancelled'), { code: 'storage/canceled' })),
            );
        }),
    );
    const addRepair = vi.fn<OutboxPorts['addRepair']>(async () => ({ id: 'repair-1' }));
    const ports: OutboxPorts = { upload, addRepair };
    await store.add(
      draft({
        id: 'req-restartrestart01',
        file: new File(['jpeg'], 'r.jpg', { type: 'image/jpeg' }),
      }),
    );
    const first = runOutboxSender('owner-1', ports);
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    // Without restart a second call joins the sleeping send.
    expect(runOutboxSender('owner-1', ports)).toBe(first);
    const second = runOutboxSender('owner-1', ports, { restart: true });
    expect(await first).toMatchObject({ sent: [], waiting: 1 });
    expect(await second).toMatchObject({ sent: ['req-restartrestart01'], failed: 0 });
    expect(addRepair).toHaveBeenCalledTimes(1);
    expect(await store.list('owner-1')).toEqual([]);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import { draft } from './outbox.fixtures';

let store: OutboxStore;
let name: string;
let counter = 0;
beforeEach(() => {
  name = `outbox-test-${++counter}`;
  store = createOutboxStore(name);
});
afterEach(() => store.close());

describe('outbox store', () => {
  it('keeps a draft with its receipt bytes, waiting, under its account', async () => {
    const file = new File(['receipt bytes'], 'r.jpg', { type: 'image/jpeg', lastModified: 5 });
    await store.add(draft({ id: 'req-aaaaaaaaaaaaaaaa', file }), 1000);
    const [kept] = await store.list('owner-1');
    expect(kept).toMatchObject({
      id: 'req-aaaaaaaaaaaaaaaa',
      uid: 'owner-1',
      state: 'waiting',
      reason: null,
      attempts: 0,
      createdAt: 1000,
      file: { name: 'r.jpg', type: 'image/jpeg', lastModified: 5 },
    });
    expect(new TextDecoder().decode(kept?.file?.bytes)).toBe('receipt bytes');
  });

  it('survives a new connection (a reload)', async () => {
    await store.add(draft({ id: 'req-bbbbbbbbbbbbbbbb' }));
    store.close();
    store = createOutboxStore(name);
    expect((await store.list('owner-1')).map((item) => item.id)).toEqual(['req-bbbbbbbbbbbbbbbb']);
  });

  it('never shows, changes or removes another account’s drafts', async () => {
    await store.add(draft({ id: 'req-mine-aaaaaaaaaaaa', uid: 'owner-1' }));
    await store.add(draft({ id: 'req-theirs-aaaaaaaaaa', uid: 'owner-2' }));
    expect((await store.list('owner-2')).map((item) => item.id)).toEqual(['req-theirs-aaaaaaaaaa']);
    expect(await store.get('owner-2', 'req-mine-aaaaaaaaaaaa')).toBeNull();
    expect(await store.update('owner-2', 'req-mine-aaaaaaaaaaaa', { state: 'failed' })).toBeNull();
    await store.remove('owner-2', 'req-mine-aaaaaaaaaaaa');
    expect(await store.get('owner-1', 'req-mine-aaaaaaaaaaaa')).toMatchObject({ state: 'waiting' });
  });

  it('lists oldest first and tells subscribers about every change', async () => {
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    await store.add(draft({ id: 'req-later-aaaaaaaaaaa' }), 20);
    await store.add(draft({ id: 'req-earlier-aaaaaaaaa' }), 10);
    expect((await store.list('owner-1')).map((item) => item.id)).toEqual([
      'req-earlier-aaaaaaaaa',
      'req-later-aaaaaaaaaaa',
    ]);
    await store.update('owner-1', 'req-later-aaaaaaaaaaa', { state: 'failed', reason: 'no' }, 30);
    await store.remove('owner-1', 'req-earlier-aaaaaaaaa');
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    await store.remove('owner-1', 'req-later-aaaaaaaaaaa');
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

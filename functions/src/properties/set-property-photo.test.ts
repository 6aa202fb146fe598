import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, PROPERTY_MESSAGES, QUOTAS, QUOTA_MESSAGES } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { setPropertyPhotoSpec } from './set-property-photo';
import { httpsFailure } from '../kit/test-support';

const NOW = new Date('2026-11-23T10:00:00Z');
const auth = (uid: string) => ({ uid, token: { role: 'homeowner' } });

function world(property: Record<string, unknown> = {}) {
  const store = new MemoryStore({
    'properties/p1': { ownerId: 'ann', viewerIds: ['ann'], photo: null, ...property },
  });
  const files = new MemoryFiles([
    { path: 'photos/p1/front.jpg', contentType: 'image/jpeg', size: 200_000 },
    { path: 'photos/p1/back.webp', contentType: 'image/webp', size: 100_000 },
    { path: 'photos/p1/plan.pdf', contentType: 'application/pdf', size: 1000 },
    { path: 'photos/p1/huge.png', contentType: 'image/png', size: 11 * 1024 * 1024 },
  ]);
  const call = callableShell(
    setPropertyPhotoSpec,
    { store, files, log: { error: () => undefined } },
    undefined,
    {
      now: () => NOW,
    },
  );
  return { store, files, call, photo: () => store.snapshot()['properties/p1']?.['photo'] };
}

const failure = httpsFailure;

describe('setPropertyPhoto', () => {
  it('points the property at the uploaded photo, with Storage’s type and size', async () => {
    const w = world();
    await expect(
      w.call({ auth: auth('ann'), data: { propertyId: 'p1', path: 'photos/p1/front.jpg' } }),
    ).resolves.toEqual({
      photo: { path: 'photos/p1/front.jpg', contentType: 'image/jpeg', size: 200_000 },
    });
    expect(w.store.snapshot()['properties/p1']).toMatchObject({ updatedAt: NOW });
  });

  it('replacing deletes the old file; removing deletes the current one', async () => {
    const w = world({
      photo: { path: 'photos/p1/front.jpg', contentType: 'image/jpeg', size: 200_000 },
    });
    await w.call({ auth: auth('ann'), data: { propertyId: 'p1', path: 'photos/p1/back.webp' } });
    expect(w.files.paths()).not.toContain('photos/p1/front.jpg');
    expect(w.photo()).toMatchObject({ path: 'photos/p1/back.webp' });
    await w.call({ auth: auth('ann'), data: { propertyId: 'p1', path: null } });
    expect(w.photo()).toBeNull();
    expect(w.files.paths()).not.toContain('photos/p1/back.webp');
  });

  it.each([
    ['photos/p1/plan.pdf', PHOTO_MESSAGES.type],
    ['photos/p1/huge.png', PHOTO_MESSAGES.tooLarge],
    ['photos/p1/missing.jpg', PHOTO_MESSAGES.missing],
    ['photos/p2/front.jpg', PHOTO_MESSAGES.invalid],
    ['receipts/p1/u/front.jpg', PHOTO_MESSAGES.invalid],
  ])('refuses %s', async (path, message) => {
    const w = world();
    const error = await failure(w.call({ auth: auth('ann'), data: { propertyId: 'p1', path } }));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    expect(w.store.writeCount).toBe(0);
  });

  it('only the owner, and not while the property is being removed', async () => {
    for (const [w, who] of [
      [world(), 'bob'],
      [world({ deleting: true }), 'ann'],
    ] as const) {
      const error = await failure(
        w.call({ auth: auth(who), data: { propertyId: 'p1', path: 'photos/p1/front.jpg' } }),
      );
      expect([error.code, error.message]).toEqual(['not-found', PROPERTY_MESSAGES.notFound]);
      expect(w.store.writeCount).toBe(0);
    }
  });
});

describe('setPropertyPhoto limits', () => {
  it('refuses an upload older than the cleanup lets a new file live (it may be deleted)', async () => {
    const w = world();
    w.files.put({
      path: 'photos/p1/old.jpg',
      contentType: 'image/jpeg',
      size: 1000,
      updated: new Date(NOW.getTime() - 13 * 60 * 60 * 1000),
    });
    const error = await failure(
      w.call({ auth: auth('ann'), data: { propertyId: 'p1', path: 'photos/p1/old.jpg' } }),
    );
    expect([error.code, error.message]).toEqual(['invalid-argument', PHOTO_MESSAGES.expired]);
    expect(w.photo()).toBeNull();
  });

  it('counts new photos against the daily upload quota', async () => {
    const w = world();
    w.store.seed({
      'quotaCounters/ann__uploads': {
        uid: 'ann',
        kind: 'uploads',
        window: '2026-11-23',
        count: QUOTAS.uploadsPerDay,
      },
    });
    const error = await failure(
      w.call({ auth: auth('ann'), data: { propertyId: 'p1', path: 'photos/p1/front.jpg' } }),
    );
    expect([error.code, error.message]).toEqual(['resource-exhausted', QUOTA_MESSAGES.uploads]);
    // Removing a photo uploads nothing.
    await expect(
      w.call({ auth: auth('ann'), data: { propertyId: 'p1', path: null } }),
    ).resolves.toEqual({ photo: null });
  });
});

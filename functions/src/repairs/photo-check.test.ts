import { describe, expect, it } from 'vitest';
import { REPAIR_PHOTO_MESSAGES as M } from '@homeledger/domain';
import { MemoryStore } from '../kit/memory-store';
import { checkPhotos, newPhotoPaths, photosInUse } from './photo-check';
import { RECEIPT_ACCEPT_MAX_AGE_MS } from './receipt-check';

const NOW = new Date('2026-05-01T12:00:00Z');
const path = (name: string, propertyId = 'home') =>
  `repairPhotos/${propertyId}/u-${name}/${name}.jpg`;
const meta = (p: string, over: Record<string, unknown> = {}) => ({
  path: p,
  contentType: 'image/jpeg',
  size: 200_000,
  updated: new Date(NOW.getTime() - 60_000),
  ...over,
});

const check = (claimed: string[], metas: ReturnType<typeof meta>[], extra = {}) =>
  checkPhotos({
    claimed,
    propertyId: 'home',
    meta: new Map(metas.map((m) => [m.path, m])),
    inUse: new Set(),
    now: NOW,
    ...extra,
  });

const refusal = (verdict: ReturnType<typeof check>) =>
  verdict.ok ? null : verdict.plan.kind === 'reject' ? verdict.plan.message : null;

describe('checkPhotos', () => {
  it('accepts fresh images under the property, in the order sent', () => {
    const paths = [path('before'), path('after'), path('detail')];
    expect(
      check(
        paths,
        paths.map((p) => meta(p)),
      ),
    ).toEqual({ ok: true, photos: paths });
  });

  it('refuses a path of another property, a missing object, a wrong type, an empty or old file', () => {
    expect(refusal(check([path('a', 'other')], [meta(path('a', 'other'))]))).toBe(M.invalid);
    expect(refusal(check([path('a')], []))).toBe(M.missing);
    expect(refusal(check([path('a')], [meta(path('a'), { contentType: 'application/pdf' })]))).toBe(
      M.type,
    );
    expect(refusal(check([path('a')], [meta(path('a'), { size: 0 })]))).toBe(M.invalid);
    expect(refusal(check([path('a')], [meta(path('a'), { size: 11 * 1024 * 1024 })]))).toBe(
      M.tooLarge,
    );
    const old = new Date(NOW.getTime() - RECEIPT_ACCEPT_MAX_AGE_MS - 1);
    expect(refusal(check([path('a')], [meta(path('a'), { updated: old })]))).toBe(M.expired);
  });

  it('refuses a photo another repair holds, and keeps the repair’s own without asking Storage', () => {
    expect(refusal(check([path('a')], [meta(path('a'))], { inUse: new Set([path('a')]) }))).toBe(
      M.inUse,
    );
    expect(
      check([path('old'), path('new')], [meta(path('new'))], { current: [path('old')] }),
    ).toEqual({ ok: true, photos: [path('old'), path('new')] });
    expect(newPhotoPaths([path('old'), path('new')], [path('old')])).toEqual([path('new')]);
  });
});

describe('photosInUse', () => {
  it('finds the paths other repairs point to, not the repair being edited', async () => {
    const store = new MemoryStore({
      'repairs/r1': { photos: [path('a'), path('b')] },
      'repairs/r2': { photos: [path('c')] },
    });
    const used = await store.transact(async (tx) => ({
      writes: [],
      result: await photosInUse(tx, [path('a'), path('c'), path('d')], 'r1'),
    }));
    expect([...used]).toEqual([path('c')]);
    await expect(
      store.transact(async (tx) => ({ writes: [], result: await photosInUse(tx, [], null) })),
    ).resolves.toEqual(new Set());
  });
});

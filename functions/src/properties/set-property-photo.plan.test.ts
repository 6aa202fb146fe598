import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PROPERTY_MESSAGES } from '@homeledger/domain';
import type { FileMeta } from '../kit/files';
import { RECEIPT_ACCEPT_MAX_AGE_MS } from '../repairs/receipt-check';
import { planSetPropertyPhoto, type PhotoTarget } from './set-property-photo.plan';
import { NOW, homeowner } from './properties.test-support';

const target = (over: Partial<PhotoTarget> = {}): PhotoTarget => ({
  id: 'home',
  ownerId: 'olive',
  deleting: false,
  photo: null,
  ...over,
});
const file = (over: Partial<FileMeta> = {}): FileMeta => ({
  path: 'photos/home/front.jpg',
  contentType: 'image/jpeg',
  size: 200_000,
  updated: new Date(NOW.getTime() - 60_000),
  ...over,
});
const set = (over: Partial<Parameters<typeof planSetPropertyPhoto>[0]> = {}) =>
  planSetPropertyPhoto({
    property: target(),
    caller: homeowner(),
    now: NOW,
    file: file(),
    ...over,
  });
const refused = (message: string) => ({
  kind: 'reject',
  code: 'invalid-argument',
  message,
  details: { field: 'path' },
});

describe('planSetPropertyPhoto', () => {
  it('points the home at the uploaded photo, with Storage’s type and size', () => {
    const photo = { path: 'photos/home/front.jpg', contentType: 'image/jpeg', size: 200_000 };
    expect(set()).toEqual({
      kind: 'apply',
      writes: [{ op: 'update', path: 'properties/home', data: { photo, updatedAt: NOW } }],
      result: { photo, released: null },
    });
  });

  it('releases the previous photo, unless it is the same file', () => {
    const old = { path: 'photos/home/old.png', contentType: 'image/png', size: 10 };
    expect(set({ property: target({ photo: old }) })).toMatchObject({
      result: { released: 'photos/home/old.png' },
    });
    expect(
      set({ property: target({ photo: { ...old, path: 'photos/home/front.jpg' } }) }),
    ).toMatchObject({ result: { released: null } });
  });

  it('removing the photo clears it and releases the file', () => {
    const old = { path: 'photos/home/old.png', contentType: 'image/png', size: 10 };
    expect(set({ property: target({ photo: old }), file: undefined })).toEqual({
      kind: 'apply',
      writes: [{ op: 'update', path: 'properties/home', data: { photo: null, updatedAt: NOW } }],
      result: { photo: null, released: 'photos/home/old.png' },
    });
    expect(set({ file: undefined })).toMatchObject({ result: { photo: null, released: null } });
  });

  it('answers "Property not found" for a missing, someone else’s or departing home', () => {
    const notFound = { kind: 'reject', code: 'not-found', message: PROPERTY_MESSAGES.notFound };
    expect(set({ property: null })).toEqual(notFound);
    expect(set({ caller: homeowner('ben') })).toEqual(notFound);
    expect(set({ property: target({ deleting: true }) })).toEqual(notFound);
    expect(set({ property: target({ deleting: true }), file: undefined })).toEqual(notFound);
  });

  it('refuses a missing file, a type that is not an image, an empty or too large file', () => {
    expect(set({ file: null })).toEqual(refused(PHOTO_MESSAGES.missing));
    expect(set({ file: file({ contentType: 'application/pdf' }) })).toEqual(
      refused(PHOTO_MESSAGES.type),
    );
    expect(set({ file: file({ size: 0 }) })).toEqual(refused(PHOTO_MESSAGES.tooLarge));
    expect(set({ file: file({ size: PHOTO_MAX_BYTES + 1 }) })).toEqual(
      refused(PHOTO_MESSAGES.tooLarge),
    );
    for (const contentType of ['image/png', 'image/webp'])
      expect(set({ file: file({ contentType, size: PHOTO_MAX_BYTES }) }).kind).toBe('apply');
  });

  it('refuses an upload older than the orphan cleanup’s safe age', () => {
    const at = (ageMs: number) => file({ updated: new Date(NOW.getTime() - ageMs) });
    expect(set({ file: at(RECEIPT_ACCEPT_MAX_AGE_MS) }).kind).toBe('apply');
    expect(set({ file: at(RECEIPT_ACCEPT_MAX_AGE_MS + 1) })).toEqual(
      refused(PHOTO_MESSAGES.expired),
    );
    expect(set({ file: file({ updated: undefined }) }).kind).toBe('apply');
  });
});

describe('planSetPropertyPhoto by role on the home (households)', () => {
  const member = (uid: string, role: 'co-owner' | 'viewer') => ({
    uid,
    role,
    name: uid,
    email: `${uid}@home.example`,
    since: NOW,
    invitedBy: 'olive',
    grant: null,
  });
  const household = target({ members: [member('cole', 'co-owner'), member('vera', 'viewer')] });
  it('a co-owner sets the photo; a viewer is told the home is not found', () => {
    expect(set({ property: household, caller: homeowner('cole') })).toMatchObject({
      kind: 'apply',
    });
    expect(set({ property: household, caller: homeowner('vera') })).toMatchObject({
      kind: 'reject',
      code: 'not-found',
      message: PROPERTY_MESSAGES.notFound,
    });
  });
});

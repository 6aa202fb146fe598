import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  REPAIR_PHOTOS_MAX,
  REPAIR_PHOTO_MESSAGES,
  RepairPhotosSchema,
  parseRepairPhotoPath,
  readRepairPhotos,
  repairPhotoUploadPath,
} from './repair-photos';
import { AddRepairSchema, UpdateRepairSchema } from './repair-schema';

const path = (n: number) => `repairPhotos/home1/up${n}/photo-${n}.jpg`;

describe('repair photo paths', () => {
  it('builds and parses repairPhotos/{propertyId}/{uploadId}/{fileName}', () => {
    const built = repairPhotoUploadPath('home1', 'up1', 'IMG 1.jpg');
    expect(built).toBe('repairPhotos/home1/up1/IMG 1.jpg');
    expect(parseRepairPhotoPath(built)).toEqual({
      propertyId: 'home1',
      uploadId: 'up1',
      fileName: 'IMG 1.jpg',
    });
    expect(parseRepairPhotoPath('receipts/home1/up1/a.jpg')).toBeNull();
    expect(parseRepairPhotoPath('repairPhotos/home1/a.jpg')).toBeNull();
    expect(parseRepairPhotoPath('repairPhotos/home1/up1/..')).toBeNull();
    expect(() => repairPhotoUploadPath('home/1', 'up1', 'a.jpg')).toThrow();
  });

  it('reads only photo paths from a stored value', () => {
    expect(readRepairPhotos([path(1), 3, 'receipts/a/b/c.pdf', path(2)])).toEqual([
      path(1),
      path(2),
    ]);
    expect(readRepairPhotos(undefined)).toEqual([]);
  });
});

describe('RepairPhotosSchema', () => {
  it(`takes up to ${REPAIR_PHOTOS_MAX} distinct photo paths`, () => {
    const ten = Array.from({ length: REPAIR_PHOTOS_MAX }, (_, i) => path(i));
    expect(v.parse(RepairPhotosSchema, ten)).toEqual(ten);
    const eleven = v.safeParse(RepairPhotosSchema, [...ten, path(99)]);
    expect(eleven.success ? null : eleven.issues[0].message).toBe(REPAIR_PHOTO_MESSAGES.tooMany);
    const twice = v.safeParse(RepairPhotosSchema, [path(1), path(1)]);
    expect(twice.success ? null : twice.issues[0].message).toBe(REPAIR_PHOTO_MESSAGES.duplicate);
    const foreign = v.safeParse(RepairPhotosSchema, ['receipts/home1/up1/a.jpg']);
    expect(foreign.success ? null : foreign.issues[0].message).toBe(REPAIR_PHOTO_MESSAGES.invalid);
  });

  it('addRepair defaults to no photos; updateRepair leaves them out to keep them', () => {
    const base = {
      serviceType: 'plumbing',
      date: '2024-03-15',
      cost: '',
      requestId: '0b9a5c1e-7a55-4d2b-9a59-5b9f0b6a1c2d',
    };
    const added = v.parse(AddRepairSchema, { ...base, propertyId: 'home1' });
    expect(added.photos).toEqual([]);
    const withPhotos = v.parse(AddRepairSchema, {
      ...base,
      propertyId: 'home1',
      photos: [path(1)],
    });
    expect(withPhotos.photos).toEqual([path(1)]);
    const edit = { ...base, repairId: 'r1', status: 'completed' };
    expect(v.parse(UpdateRepairSchema, edit).photos).toBeUndefined();
    expect(v.parse(UpdateRepairSchema, { ...edit, photos: [] }).photos).toEqual([]);
  });
});

/**
 * setPropertyPhoto — the pure decision: whoever may `edit` a property that is not being
 * removed (its owner or a co-owner, households) may point it at a photo they uploaded under `photos/{propertyId}/` (Storage's
 * own type, size and age are checked, not the client's claim), or remove the photo. The
 * previous photo file, if any, is released (deleted after the transaction commits).
 */
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PROPERTIES_COLLECTION,
  PROPERTY_MESSAGES,
  can,
  roleOnHome,
  type PropertyPhoto,
  type StoredMember,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { FileMeta } from '../kit/files';
import { RECEIPT_ACCEPT_MAX_AGE_MS } from '../repairs/receipt-check';

export interface PhotoTarget {
  id: string;
  ownerId: string;
  deleting: boolean;
  photo: PropertyPhoto | null;
  /** The household (absent: the owner alone). */
  members?: StoredMember[];
}

export interface SetPhotoResult {
  photo: PropertyPhoto | null;
  /** The previous photo's path, to delete once the transaction has committed. */
  released: string | null;
}

export function planSetPropertyPhoto(args: {
  property: PhotoTarget | null;
  caller: Caller;
  now: Date;
  /** Storage's metadata of the new file (null: no such file), or undefined when removing. */
  file: FileMeta | null | undefined;
}): Plan<SetPhotoResult> {
  const { property, caller, now, file } = args;
  if (
    !property ||
    property.deleting ||
    !can(
      roleOnHome({ ownerId: property.ownerId, members: property.members ?? [] }, caller.uid, now),
      'edit',
    )
  )
    return reject('not-found', PROPERTY_MESSAGES.notFound);

  let photo: PropertyPhoto | null = null;
  if (file !== undefined) {
    if (file === null) return reject('invalid-argument', PHOTO_MESSAGES.missing, { field: 'path' });
    if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.contentType))
      return reject('invalid-argument', PHOTO_MESSAGES.type, { field: 'path' });
    if (file.size <= 0 || file.size > PHOTO_MAX_BYTES)
      return reject('invalid-argument', PHOTO_MESSAGES.tooLarge, { field: 'path' });
    // As for receipts: the orphan cleanup can never delete a photo being accepted now.
    if (file.updated && now.getTime() - file.updated.getTime() > RECEIPT_ACCEPT_MAX_AGE_MS)
      return reject('invalid-argument', PHOTO_MESSAGES.expired, { field: 'path' });
    photo = { path: file.path, contentType: file.contentType, size: file.size };
  }
  const previous = property.photo?.path ?? null;
  return apply(
    [
      {
        op: 'update',
        path: `${PROPERTIES_COLLECTION}/${property.id}`,
        data: { photo, updatedAt: now },
      },
    ],
    { photo, released: previous && previous !== photo?.path ? previous : null },
  );
}

import * as v from 'valibot';
import { boundedTextField } from '../security/safe-text';
import { keyMessages } from '../kit/issues';

/** Validation copy (product spec §5, word for word where given). */
export const PROPERTY_MESSAGES = {
  address: 'Address must be at least 5 characters',
  addressTooLong: 'Address must be at most 200 characters',
  city: 'City is required',
  cityTooLong: 'City must be at most 100 characters',
  state: 'State is required',
  stateTooLong: 'State must be at most 50 characters',
  stateCode: 'Choose a two-letter state code, such as CA',
  zipCode: 'Valid ZIP code is required',
  location: 'The address location is not valid',
  placeId: 'The address suggestion is not valid',
  propertyId: 'Property not found',
  alreadyAdded: 'You have already added this property. Find it on your dashboard.',
  // Not in the spec: opening a dispute over someone's home needs a verified email (#33).
  verifyToClaim:
    'Another homeowner has already added this address. Please verify your email address first, then add it again.',
  notFound: 'Property not found',
  transferActive:
    'This home is being transferred. Cancel the transfer, or wait for its answer, before removing the home.',
  signedOut: 'You must be logged in to add a property',
  contractorsCannotAdd: 'Contractor accounts cannot add properties.',
  form: 'Please fill in the property form.',
} as const;
const M = PROPERTY_MESSAGES;

export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MIN_LENGTH = 2;
export const CITY_MAX_LENGTH = 100;
export const STATE_MIN_LENGTH = 2;
export const STATE_MAX_LENGTH = 50;
export const PLACE_ID_MAX_LENGTH = 512;
/** US ZIP or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

/**
 * A US address's four fields (address line, city, state, ZIP), with a form's messages:
 * the Add Property form's here, the contractor's "Send to homeowner" form's too.
 */
export function addressFields(messages: {
  address: string;
  addressTooLong: string;
  city: string;
  cityTooLong: string;
  state: string;
  stateTooLong: string;
  zipCode: string;
}) {
  const m = messages;
  return {
    address: boundedTextField(ADDRESS_MIN_LENGTH, ADDRESS_MAX_LENGTH, m.address, m.addressTooLong),
    city: boundedTextField(CITY_MIN_LENGTH, CITY_MAX_LENGTH, m.city, m.cityTooLong),
    state: boundedTextField(STATE_MIN_LENGTH, STATE_MAX_LENGTH, m.state, m.stateTooLong),
    zipCode: v.pipe(v.string(m.zipCode), v.trim(), v.regex(ZIP_PATTERN, m.zipCode)),
  };
}

const locationField = v.nullish(
  v.object(
    {
      lat: v.pipe(
        v.number(M.location),
        v.finite(M.location),
        v.minValue(-90, M.location),
        v.maxValue(90, M.location),
      ),
      lng: v.pipe(
        v.number(M.location),
        v.finite(M.location),
        v.minValue(-180, M.location),
        v.maxValue(180, M.location),
      ),
    },
    M.location,
  ),
);
const placeIdField = v.nullish(
  v.pipe(
    v.string(M.placeId),
    v.trim(),
    v.minLength(1, M.placeId),
    v.maxLength(PLACE_ID_MAX_LENGTH, M.placeId),
  ),
);

/** Field order of the Add Property form: the first failing one is reported. */
export const PROPERTY_FIELDS = [
  'address',
  'city',
  'state',
  'zipCode',
  'placeId',
  'location',
] as const;
export type PropertyField = (typeof PROPERTY_FIELDS)[number];

/**
 * The Add Property form / `addProperty` payload. `placeId` and `location` are set
 * when the address came from a suggestion; then the state must be the two-letter
 * code the suggestion filled in.
 */
export const AddPropertySchema = v.pipe(
  v.object(
    {
      ...addressFields(M),
      placeId: placeIdField,
      location: locationField,
    },
    keyMessages({ address: M.address, city: M.city, state: M.state, zipCode: M.zipCode }, M.form),
  ),
  v.forward(
    v.check((input) => !input.placeId || /^[A-Za-z]{2}$/.test(input.state), M.stateCode),
    ['state'],
  ),
  v.transform((input) => ({
    ...input,
    state: input.placeId ? input.state.toUpperCase() : input.state,
    placeId: input.placeId ?? null,
    location: input.location ?? null,
  })),
);
export type AddPropertyInput = v.InferOutput<typeof AddPropertySchema>;

export interface PropertyFormValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A Firestore document id as sent by the client (auto-ids are 20 chars; allow any sane id). */
export const documentIdField = (message: string) =>
  v.pipe(v.string(message), v.regex(/^[A-Za-z0-9_-]{1,128}$/, message));

export const DeletePropertySchema = v.object(
  { propertyId: documentIdField(M.propertyId) },
  keyMessages({ propertyId: M.propertyId }, M.propertyId),
);
export type DeletePropertyInput = v.InferOutput<typeof DeletePropertySchema>;

// ---- property photo ------------------------------------------------------------------------

export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The longest side a photo is resized to in the browser before upload. */
export const PHOTO_MAX_DIMENSION = 1600;

export const PHOTO_MESSAGES = {
  invalid: 'Photo upload failed: the uploaded file is not valid. Please select it again.',
  type: 'Photo upload failed: the photo must be a JPG, PNG or WebP image.',
  tooLarge: 'Photo upload failed: the photo must be at most 10 MB.',
  expired: 'Photo upload failed: the upload has expired. Please select the photo again.',
  missing: 'Photo upload failed: the uploaded file could not be found. Please select it again.',
  updated: 'Property photo updated',
  removed: 'Property photo removed',
} as const;

/** `photos/{propertyId}/{fileName}` (storage.rules), or null when the path is not one. */
export function parsePhotoPath(path: string): { propertyId: string; fileName: string } | null {
  const match = /^photos\/([A-Za-z0-9_-]{1,128})\/([^/]{1,200})$/.exec(path);
  if (!match || (match[2] as string).startsWith('.')) return null;
  return { propertyId: match[1] as string, fileName: match[2] as string };
}

/** setPropertyPhoto: a new photo's path (uploaded by the browser), or null to remove it. */
export const SetPropertyPhotoSchema = v.pipe(
  v.object(
    {
      propertyId: documentIdField(M.propertyId),
      path: v.nullable(
        v.pipe(
          v.string(PHOTO_MESSAGES.invalid),
          v.check((path) => parsePhotoPath(path) !== null, PHOTO_MESSAGES.invalid),
        ),
      ),
    },
    keyMessages({ propertyId: M.propertyId, path: PHOTO_MESSAGES.invalid }, M.propertyId),
  ),
  v.forward(
    v.check(
      (input) => input.path === null || parsePhotoPath(input.path)?.propertyId === input.propertyId,
      PHOTO_MESSAGES.invalid,
    ),
    ['path'],
  ),
);
export type SetPropertyPhotoInput = v.InferOutput<typeof SetPropertyPhotoSchema>;

/**
 * A file the browser uploaded to Storage and a form names (a repair's receipt, a
 * warranty's document): its path, of the shape `isPath` accepts, its name, content type and
 * size, each refused with the form's own message. The callable checks it again against
 * Storage; receipts and warranty documents share the types and the size limit.
 */
import * as v from 'valibot';
import {
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  RECEIPT_NAME_MAX_LENGTH,
} from '../repairs/receipts';

export function uploadedFileSchema(
  isPath: (path: string) => boolean,
  messages: { invalid: string; type: string; tooLarge: string },
) {
  const { invalid } = messages;
  return v.object(
    {
      path: v.pipe(v.string(invalid), v.check(isPath, invalid)),
      name: v.pipe(
        v.string(invalid),
        v.trim(),
        v.minLength(1, invalid),
        v.maxLength(RECEIPT_NAME_MAX_LENGTH, invalid),
      ),
      contentType: v.picklist(RECEIPT_CONTENT_TYPES, messages.type),
      size: v.pipe(
        v.number(invalid),
        v.integer(invalid),
        v.minValue(1, invalid),
        v.maxValue(RECEIPT_MAX_BYTES, messages.tooLarge),
      ),
    },
    invalid,
  );
}

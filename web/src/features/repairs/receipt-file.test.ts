import { describe, expect, it } from 'vitest';
import {
  ReceiptUploadCancelled,
  checkReceiptFile,
  formatFileSize,
  isUploadCancelled,
  uploadFailureMessage,
} from './receipt-file';
import { RECEIPT_COPY } from './repair-copy';

const MB = 1024 * 1024;

describe('checkReceiptFile', () => {
  it.each([
    ['invoice.pdf', 'application/pdf', 'application/pdf'],
    ['photo.jpg', 'image/jpeg', 'image/jpeg'],
    ['photo.JPEG', '', 'image/jpeg'],
    ['scan.png', 'image/png', 'image/png'],
    ['scan.PDF', '', 'application/pdf'],
  ])('accepts %s (%s)', (name, type, contentType) => {
    expect(checkReceiptFile({ name, type, size: 1000 })).toEqual({ ok: true, contentType });
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['photo.webp', 'image/webp'],
    ['archive.zip', 'application/zip'],
    ['no-extension', ''],
  ])('refuses %s with the type message', (name, type) => {
    expect(checkReceiptFile({ name, type, size: 1000 })).toEqual({
      ok: false,
      message: RECEIPT_COPY.typeInvalid,
    });
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(checkReceiptFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB }).ok).toBe(
      true,
    );
    expect(checkReceiptFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toEqual(
      { ok: false, message: RECEIPT_COPY.tooLarge },
    );
  });

  it('refuses an empty file', () => {
    expect(checkReceiptFile({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({
      ok: false,
      message: RECEIPT_COPY.empty,
    });
  });
});

describe('upload failures', () => {
  it('tells a cancel from a failure', () => {
    expect(isUploadCancelled(new ReceiptUploadCancelled())).toBe(true);
    expect(isUploadCancelled({ code: 'storage/canceled' })).toBe(true);
    expect(isUploadCancelled({ code: 'storage/unauthorized' })).toBe(false);
    expect(isUploadCancelled(new Error('x'))).toBe(false);
  });

  it('explains the Storage errors a person can act on, and a generic message otherwise', () => {
    expect(uploadFailureMessage({ code: 'storage/unauthorized' })).toBe(
      'you are not allowed to upload files to this property.',
    );
    expect(uploadFailureMessage({ code: 'storage/retry-limit-exceeded' })).toMatch(
      /connection was lost/,
    );
    expect(uploadFailureMessage({ code: 'storage/emulator-unavailable' })).toBe(
      'the Storage emulator is not running.',
    );
    expect(uploadFailureMessage(new Error('raw SDK text'))).toBe(
      'the file could not be uploaded. Please try again.',
    );
    expect(uploadFailureMessage(null)).toBe('the file could not be uploaded. Please try again.');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB and MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(182_000)).toBe('178 KB');
    expect(formatFileSize(2_400_000)).toBe('2.3 MB');
  });
});

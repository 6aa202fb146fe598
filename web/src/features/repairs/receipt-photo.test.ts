import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_COPY } from './repair-copy';

const compress = vi.fn();
vi.mock('browser-image-compression', () => ({ default: compress }));

const { RECEIPT_PHOTO_OPTIONS, isCompressiblePhoto, jpegName, prepareReceiptFile } =
  await import('./receipt-photo');

afterEach(() => compress.mockReset());

describe('receipt photos', () => {
  it('asks for a long side of 2,000 px, JPEG at 0.8, no EXIF, and no CDN worker', () => {
    expect(RECEIPT_PHOTO_OPTIONS).toMatchObject({
      maxWidthOrHeight: 2000,
      initialQuality: 0.8,
      fileType: 'image/jpeg',
      preserveExif: false,
      useWebWorker: false,
    });
  });

  it('compresses photos of any decodable type and leaves PDFs alone', () => {
    expect(isCompressiblePhoto({ type: 'image/jpeg' })).toBe(true);
    expect(isCompressiblePhoto({ type: 'image/heic' })).toBe(true);
    expect(isCompressiblePhoto({ type: 'application/pdf' })).toBe(false);
    expect(isCompressiblePhoto({ type: 'image/svg+xml' })).toBe(false);
  });

  it('names the result .jpg', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('receipt.png')).toBe('receipt.jpg');
    expect(jpegName('.png')).toBe('receipt.jpg');
    expect(jpegName('no-extension')).toBe('no-extension.jpg');
  });

  it('returns a PDF as it is, without loading the compressor', async () => {
    const pdf = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    await expect(prepareReceiptFile(pdf)).resolves.toEqual({ ok: true, file: pdf });
    expect(compress).not.toHaveBeenCalled();
  });

  it('returns the compressed photo as a JPEG named after the original', async () => {
    compress.mockResolvedValue(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    );
    const photo = new File([new Uint8Array(5000)], 'IMG_1.png', { type: 'image/png' });
    const result = await prepareReceiptFile(photo);
    expect(compress).toHaveBeenCalledWith(photo, RECEIPT_PHOTO_OPTIONS);
    if (!result.ok) throw new Error('expected a file');
    expect(result.file).toMatchObject({ name: 'IMG_1.jpg', type: 'image/jpeg', size: 3 });
  });

  it('refuses a photo it cannot re-draw instead of sending it with its location', async () => {
    compress.mockRejectedValue(new Error('decode failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const photo = new File([new Uint8Array(10)], 'x.jpg', { type: 'image/jpeg' });
    await expect(prepareReceiptFile(photo)).resolves.toEqual({
      ok: false,
      message: RECEIPT_COPY.photoFailed,
    });
  });
});

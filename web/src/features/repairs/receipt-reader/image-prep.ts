/**
 * A photo or scan made ready for OCR: turned upright by its EXIF orientation (the
 * browser's decoder applies it with `imageOrientation: 'from-image'`), cropped to the
 * receipt when it is a small part of the picture (`receiptBox`), scaled so text is
 * the size tesseract reads best, and made grey. Deskewing is left to tesseract
 * (`rotateAuto` in ocr.ts), which measures the text lines' angle after its own layout
 * analysis; a photo taken sideways without EXIF is turned by reader.ts (`turnedCanvas`)
 * when its text reads as letter soup.
 */
import { CROP_PROBE_SIDE, luma, ocrScale, receiptBox, toGreyscale } from './ocr-settings';

export async function prepareImage(file: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const region = receiptRegion(bitmap);
    const scale = ocrScale(region.width, region.height);
    const width = Math.max(1, Math.round(region.width * scale));
    const height = Math.max(1, Math.round(region.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas to prepare the receipt image');
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      region.left,
      region.top,
      region.width,
      region.height,
      0,
      0,
      width,
      height,
    );
    greyCanvas(canvas);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/** The part of the picture to read, in its pixels: the receipt, or all of it. */
function receiptRegion(bitmap: ImageBitmap) {
  const whole = { left: 0, top: 0, width: bitmap.width, height: bitmap.height };
  const probeScale = Math.min(1, CROP_PROBE_SIDE / Math.max(bitmap.width, bitmap.height));
  const probeWidth = Math.max(1, Math.round(bitmap.width * probeScale));
  const probeHeight = Math.max(1, Math.round(bitmap.height * probeScale));
  const probe = document.createElement('canvas');
  probe.width = probeWidth;
  probe.height = probeHeight;
  const context = probe.getContext('2d', { willReadFrequently: true });
  if (!context) return whole;
  context.drawImage(bitmap, 0, 0, probeWidth, probeHeight);
  const rgba = context.getImageData(0, 0, probeWidth, probeHeight).data;
  const grey = new Uint8Array(probeWidth * probeHeight);
  for (let i = 0; i < grey.length; i++)
    grey[i] = luma(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!);
  const box = receiptBox(grey, probeWidth, probeHeight);
  if (!box) return whole;
  return {
    left: Math.round(box.left * bitmap.width),
    top: Math.round(box.top * bitmap.height),
    width: Math.max(1, Math.round(box.width * bitmap.width)),
    height: Math.max(1, Math.round(box.height * bitmap.height)),
  };
}

/** The canvas's pixels to grey, in place. */
export function greyCanvas(canvas: HTMLCanvasElement): void {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  toGreyscale(image.data);
  context.putImageData(image, 0, 0);
}

/** A copy of the canvas turned clockwise by `degrees` (a quarter turn) and scaled by `scale`. */
export function turnedCanvas(
  source: HTMLCanvasElement,
  degrees: number,
  scale = 1,
): HTMLCanvasElement {
  const sideways = degrees % 180 !== 0;
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = sideways ? height : width;
  canvas.height = sideways ? width : height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to turn the receipt image');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(source, -width / 2, -height / 2, width, height);
  return canvas;
}

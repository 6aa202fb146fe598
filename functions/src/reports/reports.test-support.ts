/** Fixtures for the report tests and the bench: a home, its repairs and real receipt files. */
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import type { DocData } from '../kit/store';

export const OWNER_UID = 'own';
export const REALTOR_UID = 'rita';

export function propertyDoc(overrides: DocData = {}): DocData {
  return {
    ownerId: OWNER_UID,
    ownerName: 'Olive Owner',
    address: '123 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    verificationStatus: 'verified',
    viewerIds: [OWNER_UID, REALTOR_UID],
    repairCount: 3,
    lastRepairDate: '2025-06-01',
    totalSpentCents: 60_000,
    ...overrides,
  };
}

export function repairDoc(propertyId: string, overrides: DocData): DocData {
  return {
    propertyId,
    ownerId: OWNER_UID,
    viewerIds: [OWNER_UID, REALTOR_UID],
    property: { address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
    serviceType: 'Plumbing',
    date: '2025-01-01',
    status: 'completed',
    description: null,
    contractorName: null,
    costCents: 10_000,
    receipt: null,
    validation: { state: 'none' },
    isContractorValidated: false,
    source: 'owner',
    addedBy: OWNER_UID,
    ...overrides,
  };
}

/** A photo-like JPEG (noise compresses badly, like a phone photo). */
export async function jpegReceipt(width = 1600, height = 1200, seed = 1): Promise<Uint8Array> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (x >> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function pngReceipt(): Promise<Uint8Array> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 220, b: 240 } },
  })
    .png()
    .toBuffer();
}

/**
 * A PDF receipt of `pages` pages, each saying `"{label} page {n}"`. `hostile`: as a crafted
 * file could be — JavaScript on open, on each page's open, and in a link over the page.
 */
export async function pdfReceipt(
  label: string,
  pages: number,
  { hostile = false } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${label} page ${i}`, { x: 72, y: 700, size: 18, font });
    for (let line = 0; line < 30; line++)
      page.drawText(`Line ${line + 1}: labour and parts ........ $${(line * 13.5).toFixed(2)}`, {
        x: 72,
        y: 660 - line * 18,
        size: 10,
        font,
      });
    if (hostile) {
      const js = (code: string) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of(code) });
      page.node.set(PDFName.of('AA'), doc.context.obj({ O: js('app.alert("page")') }));
      const link = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 612, 792],
        A: js('app.launchURL("https://evil.example")'),
      });
      page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    }
  }
  if (hostile)
    doc.catalog.set(
      PDFName.of('OpenAction'),
      doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("open")') }),
    );
  return doc.save();
}

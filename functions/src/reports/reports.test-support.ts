/** Fixtures for the report tests and the bench: a home, its repairs and real receipt files. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { DocData } from '../kit/store';
import { reportSummary } from '@homeledger/domain';
import type { ReportModel } from './report-pdf';

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

/**
 * One page as a scanner makes it: US Letter at `dpi`, off-white paper with sensor noise and
 * lines of dark "print", as a colour JPEG (q 85) — it compresses like a real scan, not to
 * nothing.
 */
export async function scannedPage(dpi: number, seed = 1): Promise<Uint8Array> {
  const width = Math.round(8.5 * dpi);
  const height = Math.round(11 * dpi);
  const raw = Buffer.alloc(width * height * 3);
  let x = (seed + 7) * 2654435761;
  const line = Math.max(4, Math.round(dpi / 8));
  for (let y = 0; y < height; y++) {
    // Text rows: every other band of `line` pixels between the margins, ragged on the right.
    const inText = y > dpi && y < height - dpi && Math.floor(y / line) % 2 === 0;
    const rowEnd = width - dpi - ((((y / line) | 0) * 37 * (seed + 1)) % (width / 3));
    for (let c = 0; c < width; c++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((x >> 16) & 0x0f) - 8;
      const ink = inText && c > dpi && c < rowEnd && ((x >> 8) & 0x3) !== 0;
      const i = (y * width + c) * 3;
      const base = ink ? 40 : 238;
      raw[i] = Math.max(0, Math.min(255, base + noise + 4));
      raw[i + 1] = Math.max(0, Math.min(255, base + noise + 2));
      raw[i + 2] = Math.max(0, Math.min(255, base + noise - 4));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A scanned receipt: `pages` pages, each one full-page JPEG image at `dpi` drawn over the
 * whole page and nothing else (no text layer), as a document scanner writes them.
 */
export async function scannedPdfReceipt(pages: number, dpi: number, seed = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const image = await doc.embedJpg(await scannedPage(dpi, seed * 31 + i));
    const page = doc.addPage([612, 792]);
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return doc.save();
}

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Each page's text as pdf.js reads it (what a reader's copy or a search sees). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

/** A report's model with no repairs and no photo: tests add the rows they need. */
export function reportModel(over: Partial<ReportModel> = {}): ReportModel {
  return {
    title: 'Home History Report',
    address: '123 Main St',
    cityLine: 'Springfield, IL 62704',
    ownerName: 'Olive Owner',
    generatedOn: 'May 1, 2026',
    verificationStatus: 'Verified',
    createdByRole: 'Homeowner',
    code: 'ABCDEFGHJKLMNPQRSTUVWXYZ23',
    verifyUrl: 'https://homeledger.app/verify/ABCDEFGHJKLMNPQRSTUVWXYZ23',
    photo: null,
    summary: reportSummary([]),
    rows: [],
    warranties: [],
    includeCosts: true,
    ...over,
  };
}

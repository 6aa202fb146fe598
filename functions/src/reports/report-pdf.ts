/**
 * The Home History Report's PDF (US Letter): cover, summary, history table, warranties
 * (when the home has any), receipts appendix. Pure of Firebase: it gets the model and the receipts' loaders, and reports
 * progress per receipt.
 *
 * PDF library: `@cantoo/pdf-lib`, the maintained fork of `pdf-lib` (whose last release,
 * 1.17.1, dates from 2021 with hundreds of open issues). Same API, so nothing here
 * depends on the fork's extras; it fixes loading of PDFs with broken cross-reference
 * tables and object streams, which receipts exported by phone scanners and accounting
 * tools often are, and keeps receiving releases. Images go through `sharp` (downscaled
 * to print resolution: a 4 MB phone photo becomes ~200 KB), the QR code through
 * `qrcode` and is drawn as vector squares (crisp at any zoom, no image to embed).
 */
import {
  PDFDocument,
  PDFName,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { AppendixBudget } from './appendix-budget';
import { fitPrintJpeg, type PrintJpeg } from './print-jpeg';
import { shrinkPageImages } from './receipt-pdf-images';
import {
  formatCents,
  formatReportCode,
  formatShare,
  formatShortDate,
  PREVIOUS_OWNER_MARK,
  RECEIPT_KEPT_MARK,
  REPORT_OWNERSHIP,
  WARRANTY_EXPIRING_DAYS,
  WARRANTY_STATE_LABELS,
  type HistoryRow,
  type ReportSummary,
  type WarrantyRow,
} from '@homeledger/domain';

export const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

/** Print resolution of receipt photos: 150 dpi over the page's printable area. */
export const RECEIPT_IMAGE_MAX = { width: 1_125, height: 1_425 } as const;
const PHOTO_MAX = { width: 1_200, height: 800 } as const;

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.09, 0.4, 0.35);
const RULE = rgb(0.85, 0.87, 0.9);
const BAND = rgb(0.95, 0.96, 0.97);
const ALERT = rgb(0.7, 0.1, 0.1);

export interface ReportModel {
  title: string;
  address: string;
  cityLine: string;
  ownerName: string | null;
  /** The generation date as printed ("May 1, 2026"). */
  generatedOn: string;
  /** A report kept at a transfer: the day the history stops ("May 3, 2026"), else null. */
  asOf?: string | null;
  verificationStatus: string;
  /** "Homeowner" or "Realtor". */
  createdByRole: string;
  code: string;
  verifyUrl: string;
  /** The property photo (any format sharp reads), or null. */
  photo: Uint8Array | null;
  summary: ReportSummary;
  rows: HistoryRow[];
  /** The home's warranties (warrantyRows); none leaves the section out. */
  warranties: WarrantyRow[];
  includeCosts: boolean;
}

/** A receipt to put in the appendix, in appendix order. */
export interface ReceiptSource {
  /** "Jun 1, 2025 · Plumbing" — the repair it belongs to. */
  caption: string;
  fileName: string;
  contentType: string;
  load(): Promise<Uint8Array>;
}

export interface AppendixEntry {
  caption: string;
  fileName: string;
  /** 1-based page of the report where the receipt starts, or null when it was not included. */
  page: number | null;
  /** Why it could not be included. */
  reason: string | null;
}

export interface BuiltReport {
  bytes: Uint8Array;
  pageCount: number;
  appendix: AppendixEntry[];
}

/** Why a receipt is not in the appendix, in words a buyer understands. */
export const RECEIPT_FAILURES = {
  missing: 'The file is no longer stored.',
  tooLarge: 'The file is too large to include.',
  unreadableImage: 'The image could not be read (the file is damaged or not an image).',
  unreadablePdf: 'The PDF could not be read (the file is damaged or protected).',
  emptyPdf: 'The PDF has no pages.',
  unsupported: 'This kind of file cannot be included.',
  /** The appendix's byte budget is spent (appendix-budget.ts): the ZIP has every receipt whole. */
  overBudget: 'The report is at its size limit: the file is in the "Download everything" ZIP.',
} as const;

// WinAnsi is what the standard fonts encode: anything else becomes "?" rather than
// failing the whole report over one emoji in a description.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    )
      out += char;
    else if (char === '\n' || char === '\t') out += ' ';
    else out += '?';
  }
  return out;
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  const clean = printable(text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let lo = 0;
  let hi = clean.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${clean.slice(0, mid)}…`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${clean.slice(0, lo).trimEnd()}…`;
}

/** `text` broken at spaces into lines no wider than `width`. */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A table cell's lines: wrapped at spaces, at most CELL_MAX_LINES, the last cut with "…". */
const CELL_MAX_LINES = 3;
function cellLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines = wrapLines(text, font, size, width).map((line) => fit(line, font, size, width));
  if (lines.length <= CELL_MAX_LINES) return lines.length ? lines : [''];
  const kept = lines.slice(0, CELL_MAX_LINES);
  kept[CELL_MAX_LINES - 1] = fit(`${kept[CELL_MAX_LINES - 1]}…`, font, size, width);
  return kept;
}

class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** Where new pages go: the end, unless an index is being drawn into the middle. */
  insertAt: number | null = null;

  newPage(): PDFPage {
    this.page =
      this.insertAt === null
        ? this.doc.addPage([PAGE.width, PAGE.height])
        : this.doc.insertPage(this.insertAt++, [PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }

  text(
    value: string,
    options: {
      x?: number;
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      width?: number;
    } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    this.page.drawText(fit(value, font, size, options.width ?? PAGE.width - MARGIN - x), {
      x,
      y: this.y - size,
      size,
      font,
      color: options.color ?? INK,
    });
  }

  /** Whether `height` more points fit above the page's foot from here. */
  fits(height: number) {
    return this.y - height >= MARGIN + 24;
  }

  /** Moves down, starting a new page (with `onBreak` drawing its header) when full. */
  down(amount: number, onBreak?: () => void) {
    this.y -= amount;
    if (this.y < MARGIN + 24) {
      this.newPage();
      onBreak?.();
    }
  }

  heading(value: string) {
    this.text(value, { size: 18, bold: true });
    this.y -= 26;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 1,
      color: ACCENT,
    });
    this.y -= 14;
  }

  subheading(value: string) {
    // Never alone at the foot of a page: it keeps room for what it introduces (a table's
    // header and first row, or a line of text).
    if (!this.fits(8 + 20 + 2 * 16)) this.newPage();
    else this.down(8);
    this.text(value, { size: 12, bold: true, color: ACCENT });
    this.y -= 20;
  }

  /** A simple table: columns as [title, width, align]. Header repeats on each page. */
  table(columns: [string, number, 'left' | 'right'][], rows: string[][], size = 9) {
    const rowHeight = size + 7;
    const header = () => {
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - rowHeight + 2,
        width: CONTENT_WIDTH,
        height: rowHeight,
        color: BAND,
      });
      this.cells(
        columns,
        columns.map(([title, width]) => [fit(title, this.bold, size, width - 8)]),
        size,
        true,
      );
      this.y -= rowHeight;
    };
    // The header goes with its first row, and a page break comes before a row, never after
    // the last one: no header alone at a page's foot or on a page of its own.
    if (!this.fits(rowHeight)) this.newPage();
    header();
    for (const row of rows) {
      // A long cell wraps (a validation mark says what was checked: never cut short).
      const lines = columns.map(([, width], i) =>
        cellLines(row[i] ?? '', this.regular, size, width - 8),
      );
      const extra = (Math.max(1, ...lines.map((cell) => cell.length)) - 1) * (size + 2);
      if (this.y - extra < MARGIN + 24) {
        this.newPage();
        header();
      }
      this.cells(columns, lines, size, false);
      this.y -= rowHeight + extra;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 3 },
        end: { x: PAGE.width - MARGIN, y: this.y + 3 },
        thickness: 0.5,
        color: RULE,
      });
    }
  }

  /** One row's cells, each as its lines (top line on this.y's first text line). */
  private cells(
    columns: [string, number, 'left' | 'right'][],
    row: string[][],
    size: number,
    bold: boolean,
  ) {
    let x = MARGIN + 4;
    columns.forEach(([, width, align], i) => {
      const font = bold ? this.bold : this.regular;
      (row[i] ?? []).forEach((value, line) => {
        const dx = align === 'right' ? width - 8 - font.widthOfTextAtSize(value, size) : 0;
        this.page.drawText(value, {
          x: x + dx,
          y: this.y - size - 1 - line * (size + 2),
          size,
          font,
          color: bold ? MUTED : INK,
        });
      });
      x += width;
    });
  }
}

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col))
        page.drawRectangle({
          x: x + (col + quiet) * cell,
          // PDF y grows upwards; QR rows go down.
          y: y + size - (row + quiet + 1) * cell,
          width: cell + 0.05,
          height: cell + 0.05,
          color: rgb(0, 0, 0),
        });
}

/** Downscaled to print size as JPEG (orientation from EXIF applied, metadata dropped). */
export async function printImage(
  bytes: Uint8Array,
  max: { width: number; height: number },
): Promise<Uint8Array> {
  return sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ ...max, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
}

function drawCover(w: Writer, model: ReportModel, photo: PDFImage | null) {
  const page = w.newPage();
  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: ACCENT });
  w.text('HomeLedger', { size: 11, bold: true, color: ACCENT });
  w.y -= 40;
  w.text(model.title, { size: 28, bold: true });
  w.y -= 44;
  w.text(model.address, { size: 20, bold: true });
  w.y -= 26;
  w.text(model.cityLine, { size: 13, color: MUTED });
  w.y -= 30;
  if (photo) {
    const scale = Math.min(CONTENT_WIDTH / photo.width, 260 / photo.height);
    const width = photo.width * scale;
    const height = photo.height * scale;
    page.drawImage(photo, { x: MARGIN, y: w.y - height, width, height });
    w.y -= height + 24;
  }
  const facts: [string, string][] = [
    ...(model.ownerName ? ([['Owner', model.ownerName]] as [string, string][]) : []),
    ['Generated on', model.generatedOn],
    ...(model.asOf ? ([['History as of', model.asOf]] as [string, string][]) : []),
    ['Requested by', model.createdByRole],
    ['Ownership', model.verificationStatus],
    ['Repairs', String(model.summary.repairCount)],
  ];
  for (const [label, value] of facts) {
    w.text(label, { size: 10, color: MUTED });
    w.text(value, { x: MARGIN + 110, size: 11, bold: true });
    w.y -= 18;
  }
  // What "Ownership" does and does not mean, under the facts (#33).
  w.y -= 4;
  for (const line of wrapLines(REPORT_OWNERSHIP.note, w.regular, 8, CONTENT_WIDTH)) {
    w.text(line, { size: 8, color: MUTED });
    w.y -= 11;
  }

  // Verification box at the foot of the cover.
  const boxHeight = 140;
  const boxY = MARGIN;
  page.drawRectangle({
    x: MARGIN,
    y: boxY,
    width: CONTENT_WIDTH,
    height: boxHeight,
    borderColor: RULE,
    borderWidth: 1,
    color: BAND,
  });
  drawQr(page, model.verifyUrl, PAGE.width - MARGIN - 124, boxY + 8, 124);
  w.y = boxY + boxHeight - 16;
  const textWidth = CONTENT_WIDTH - 150;
  w.text('Check that this report is genuine', {
    x: MARGIN + 16,
    size: 12,
    bold: true,
    width: textWidth,
  });
  w.y -= 22;
  w.text('Scan the code or open the address below, then drop this PDF on the page.', {
    x: MARGIN + 16,
    size: 9,
    color: MUTED,
    width: textWidth,
  });
  w.y -= 22;
  w.text('Verification code', { x: MARGIN + 16, size: 9, color: MUTED });
  w.y -= 14;
  w.text(formatReportCode(model.code), { x: MARGIN + 16, size: 12, bold: true, width: textWidth });
  w.y -= 22;
  w.text(model.verifyUrl, { x: MARGIN + 16, size: 8, color: ACCENT, width: textWidth });
}

function drawSummary(w: Writer, model: ReportModel) {
  const s = model.summary;
  w.newPage();
  w.heading('Summary');
  const overview: [string, string][] = [
    ['Repairs recorded', String(s.repairCount)],
    [
      'Period',
      s.dateRange
        ? `${formatShortDate(s.dateRange.from)} – ${formatShortDate(s.dateRange.to)}`
        : '—',
    ],
    ...(model.includeCosts
      ? ([['Total spent', formatCents(s.totalSpentCents)]] as [string, string][])
      : []),
    [
      'Validated by a contractor',
      `${s.validatedCount} of ${s.repairCount} (${formatShare(s.validatedShare)})`,
    ],
    // What the marks checked (#33): every validating contractor proved an email; only
    // these had a business a reviewer verified.
    ['Of these, business verified', `${s.businessVerifiedCount} of ${s.validatedCount}`],
  ];
  for (const [label, value] of overview) {
    w.text(label, { color: MUTED });
    w.text(value, { x: MARGIN + 170, bold: true });
    w.y -= 16;
  }

  const costColumn = (cents: number) => (model.includeCosts ? [formatCents(cents)] : []);
  const costHeader: [string, number, 'right'][] = model.includeCosts
    ? [['Spent', 120, 'right']]
    : [];

  w.subheading('Last repair per system');
  w.table(
    [
      ['System', 160, 'left'],
      ['Last repair', 140, 'left'],
      ['Service type', CONTENT_WIDTH - 300, 'left'],
    ],
    s.lastRepairBySystem.map((row) => [
      row.system,
      row.date ? formatShortDate(row.date) : 'No repair recorded',
      row.serviceType ?? '',
    ]),
  );

  w.subheading('Repairs by year');
  w.table(
    [['Year', 160, 'left'], ['Repairs', 100, 'right'], ...costHeader],
    s.byYear.map((row) => [String(row.year), String(row.count), ...costColumn(row.costCents)]),
  );

  w.subheading('Repairs by service type');
  w.table(
    [['Service type', 260, 'left'], ['Repairs', 100, 'right'], ...costHeader],
    s.byServiceType.map((row) => [
      row.serviceType,
      String(row.count),
      ...costColumn(row.costCents),
    ]),
  );
}

function drawHistory(w: Writer, model: ReportModel) {
  w.newPage();
  w.heading('Repair history');
  const cost: [string, number, 'right'][] = model.includeCosts ? [['Cost', 66, 'right']] : [];
  // What is left of the width goes to "Validated by {business}", the column a buyer reads.
  const validatedWidth = model.includeCosts ? 170 : 236;
  w.table(
    [
      ['Date', 64, 'left'],
      ['Service type', 76, 'left'],
      ['Contractor', 76, 'left'],
      ...cost,
      ['Status', 52, 'left'],
      ['Validation', validatedWidth, 'left'],
    ],
    model.rows.map((row) => [
      row.date ? formatShortDate(row.date) : '—',
      row.serviceType,
      row.contractor,
      ...(model.includeCosts ? [row.cost ?? ''] : []),
      row.status,
      [
        row.validatedBy ?? 'Not validated',
        ...(row.byPreviousOwner ? [PREVIOUS_OWNER_MARK] : []),
        ...(row.receiptKept ? [RECEIPT_KEPT_MARK] : []),
      ].join(' · '),
    ]),
    8,
  );
}

function drawWarranties(w: Writer, model: ReportModel) {
  if (model.warranties.length === 0) return;
  w.newPage();
  w.heading('Warranties');
  w.table(
    [
      ['Item', 128, 'left'],
      ['Provider', 100, 'left'],
      ['Start', 62, 'left'],
      ['End', 66, 'left'],
      ['Transferable', 64, 'left'],
      ['State', CONTENT_WIDTH - 420, 'left'],
    ],
    model.warranties.map((row) => [
      row.item,
      row.provider || '—',
      row.startDate ? formatShortDate(row.startDate) : '—',
      row.endDate ? formatShortDate(row.endDate) : 'No end date',
      row.transferable ? 'Yes' : 'No',
      WARRANTY_STATE_LABELS[row.state],
    ]),
    8,
  );
  w.down(8);
  w.text(
    `State on ${model.generatedOn}. Expiring soon: ends within ${WARRANTY_EXPIRING_DAYS} days. ` +
      'A transferable warranty passes to the next owner.',
    { size: 8, color: MUTED },
  );
}

function caption(page: PDFPage, w: Writer, text: string) {
  page.drawRectangle({
    x: 0,
    y: 0,
    width: page.getWidth(),
    height: 22,
    color: rgb(1, 1, 1),
    opacity: 0.9,
  });
  page.drawText(fit(text, w.regular, 8, page.getWidth() - 24), {
    x: 12,
    y: 8,
    size: 8,
    font: w.regular,
    color: MUTED,
  });
}

/** Receipts prepared at once: one per core of the render's two vCPUs (function-options.ts). */
const PREPARE_AHEAD = 2;

/** A receipt read and shrunk, ready to go into the report (or why it cannot). */
type PreparedReceipt =
  | { kind: 'pdf'; source: PDFDocument; count: number; bytes: number }
  | { kind: 'image'; jpeg: PrintJpeg; bytes: number }
  | { kind: 'left'; reason: string };

/**
 * Loads one receipt and shrinks it to print resolution within `allowance` bytes (the
 * appendix budget's offer). Nothing is added to the report yet: `addPrepared` does that in
 * appendix order, so the next receipt can be prepared while one is added.
 */
async function prepareReceipt(
  receipt: ReceiptSource,
  allowance: number,
  loadFailure: (error: unknown) => string,
): Promise<PreparedReceipt> {
  let bytes: Uint8Array;
  try {
    bytes = await receipt.load();
  } catch (error) {
    return { kind: 'left', reason: loadFailure(error) };
  }
  if (receipt.contentType === 'application/pdf') {
    let source: PDFDocument;
    let pages: PDFPage[];
    try {
      source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
      // A damaged file may load and fail only when its page tree is read.
      pages = source.getPages();
    } catch {
      return { kind: 'left', reason: RECEIPT_FAILURES.unreadablePdf };
    }
    if (pages.length === 0) return { kind: 'left', reason: RECEIPT_FAILURES.emptyPdf };
    // A receipt is shown, never run: its links, form widgets and page actions (JavaScript,
    // launch, submit) stay behind. copyPages never takes the file's own /OpenAction.
    for (const page of pages) for (const key of ['Annots', 'AA']) page.node.delete(PDFName.of(key));
    try {
      const cost = await shrinkPageImages(source, pages, allowance);
      return { kind: 'pdf', source, count: pages.length, bytes: cost };
    } catch {
      return { kind: 'left', reason: RECEIPT_FAILURES.unreadablePdf };
    }
  }
  if (receipt.contentType.startsWith('image/')) {
    try {
      const jpeg = await fitPrintJpeg(
        sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
          .rotate()
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb'),
        RECEIPT_IMAGE_MAX,
        allowance,
      );
      return { kind: 'image', jpeg, bytes: jpeg.bytes.length };
    } catch {
      return { kind: 'left', reason: RECEIPT_FAILURES.unreadableImage };
    }
  }
  return { kind: 'left', reason: RECEIPT_FAILURES.unsupported };
}

/** Adds a prepared receipt's pages, when the budget still has room for it. */
async function addPrepared(
  w: Writer,
  receipt: ReceiptSource,
  index: number,
  prepared: PreparedReceipt,
  budget: AppendixBudget,
): Promise<AppendixEntry> {
  const label = `Receipt ${index + 1} · ${receipt.caption} · ${receipt.fileName}`;
  const entry = { caption: receipt.caption, fileName: receipt.fileName };
  const left = (reason: string): AppendixEntry => {
    budget.skip();
    return { ...entry, page: null, reason };
  };
  if (prepared.kind === 'left') return left(prepared.reason);
  if (!budget.fits(prepared.bytes)) return left(RECEIPT_FAILURES.overBudget);
  const start = w.doc.getPageCount() + 1;
  if (prepared.kind === 'pdf') {
    let pages: PDFPage[];
    try {
      pages = await w.doc.copyPages(prepared.source, prepared.source.getPageIndices());
    } catch {
      return left(RECEIPT_FAILURES.unreadablePdf);
    }
    budget.take(prepared.bytes);
    const { count } = prepared;
    pages.forEach((page, i) => {
      w.doc.addPage(page);
      caption(page, w, count > 1 ? `${label} (page ${i + 1} of ${count})` : label);
    });
    return { ...entry, page: start, reason: null };
  }
  const image = await w.doc.embedJpg(prepared.jpeg.bytes);
  budget.take(prepared.bytes);
  const page = w.newPage();
  w.text(label, { size: 10, bold: true });
  const top = PAGE.height - MARGIN - 24;
  const scale = Math.min(CONTENT_WIDTH / image.width, (top - MARGIN) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: MARGIN + (CONTENT_WIDTH - width) / 2,
    y: top - height,
    width,
    height,
  });
  return { ...entry, page: start, reason: null };
}

function drawAppendixIndex(w: Writer, entries: AppendixEntry[], at: number): number {
  // New pages go in before the receipts (fresh pages: moving pages breaks the page tree).
  const before = w.doc.getPageCount();
  w.insertAt = at;
  w.newPage();
  w.heading('Appendix: receipts');
  if (entries.length === 0) w.text('No receipts are attached to these repairs.', { color: MUTED });
  entries.forEach((entry, i) => {
    w.text(`${i + 1}.`, { size: 9, color: MUTED });
    w.text(`${entry.caption} · ${entry.fileName}`, {
      x: MARGIN + 24,
      size: 9,
      width: CONTENT_WIDTH - 150,
    });
    if (entry.reason === null)
      w.text(`page ${entry.page}`, { x: PAGE.width - MARGIN - 110, size: 9, bold: true });
    else
      w.text('Not included', { x: PAGE.width - MARGIN - 110, size: 9, bold: true, color: ALERT });
    w.y -= 13;
    if (entry.reason !== null) {
      w.text(`Could not be included: ${entry.reason}`, { x: MARGIN + 24, size: 8, color: ALERT });
      w.y -= 12;
    }
    w.down(2);
  });
  w.insertAt = null;
  return w.doc.getPageCount() - before;
}

/** The number of pages the appendix index takes for `entries` (to number pages before drawing it). */
async function indexPageCount(entries: AppendixEntry[]): Promise<number> {
  const scratch = await PDFDocument.create();
  const w = new Writer(
    scratch,
    await scratch.embedFont(StandardFonts.Helvetica),
    await scratch.embedFont(StandardFonts.HelveticaBold),
  );
  drawAppendixIndex(w, entries, 0);
  return scratch.getPageCount();
}

/**
 * Builds the report. Receipts are loaded one at a time, each shrunk to print resolution
 * within the appendix's byte budget (memory holds the PDF being made, bounded by the
 * budget, and three receipts at most); `onProgress(done, total)` after each.
 */
export async function buildReportPdf(
  model: ReportModel,
  receipts: readonly ReceiptSource[] | null,
  options: {
    onProgress?: (done: number, total: number) => Promise<void> | void;
    loadFailure?: (error: unknown) => string;
    /** The receipts' byte budget (default APPENDIX_BUDGET_BYTES; tests set a small one). */
    appendixBudget?: number;
  } = {},
): Promise<BuiltReport> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`${model.title}: ${model.address}`));
  doc.setAuthor('HomeLedger');
  doc.setCreator('HomeLedger');
  doc.setProducer('HomeLedger');
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  let photo: PDFImage | null = null;
  if (model.photo) {
    try {
      photo = await doc.embedJpg(await printImage(model.photo, PHOTO_MAX));
    } catch {
      photo = null; // A damaged photo leaves the cover without one, never the report.
    }
  }
  drawCover(w, model, photo);
  drawSummary(w, model);
  drawHistory(w, model);
  drawWarranties(w, model);

  const appendix: AppendixEntry[] = [];
  if (receipts) {
    const appendixStart = doc.getPageCount();
    const total = receipts.length;
    const budget = new AppendixBudget(total, options.appendixBudget);
    const loadFailure = options.loadFailure ?? (() => RECEIPT_FAILURES.missing);
    const prepare = (i: number) => {
      const receipt = receipts[i] as ReceiptSource;
      const promise = prepareReceipt(receipt, budget.allowance(), loadFailure);
      // Awaited in turn below; a failure before then must not count as unhandled.
      promise.catch(() => undefined);
      return promise;
    };
    await options.onProgress?.(0, total);
    // The next PREPARE_AHEAD receipts are prepared (read, decoded, shrunk: sharp works off the
    // main thread, one thread each) while one goes into the report: both cores busy, and at
    // most PREPARE_AHEAD + 1 receipts in memory. Their budget offers are made ahead; whether
    // each fits is decided in order, as it is added.
    const ahead: Promise<PreparedReceipt>[] = [];
    for (let i = 0; i < Math.min(PREPARE_AHEAD, total); i++) ahead.push(prepare(i));
    for (const [i, receipt] of receipts.entries()) {
      const prepared = await (ahead.shift() as Promise<PreparedReceipt>);
      if (i + PREPARE_AHEAD < total) ahead.push(prepare(i + PREPARE_AHEAD));
      appendix.push(await addPrepared(w, receipt, i, prepared, budget));
      await options.onProgress?.(i + 1, total);
    }
    // Page numbers shift by the index's own length, which depends only on the entries.
    const shift = await indexPageCount(appendix);
    for (const entry of appendix) if (entry.page !== null) entry.page += shift;
    drawAppendixIndex(w, appendix, appendixStart);
  }

  const pageCount = doc.getPageCount();
  doc.getPages().forEach((page, i) => {
    if (i === 0) return;
    page.drawText(
      printable(`${model.address} · Home History Report · page ${i + 1} of ${pageCount}`),
      {
        x: MARGIN,
        y: page.getHeight() - 30,
        size: 7,
        font: w.regular,
        color: MUTED,
      },
    );
  });
  const bytes = await doc.save({ useObjectStreams: true });
  return { bytes, pageCount, appendix };
}

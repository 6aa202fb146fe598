/**
 * `npm run bench:report` runs this (bundled by scripts/bench/bench-report.mjs) in a fresh
 * process: a home with N repairs and receipts made here — phone-photo-sized JPEGs and, in
 * the small case, 1–3 page text PDFs, in the realistic one scanned PDFs of 2–5 MB (pages
 * that are one full-page JPEG at 200 or 300 dpi) — on disk, as Storage would hold them, so
 * the process's peak RSS is the renderer's and not the fixtures'. The report is rendered by
 * the production code (renderHistoryReport on the memory store) into a folder.
 */
import {
  existsSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import sharp from 'sharp';
import { addDays, todayIsoDate } from '@homeledger/domain';
import { MemoryStore } from '../kit/memory-store';
import { callableShell } from '../kit/callable';
import { createHistoryReportSpec } from './create-history-report';
import { BlobTooLargeError, MissingBlobError, type ReportBlobs } from './ports';
import { renderHistoryReport } from './render-report';
import { writeReportZip } from './report-zip';
import {
  OWNER_UID,
  pdfReceipt,
  propertyDoc,
  repairDoc,
  scannedPdfReceipt,
} from './reports.test-support';

/** ReportBlobs on a folder (the bench's Storage). */
export function diskBlobs(root: string): ReportBlobs {
  const file = (p: string) => path.join(root, p);
  return {
    async read(p, maxBytes) {
      let size: number;
      try {
        size = statSync(file(p)).size;
      } catch {
        throw new MissingBlobError(p);
      }
      if (size > maxBytes) throw new BlobTooLargeError(p, maxBytes);
      return readFileSync(file(p));
    },
    async size(p) {
      try {
        return statSync(file(p)).size;
      } catch {
        return null;
      }
    },
    readStream: (p): Readable => createReadStream(file(p)),
    writeStream(p): Writable {
      mkdirSync(path.dirname(file(p)), { recursive: true });
      return createWriteStream(file(p));
    },
    async delete(p) {
      rmSync(file(p), { force: true });
    },
  };
}

const SERVICES = [
  'Plumbing',
  'HVAC',
  'Roofing',
  'Electrical',
  'Painting',
  'Appliances',
  'Flooring',
];

/** A 12-megapixel phone photo of 3–4 MB: smooth colour with sensor-like noise. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  let x = (seed + 1) * 2654435761;
  for (let y = 0; y < height; y++)
    for (let c = 0; c < width; c++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * width + c) * 3;
      const noise = ((x >> 16) & 0x3f) - 32;
      raw[i] = Math.max(0, Math.min(255, ((c * 255) / width + noise + seed * 20) | 0));
      raw[i + 1] = Math.max(0, Math.min(255, ((y * 255) / height + noise) | 0));
      raw[i + 2] = Math.max(0, Math.min(255, 128 + noise * 2));
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The realistic case's scanned PDFs: 200 dpi of 2–4 pages or 300 dpi of 2 (2–5 MB each). */
function scanShape(k: number): { dpi: number; pages: number } {
  return k % 2 === 0 ? { dpi: 200, pages: 2 + ((k / 2) % 3) } : { dpi: 300, pages: 2 };
}

export type BenchCase = 'small' | 'realistic';

export interface FixtureFacts {
  dir: string;
  case: BenchCase;
  repairs: number;
  photos: number;
  pdfs: number;
  photoBytes: { min: number; max: number; total: number };
  pdfBytes: { min: number; max: number; total: number };
  pdfPages: number;
  ms: number;
  /** Made by an earlier run (the fixtures are kept in .test-output between runs). */
  cached: boolean;
}

const FIXTURES_VERSION = 2;

const spread = (sizes: number[]) => ({
  min: Math.min(...sizes),
  max: Math.max(...sizes),
  total: sizes.reduce((a, b) => a + b, 0),
});

/**
 * Writes the home's receipts under `dir/files` and its documents to `dir/store.json`; a
 * folder an earlier run filled for the same case is used as it is.
 */
export async function makeFixtures(
  dir: string,
  repairs: number,
  benchCase: BenchCase = 'small',
): Promise<FixtureFacts> {
  const factsFile = path.join(dir, 'facts.json');
  if (existsSync(factsFile)) {
    const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as FixtureFacts & { version: number };
    if (facts.version === FIXTURES_VERSION && facts.repairs === repairs && facts.case === benchCase)
      return { ...facts, dir, cached: true };
  }
  const started = Date.now();
  const files = path.join(dir, 'files');
  const photos = Math.floor(repairs / 2);
  const docs: Record<string, Record<string, unknown>> = {
    'properties/bench': propertyDoc({ repairCount: repairs, viewerIds: [OWNER_UID] }),
  };
  // Ten distinct photos, each stored under ten names: decoding is the cost, not variety.
  const distinct = await Promise.all(
    Array.from({ length: Math.min(10, Math.max(1, photos)) }, (_, i) => phonePhoto(i)),
  );
  // Likewise ten distinct scans (each takes a second or two to make).
  const scans: Uint8Array[] = [];
  if (benchCase === 'realistic')
    for (let k = 0; k < Math.min(10, Math.max(1, repairs - photos)); k++) {
      const { dpi, pages } = scanShape(k);
      scans.push(await scannedPdfReceipt(pages, dpi, k + 1));
    }
  const photoSizes: number[] = [];
  const pdfSizes: number[] = [];
  let pdfPages = 0;
  for (let i = 0; i < repairs; i++) {
    const isPhoto = i < photos;
    const name = isPhoto ? `photo-${i}.jpg` : `invoice-${i}.pdf`;
    const receiptPath = `receipts/bench/u${i}/${name}`;
    const scan = i % Math.max(1, scans.length);
    const bytes = isPhoto
      ? (distinct[i % distinct.length] as Buffer)
      : benchCase === 'realistic'
        ? (scans[scan] as Uint8Array)
        : await pdfReceipt(`INVOICE ${i}`, 1 + (i % 3));
    if (isPhoto) photoSizes.push(bytes.length);
    else {
      pdfSizes.push(bytes.length);
      pdfPages += benchCase === 'realistic' ? scanShape(scan).pages : 1 + (i % 3);
    }
    mkdirSync(path.join(files, path.dirname(receiptPath)), { recursive: true });
    writeFileSync(path.join(files, receiptPath), bytes);
    const year = 2026 - (i % 12);
    const month = String(1 + (i % 12)).padStart(2, '0');
    docs[`repairs/r${String(i).padStart(4, '0')}`] = repairDoc('bench', {
      ownerId: OWNER_UID,
      viewerIds: [OWNER_UID],
      serviceType: SERVICES[i % SERVICES.length],
      date: `${year}-${month}-${String(1 + (i % 28)).padStart(2, '0')}`,
      contractorName: `Contractor ${i % 17}`,
      costCents: 5_000 + ((i * 7919) % 400_000),
      description: `Repair number ${i}`,
      isContractorValidated: i % 3 === 0,
      validation:
        i % 3 === 0
          ? { state: 'validated', contractorName: `Licensed Business ${i % 11} LLC` }
          : { state: 'none' },
      receipt: {
        path: receiptPath,
        name,
        contentType: isPhoto ? 'image/jpeg' : 'application/pdf',
        size: bytes.length,
      },
    });
  }
  // A few warranties around today, so the report has its Warranties section in every state.
  const today = todayIsoDate(new Date(), 'UTC');
  const warranties: [string, string, number | null, boolean][] = [
    ['Roof shingles', 'Summit Roofing LLC', 3_000, true],
    ['Water heater', 'AquaHeat', 40, false],
    ['Furnace', 'Comfort Air', 400, true],
    ['Kitchen sink', 'Faucet Co', null, true],
    ['Dishwasher', 'Kitchen Pro', -20, false],
    ['Exterior paint', 'ColorCoat Painters', -400, true],
  ];
  warranties.forEach(([item, provider, endsIn, transferable], i) => {
    docs[`warranties/w${i}`] = {
      propertyId: 'bench',
      ownerId: OWNER_UID,
      item,
      provider,
      startDate: addDays(today, -700 - i * 90),
      coverage: 'end',
      lengthCount: null,
      lengthUnit: null,
      endDate: endsIn === null ? '' : addDays(today, endsIn),
      notes: '',
      document: null,
      transferable,
      repairId: null,
    };
  });
  writeFileSync(path.join(dir, 'store.json'), JSON.stringify(docs));
  const facts: FixtureFacts = {
    dir,
    case: benchCase,
    repairs,
    photos,
    pdfs: repairs - photos,
    photoBytes: spread(photoSizes),
    pdfBytes: spread(pdfSizes),
    pdfPages,
    ms: Date.now() - started,
    cached: false,
  };
  writeFileSync(factsFile, JSON.stringify({ ...facts, version: FIXTURES_VERSION }));
  return facts;
}

/**
 * The process's peak RSS so far, as the kernel counts it (`maxRSS`, in KiB): each run is a
 * fresh process, so this is the run's own high-water mark, with no sampling gaps.
 */
function peakRssBytes(): number {
  return process.resourceUsage().maxRSS * 1024;
}

function peakRssSampler() {
  return { stop: peakRssBytes };
}

/** Renders the report of the home in `dir` (made by makeFixtures); the PDF lands in `dir/files`. */
export async function renderBench(dir: string) {
  const store = new MemoryStore(JSON.parse(readFileSync(path.join(dir, 'store.json'), 'utf8')));
  const blobs = diskBlobs(path.join(dir, 'files'));
  const rssBefore = process.memoryUsage.rss();
  const sampler = peakRssSampler();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const create = callableShell(createHistoryReportSpec, {
    store,
    newId: () => 'bench-report',
    randomBytes: (n: number) => crypto.getRandomValues(new Uint8Array(n)),
  });
  await create({
    auth: { uid: OWNER_UID, token: { role: 'homeowner', email_verified: true } },
    data: { propertyId: 'bench', includeReceipts: true, includeCosts: true, includePhoto: false },
  });
  const outcome = await renderHistoryReport(
    {
      store,
      blobs,
      origin: 'https://homeledger.app',
      log: { error: (m, c) => console.error(m, c) },
    },
    'bench-report',
  );
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const peak = sampler.stop();
  const report = store.snapshot()['reports/bench-report'] as Record<string, unknown>;
  return {
    outcome,
    ms: Math.round(ms),
    // CPU time of every thread (sharp's included): what the run costs on a busy machine.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    rssBeforeMb: Math.round(rssBefore / 1048576),
    peakRssMb: Math.round(peak / 1048576),
    pdfPath: path.join(dir, 'files', String(report['path'])),
    pdfBytes: report['size'],
    pageCount: report['pageCount'],
    sha256: report['sha256'],
    included: (report['appendix'] as { included?: number } | undefined)?.included ?? 0,
    leftOut: (report['appendix'] as { leftOut?: number } | undefined)?.leftOut ?? 0,
  };
}

/** The "Download everything" ZIP of the home in `dir`, with the PDF renderBench left there. */
export async function zipBench(dir: string, pdfPath: string) {
  const docs = JSON.parse(readFileSync(path.join(dir, 'store.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  const repairs = Object.entries(docs)
    .filter(([p]) => p.startsWith('repairs/'))
    .map(([p, data]) => ({ id: p.slice('repairs/'.length), ...data }));
  const blobs = diskBlobs(path.join(dir, 'files'));
  const rssBefore = process.memoryUsage.rss();
  const sampler = peakRssSampler();
  const started = performance.now();
  const zipPath = 'reports/bench/bench-report.zip';
  const { entries, missing } = await writeReportZip(blobs, zipPath, 'bench.zip', {
    folder: 'Home history - 123 Main St',
    reportPdfPath: path.relative(path.join(dir, 'files'), pdfPath),
    reportName: 'home-history-123-main-st.pdf',
    repairs,
    photoPath: null,
    generatedAt: new Date(),
    includeCosts: true,
  });
  const ms = performance.now() - started;
  const peak = sampler.stop();
  return {
    ms: Math.round(ms),
    rssBeforeMb: Math.round(rssBefore / 1048576),
    peakRssMb: Math.round(peak / 1048576),
    entries: entries.length,
    missing: missing.length,
    zipPath: path.join(dir, 'files', zipPath),
    zipBytes: statSync(path.join(dir, 'files', zipPath)).size,
  };
}

import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import {
  QUOTAS,
  QUOTA_MESSAGES,
  REPORT_CODE_PATTERN,
  REPORT_MESSAGES as M,
  TRUST_MESSAGES,
  type CertifiedSummary,
} from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { createHistoryReportSpec } from './create-history-report';
import { MemoryBlobs } from './ports';
import { renderHistoryReport } from './render-report';
import { RECEIPT_FAILURES } from './report-pdf';
import {
  OWNER_UID,
  REALTOR_UID,
  jpegReceipt,
  pdfReceipt,
  pdfText,
  pngReceipt,
  propertyDoc,
  repairDoc,
} from './reports.test-support';
import { verifyReportSpec } from './verify-report';
import { withdrawReportCodeSpec } from './withdraw-report-code';
import yauzl from 'yauzl';

/** Every entry of a ZIP: name → bytes. */
function unzip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const NOW = new Date('2026-05-01T12:00:00Z');
const OWNER = { uid: OWNER_UID, token: { role: 'homeowner', name: 'Olive', email_verified: true } };
const REALTOR = {
  uid: REALTOR_UID,
  token: { role: 'realtor', name: 'Rita', email_verified: true },
};
const STRANGER = { uid: 'sam', token: { role: 'realtor', name: 'Sam', email_verified: true } };
const quiet = { error: () => undefined };

function receipt(path: string, name: string, contentType: string) {
  return { path, name, contentType, size: 1 };
}

async function world() {
  const store = new MemoryStore();
  const blobs = new MemoryBlobs();
  store.seed({
    'properties/p1': propertyDoc({
      repairCount: 5,
      photo: { path: 'photos/p1/front.jpg', contentType: 'image/jpeg', size: 1 },
    }),
    [`properties/p1/shares/${REALTOR_UID}`]: { name: 'Rita', email: 'rita@realty.example' },
    'repairs/r1': repairDoc('p1', {
      serviceType: 'Roofing',
      date: '2025-06-01',
      contractorName: 'Owner Typed Roofers',
      costCents: 45_000,
      validation: { state: 'validated', contractorName: 'Summit Roofing LLC' },
      isContractorValidated: true,
      receipt: receipt('receipts/p1/u1/roof.pdf', 'roof.pdf', 'application/pdf'),
    }),
    'repairs/r2': repairDoc('p1', {
      serviceType: 'HVAC',
      date: '2024-03-15',
      costCents: 12_500,
      receipt: receipt('receipts/p1/u2/furnace.jpg', 'furnace.jpg', 'image/jpeg'),
    }),
    'repairs/r3': repairDoc('p1', {
      serviceType: 'Plumbing',
      date: '2023-11-02',
      costCents: 2_500,
      receipt: receipt('receipts/p1/u3/broken.pdf', 'broken.pdf', 'application/pdf'),
    }),
    'repairs/r4': repairDoc('p1', {
      serviceType: 'Electrical',
      date: '2022-08-20',
      costCents: null,
      receipt: receipt('receipts/p1/u4/panel.png', 'panel.png', 'image/png'),
    }),
    'repairs/r5': repairDoc('p1', {
      serviceType: 'Painting',
      date: '2021-05-05',
      receipt: receipt('receipts/p1/u5/gone.pdf', 'gone.pdf', 'application/pdf'),
      byPreviousOwner: true,
    }),
    'repairs/other': repairDoc('p2', { serviceType: 'Flooring', date: '2025-01-01' }),
  });
  blobs.putBytes(
    'receipts/p1/u1/roof.pdf',
    'application/pdf',
    await pdfReceipt('ROOF INVOICE', 2, { hostile: true }),
  );
  blobs.putBytes('receipts/p1/u2/furnace.jpg', 'image/jpeg', await jpegReceipt(800, 600));
  blobs.putBytes('receipts/p1/u3/broken.pdf', 'application/pdf', Buffer.from('%PDF-1.7 garbage'));
  blobs.putBytes('receipts/p1/u4/panel.png', 'image/png', await pngReceipt());
  blobs.putBytes('photos/p1/front.jpg', 'image/jpeg', await jpegReceipt(1200, 900, 3));
  // gone.pdf is not stored at all.
  let ids = 0;
  const callablePorts = {
    store,
    newId: () => `rep${++ids}`,
    randomBytes: (n: number) => new Uint8Array(n).map((_, i) => (i * 37 + ids) & 0xff),
    log: quiet,
  };
  const renderPorts = {
    store,
    blobs,
    origin: 'https://homeledger.example/',
    log: { error: (m: string, c?: unknown) => console.error(m, c) },
  };
  return { store, blobs, callablePorts, renderPorts };
}

const OPTIONS = { includeReceipts: true, includeCosts: true, includePhoto: false };

describe('the Home History Report end to end (memory store and files)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  let bytes: Uint8Array;
  let text: string[];
  let doc: Record<string, unknown>;
  /** The code as queued: the render prints it, then only its hash stays (#33). */
  let code: string;

  beforeAll(async () => {
    w = await world();
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    const { reportId } = await create({ auth: OWNER, data: { propertyId: 'p1', ...OPTIONS } });
    expect(reportId).toBe('rep1');
    const queued = w.store.snapshot()['reports/rep1'];
    expect(queued).toMatchObject({ state: 'queued', viewerIds: [OWNER_UID, REALTOR_UID] });
    const progress: unknown[] = [];
    const store = w.store;
    const commit = store.commit.bind(store);
    store.commit = async (writes) => {
      for (const op of writes)
        if (op.op === 'update' && 'progress' in op.data) progress.push(op.data['progress']);
      return commit(writes);
    };
    code = String(w.store.snapshot()['reports/rep1']?.['code']);
    expect(await renderHistoryReport(w.renderPorts, 'rep1', () => NOW)).toBe('done');
    store.commit = commit;
    expect(progress[0]).toEqual({ done: 0, total: 5, phase: 'receipts' });
    expect(progress.at(-2)).toEqual({ done: 5, total: 5, phase: 'receipts' });
    expect(progress.at(-1)).toEqual({ done: 5, total: 5, phase: 'zip' });
    doc = w.store.snapshot()['reports/rep1'] as Record<string, unknown>;
    bytes = w.blobs.bytesOf('reports/p1/rep1.pdf') as Uint8Array;
    text = await pdfText(bytes);
  }, 60_000);

  it('stores the PDF with its size, SHA-256 and certified summary', () => {
    expect(bytes).toBeDefined();
    expect(doc).toMatchObject({ state: 'done', path: 'reports/p1/rep1.pdf', size: bytes.length });
    expect(doc['sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(code).toMatch(REPORT_CODE_PATTERN);
    // Printed, so no longer stored: only its SHA-256 is kept (#33).
    expect(doc).not.toHaveProperty('code');
    expect(doc['codeHash']).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(doc)).not.toContain(code);
    expect(doc['certified']).toMatchObject({
      address: '123 Main St, Springfield, IL 62704',
      createdByRole: 'homeowner',
      repairCount: 5,
      validatedCount: 1,
      businessVerifiedCount: 0,
      dateRange: { from: '2021-05-05', to: '2025-06-01' },
      sha256: doc['sha256'],
    });
  });

  it('copies a receipt’s pages without its links, page actions or JavaScript (#33)', async () => {
    const report = await PDFDocument.load(bytes);
    const receiptPages = report.getPages().filter((_, i) => text[i]?.includes('ROOF INVOICE'));
    expect(receiptPages).toHaveLength(2);
    for (const page of receiptPages) {
      // pdf-lib may give a page an empty /Annots of its own: none of the file's survive.
      expect(page.node.Annots()?.size() ?? 0).toBe(0);
      expect(page.node.get(PDFName.of('AA'))).toBeUndefined();
    }
    expect(report.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).not.toContain('/JavaScript');
    expect(raw).not.toContain('evil.example');
    // The receipt itself is still there, text and all.
    expect(text.join(' ')).toContain('ROOF INVOICE page 2');
  });

  it('has cover, summary, history, appendix index, then the receipts: page count', async () => {
    // cover 1 + summary 1 + history 1 + index 1 + roof.pdf 2 + furnace.jpg 1 + panel.png 1
    expect(text).toHaveLength(8);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(8);
    // No warranties: no Warranties section.
    expect(text.join(' ')).not.toContain('Warrant');
    expect((doc['certified'] as CertifiedSummary).pageCount).toBe(8);
  });

  it('prints the cover: address, owner, date, status, code and its link', () => {
    const cover = text[0] ?? '';
    expect(cover).toContain('Home History Report');
    expect(cover).toContain('123 Main St');
    expect(cover).toContain('Olive Owner');
    expect(cover).toContain('May 1, 2026');
    // #33 item 8: says what "verified" means, and no more.
    const words = cover.replace(/\s+/g, ' ');
    expect(words).toMatch(/Ownership First claim, not disputed(, since \w+ \d+, \d{4})?/);
    expect(words).toContain('It is not a title search or a check of public records.');
    expect(words).not.toMatch(/\bVerified\b/);
    expect(cover.replace(/[\s-]/g, '')).toContain(code);
    expect(cover).toContain(`https://homeledger.example/verify/${code}`);
  });

  it('prints the summary and the history newest first, validated by the business', () => {
    const summary = text[1] ?? '';
    expect(summary).toContain('Total spent');
    expect(summary).toContain('$700.00');
    expect(summary).toContain('1 of 5 (20%)');
    const history = text[2] ?? '';
    const order = ['Roofing', 'HVAC', 'Plumbing', 'Electrical', 'Painting'].map((t) =>
      history.indexOf(t),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(history).toContain('Validated by Summit Roofing LLC');
    expect(history).not.toContain('Validated by Owner Typed Roofers');
    // The one entry an earlier owner made says so, once.
    expect(history.split('Previous owner')).toHaveLength(2);
  });

  it('lists every receipt in history order, with the reason for those it could not include', () => {
    const index = text[3] ?? '';
    const names = ['roof.pdf', 'furnace.jpg', 'broken.pdf', 'panel.png', 'gone.pdf'].map((n) =>
      index.indexOf(n),
    );
    expect(names.every((at, i) => at >= 0 && (i === 0 || at > (names[i - 1] ?? 0)))).toBe(true);
    expect(index).toContain(RECEIPT_FAILURES.unreadablePdf);
    expect(index).toContain(RECEIPT_FAILURES.missing);
    expect(index).toContain('page 5');
    // The merged PDF's own pages, then the images, in order.
    expect(text[4]).toContain('ROOF INVOICE page 1');
    expect(text[5]).toContain('ROOF INVOICE page 2');
    expect(text[6]).toContain('furnace.jpg');
    expect(text[7]).toContain('panel.png');
  });

  it('packs everything into a ZIP beside it: the same PDF, the CSV, receipts by name', async () => {
    expect(doc).toMatchObject({ zipPath: 'reports/p1/rep1.zip' });
    const zipBytes = w.blobs.bytesOf('reports/p1/rep1.zip') as Uint8Array;
    expect(doc['zipSize']).toBe(zipBytes.length);
    const files = await unzip(zipBytes);
    const root = 'Home history - 123 Main St/';
    expect([...files.keys()]).toEqual([
      `${root}home-history-123-main-st-2026-05-01.pdf`,
      `${root}Repair history.csv`,
      `${root}receipts/2025-06-01 Roofing - roof.pdf`,
      `${root}receipts/2024-03-15 HVAC - furnace.jpg`,
      `${root}receipts/2023-11-02 Plumbing - broken.pdf`,
      `${root}receipts/2022-08-20 Electrical - panel.png`,
      `${root}receipts/2021-05-05 Painting - gone.pdf.missing.txt`,
      `${root}Property photo.jpg`,
    ]);
    const pdf = files.get(`${root}home-history-123-main-st-2026-05-01.pdf`) as Buffer;
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(doc['sha256']);
    const csv = (files.get(`${root}Repair history.csv`) as Buffer).toString('utf8');
    expect(csv.trim().split('\n')).toHaveLength(6);
    expect(csv).toContain('Summit Roofing LLC');
    expect(files.get(`${root}receipts/2024-03-15 HVAC - furnace.jpg`)).toEqual(
      Buffer.from(w.blobs.bytesOf('receipts/p1/u2/furnace.jpg') as Uint8Array),
    );
  });

  it('renders a report once: a second delivery of the trigger is skipped', async () => {
    const writes = w.store.writeCount;
    expect(await renderHistoryReport(w.renderPorts, 'rep1', () => NOW)).toBe('skipped');
    expect(w.store.writeCount).toBe(writes);
  });

  it('certifies the summary for its code, and not after the owner withdraws it', async () => {
    const verify = callableShell(verifyReportSpec, { store: w.store }, quiet);
    const answer = await verify({ data: { code } });
    expect(answer).toEqual({ status: 'valid', summary: doc['certified'] });
    expect(await verify({ data: { code: 'a'.repeat(26) } })).toEqual({ status: 'unknown' });

    const withdraw = callableShell(withdrawReportCodeSpec, { store: w.store }, quiet, {
      now: () => NOW,
    });
    await expect(withdraw({ auth: REALTOR, data: { reportId: 'rep1' } })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await withdraw({ auth: OWNER, data: { reportId: 'rep1' } });
    expect(await verify({ data: { code } })).toEqual({ status: 'withdrawn' });
  });
});

describe('createHistoryReport', () => {
  it('lets a realtor the home is shared with create it, and nobody else', async () => {
    const w = await world();
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    const made = await create({ auth: REALTOR, data: { propertyId: 'p1', ...OPTIONS } });
    expect(w.store.snapshot()[`reports/${made.reportId}`]).toMatchObject({
      createdBy: { uid: REALTOR_UID, role: 'realtor' },
    });
    // #33 item 8: an unverified email makes no report, even of its own home.
    const unverified = { ...OWNER, token: { ...OWNER.token, email_verified: false } };
    const refused = await create({
      auth: unverified,
      data: { propertyId: 'p1', ...OPTIONS },
    }).catch((e: unknown) => e as { code?: string; message?: string });
    expect(refused).toMatchObject({
      code: 'permission-denied',
      message: TRUST_MESSAGES.verifyEmailFirst,
    });
    const error = await create({ auth: STRANGER, data: { propertyId: 'p1', ...OPTIONS } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: 'not-found', message: M.propertyNotFound });
  });

  it('refuses a second report while one is being made', async () => {
    const w = await world();
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    await create({ auth: OWNER, data: { propertyId: 'p1', ...OPTIONS } });
    await expect(
      create({ auth: OWNER, data: { propertyId: 'p1', ...OPTIONS } }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: M.inProgress,
    });
  });

  it('counts reports per account per day', async () => {
    const w = await world();
    w.store.seed({
      [`quotaCounters/${OWNER_UID}__reports`]: {
        uid: OWNER_UID,
        kind: 'reports',
        window: '2026-05-01',
        count: QUOTAS.reportsPerDay,
      },
    });
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    await expect(
      create({ auth: OWNER, data: { propertyId: 'p1', ...OPTIONS } }),
    ).rejects.toMatchObject({ code: 'resource-exhausted', message: QUOTA_MESSAGES.reports });
    expect(Object.keys(w.store.snapshot()).some((p) => p.startsWith('reports/'))).toBe(false);
  });

  it('refuses a home without repairs or in dispute', async () => {
    const w = await world();
    w.store.seed({
      'properties/empty': propertyDoc({ repairCount: 0 }),
      'properties/disputed': propertyDoc({ verificationStatus: 'disputed' }),
    });
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    await expect(
      create({ auth: OWNER, data: { propertyId: 'empty', ...OPTIONS } }),
    ).rejects.toMatchObject({
      message: M.noRepairs,
    });
    await expect(
      create({ auth: OWNER, data: { propertyId: 'disputed', ...OPTIONS } }),
    ).rejects.toMatchObject({ message: M.disputed });
  });
});

describe('renderHistoryReport', () => {
  it('leaves costs and receipts out when asked, and the report still verifies', async () => {
    const w = await world();
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    const { reportId } = await create({
      auth: OWNER,
      data: { propertyId: 'p1', includeReceipts: false, includeCosts: false, includePhoto: true },
    });
    expect(await renderHistoryReport(w.renderPorts, reportId, () => NOW)).toBe('done');
    const bytes = w.blobs.bytesOf(`reports/p1/${reportId}.pdf`) as Uint8Array;
    const text = await pdfText(bytes);
    expect(text).toHaveLength(3);
    expect(text.join(' ')).not.toContain('$');
    // The cover carries the property photo (downscaled, as a JPEG image).
    const cover = (await PDFDocument.load(bytes)).getPage(0);
    const xObjects = cover.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(xObjects?.keys().length).toBe(1);
  });

  it('marks the report failed with a reason when the home is gone', async () => {
    const w = await world();
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    const { reportId } = await create({ auth: OWNER, data: { propertyId: 'p1', ...OPTIONS } });
    await w.store.commit([{ op: 'delete', path: 'properties/p1' }]);
    expect(await renderHistoryReport(w.renderPorts, reportId, () => NOW)).toBe('failed');
    expect(w.store.snapshot()[`reports/${reportId}`]).toMatchObject({
      state: 'failed',
      failureReason: M.propertyNotFound,
    });
  });
});

describe('the Warranties section', () => {
  function warrantyDoc(overrides: Record<string, unknown>) {
    return {
      propertyId: 'p1',
      ownerId: OWNER_UID,
      item: 'Item',
      provider: '',
      startDate: '2024-01-10',
      coverage: 'end',
      lengthCount: null,
      lengthUnit: null,
      endDate: '2030-01-01',
      notes: '',
      document: null,
      transferable: true,
      repairId: null,
      ...overrides,
    };
  }

  async function warrantyWorld() {
    const w = await world();
    w.store.seed({
      'warranties/w1': warrantyDoc({
        item: 'Roof shingles',
        provider: 'Summit Roofing LLC',
        coverage: 'length',
        lengthCount: 10,
        lengthUnit: 'years',
        endDate: '2035-06-30',
      }),
      'warranties/w2': warrantyDoc({
        item: 'Water heater',
        provider: 'AquaHeat',
        startDate: '2020-06-15',
        endDate: '2026-06-14',
        transferable: false,
      }),
      'warranties/w3': warrantyDoc({
        item: 'Dishwasher',
        provider: 'Kitchen Pro',
        endDate: '2026-04-30',
      }),
      'warranties/w4': warrantyDoc({ item: 'Kitchen sink', provider: 'Faucet Co', endDate: '' }),
      // Another home's, and one a transfer left with the previous owner.
      'warranties/w5': warrantyDoc({ propertyId: 'p2', item: 'Other home furnace' }),
      'warranties/w6': warrantyDoc({ ownerId: 'previous', item: 'Previous owner windows' }),
    });
    const create = callableShell(createHistoryReportSpec, w.callablePorts, quiet, {
      now: () => NOW,
    });
    const render = async (auth: typeof OWNER) => {
      const { reportId } = await create({
        auth,
        data: { propertyId: 'p1', includeReceipts: false, includeCosts: true, includePhoto: false },
      });
      expect(await renderHistoryReport(w.renderPorts, reportId, () => NOW)).toBe('done');
      return pdfText(w.blobs.bytesOf(`reports/p1/${reportId}.pdf`) as Uint8Array);
    };
    return { w, render };
  }

  it("lists the home's warranties on their own page with their state at the report date", async () => {
    const { render } = await warrantyWorld();
    const text = await render(OWNER);
    // cover, summary, history, warranties
    expect(text).toHaveLength(4);
    const page = text[3] ?? '';
    expect(page).toContain('Warranties');
    for (const column of ['Item', 'Provider', 'Start', 'End', 'Transferable', 'State'])
      expect(page).toContain(column);
    // Still covering the home (soonest end first), no end date, then expired.
    const order = ['Water heater', 'Roof shingles', 'Kitchen sink', 'Dishwasher'].map((item) =>
      page.indexOf(item),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    const row = (item: string, next?: string) =>
      page.slice(page.indexOf(item), next ? page.indexOf(next) : undefined).replace(/\s+/g, ' ');
    expect(row('Water heater', 'Roof shingles')).toBe(
      'Water heater AquaHeat Jun 15, 2020 Jun 14, 2026 No Expiring soon ',
    );
    expect(row('Roof shingles', 'Kitchen sink')).toBe(
      'Roof shingles Summit Roofing LLC Jan 10, 2024 Jun 30, 2035 Yes Active ',
    );
    expect(row('Kitchen sink', 'Dishwasher')).toBe(
      'Kitchen sink Faucet Co Jan 10, 2024 No end date Yes Active ',
    );
    expect(row('Dishwasher', 'State on')).toBe(
      'Dishwasher Kitchen Pro Jan 10, 2024 Apr 30, 2026 Yes Expired ',
    );
    expect(page).toContain('State on May 1, 2026. Expiring soon: ends within 60 days.');
    expect(page).not.toContain('Other home furnace');
    expect(page).not.toContain('Previous owner windows');
    // The history stays where it was.
    expect(text[2]).toContain('Repair history');
  });

  it("leaves them out of a realtor's report: warranties are the owner's to show", async () => {
    const { render } = await warrantyWorld();
    const text = await render(REALTOR);
    expect(text).toHaveLength(3);
    expect(text.join(' ')).not.toContain('Warrant');
    expect(text.join(' ')).not.toContain('AquaHeat');
    expect(text.join(' ')).not.toContain('Roof shingles');
  });
});

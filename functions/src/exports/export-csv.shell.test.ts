import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { EXPORT_MESSAGES as M } from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { PROPERTY_COLUMNS, REPAIR_COLUMNS } from './csv';
import { exportCsvSpec } from './export-csv';
import {
  MemorySink,
  bucketSink,
  pagedExportSource,
  storeExportSource,
  type ExportSink,
  type ExportSource,
  type SinkBucketLike,
} from './ports';
import { httpsFailure } from '../kit/test-support';

const NOW = new Date('2026-05-01T23:30:00Z');
const RITA = { uid: 'rita', token: { role: 'realtor', name: 'Rita', email: 'rita@x.example' } };

// A formula-looking address: the CSV must neutralise it.
const ELM_STREET = {
  address: '=1428 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};
const LAKEVIEW = { address: '77 Lakeview Drive', city: 'Madison', state: 'WI', zipCode: '53703' };

function world(source?: ExportSource) {
  const store = new MemoryStore({
    'properties/p1': {
      ownerId: 'own',
      ...ELM_STREET,
      verificationStatus: 'verified',
      viewerIds: ['own', 'rita'],
      repairCount: 2,
      lastRepairDate: '2025-06-01',
      totalSpentCents: 30000,
    },
    'properties/p2': {
      ownerId: 'own',
      ...LAKEVIEW,
      verificationStatus: 'verified',
      viewerIds: ['own'],
      repairCount: 1,
    },
    'repairs/r1': {
      propertyId: 'p1',
      viewerIds: ['own', 'rita'],
      property: ELM_STREET,
      serviceType: 'Plumbing',
      date: '2025-06-01',
      status: 'completed',
      costCents: 10000,
      contractorName: 'José Núñez',
      description: 'Leak, "urgent"',
      isContractorValidated: true,
      validation: { state: 'validated', contractorUid: 'c1', contractorName: 'Núñez Plumbing' },
      receipt: { path: 'receipts/p1/u/bill.pdf' },
    },
    'repairs/r2': {
      propertyId: 'p1',
      viewerIds: ['own', 'rita'],
      property: ELM_STREET,
      serviceType: 'Roofing',
      date: '2025-01-10',
      status: 'in-progress',
      costCents: 20000,
      isContractorValidated: false,
    },
    'repairs/r3': {
      propertyId: 'p2',
      viewerIds: ['own'],
      property: LAKEVIEW,
      serviceType: 'HVAC',
      date: '2025-02-02',
      status: 'completed',
      costCents: 5000,
    },
  });
  const sink = new MemorySink();
  const logs: unknown[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  const call = callableShell(
    exportCsvSpec,
    { source: source ?? storeExportSource(store), sink, store, log },
    log,
    { now: () => NOW },
  );
  return { store, sink, logs, call };
}

const failure = httpsFailure;

describe('exportCsv', () => {
  it('exports only the repairs shared with the realtor, to exports/{uid}/', async () => {
    const w = world();
    const result = await w.call({ auth: RITA, data: { dataset: 'repairs' } });
    expect(result).toEqual({
      url: 'memory://exports/rita/repairs-2026-05-01.csv?signed=1',
      rowCount: 2,
      fileName: 'repairs-2026-05-01.csv',
      path: 'exports/rita/repairs-2026-05-01.csv',
    });
    const object = w.sink.objects.get(result.path);
    expect(object?.contentType).toBe('text/csv; charset=utf-8');
    expect([...(object?.bytes.subarray(0, 3) ?? [])]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parse(w.sink.text(result.path), { bom: true })).toEqual([
      [...REPAIR_COLUMNS],
      [
        "'=1428 Elm Street",
        'Springfield',
        'IL',
        '62704',
        'Plumbing',
        '2025-06-01',
        'Completed',
        '100.00',
        'José Núñez',
        'Leak, "urgent"',
        'Validated by Núñez Plumbing (email verified, business not verified)',
        'Yes',
      ],
      [
        "'=1428 Elm Street",
        'Springfield',
        'IL',
        '62704',
        'Roofing',
        '2025-01-10',
        'In Progress',
        '200.00',
        '',
        '',
        'No',
        'No',
      ],
    ]);
  });

  it('exports the properties shared with the realtor', async () => {
    const w = world();
    const result = await w.call({ auth: RITA, data: { dataset: 'properties' } });
    expect(result.rowCount).toBe(1);
    expect(parse(w.sink.text(result.path), { bom: true })).toEqual([
      [...PROPERTY_COLUMNS],
      ["'=1428 Elm Street", 'Springfield', 'IL', '62704', 'Verified', '2', '2025-06-01', '300.00'],
    ]);
  });

  it('says "No data to export" and writes no file when nothing is shared', async () => {
    const w = world();
    const other = { uid: 'ray', token: { role: 'realtor' } };
    const error = await failure(w.call({ auth: other, data: { dataset: 'repairs' } }));
    expect([error.code, error.message]).toEqual(['failed-precondition', M.noData]);
    expect(w.sink.writes).toBe(0);
  });

  it('skips a property being removed', async () => {
    const w = world();
    w.store.seed({ 'properties/p1': { ...w.store.snapshot()['properties/p1'], deleting: true } });
    expect((await failure(w.call({ auth: RITA, data: { dataset: 'properties' } }))).message).toBe(
      M.noData,
    );
  });

  it('is for realtors only, signed in, with a known dataset', async () => {
    const w = world();
    const owner = { uid: 'own', token: { role: 'homeowner' } };
    expect((await failure(w.call({ auth: owner, data: { dataset: 'repairs' } }))).message).toBe(
      M.realtorsOnly,
    );
    expect((await failure(w.call({ auth: null, data: { dataset: 'repairs' } }))).message).toBe(
      M.signedOut,
    );
    const bad = await failure(w.call({ auth: RITA, data: { dataset: 'profiles' } }));
    expect([bad.code, bad.message]).toEqual(['invalid-argument', M.dataset]);
    expect(w.sink.writes).toBe(0);
  });

  it('answers "Failed to export data" when reading fails part-way, and stores nothing', async () => {
    const broken: ExportSource = {
      async *visibleTo() {
        yield { address: 'a' };
        throw new Error('Firestore went away');
      },
    };
    const w = world(broken);
    const error = await failure(w.call({ auth: RITA, data: { dataset: 'properties' } }));
    expect([error.code, error.message]).toEqual(['internal', M.failed]);
    expect(w.sink.writes).toBe(0);
    expect(w.logs).toHaveLength(1);
  });
});

describe('exportCsv when the link cannot be signed', () => {
  it('still stores the file and answers with no link (the client says it cannot download)', async () => {
    const store = new MemoryStore({
      'repairs/r1': { viewerIds: ['rita'], serviceType: 'Plumbing' },
    });
    const sink = new MemorySink();
    const unsigned: ExportSink = {
      open: (path, contentType) => sink.open(path, contentType),
      signedUrl: async () => {
        // What the Admin SDK throws when the runtime service account lacks signBlob.
        throw new Error(
          "Permission 'iam.serviceAccounts.signBlob' denied on resource (or it may not exist).",
        );
      },
    };
    const logs: unknown[] = [];
    const log: Logger = { error: (message, context) => logs.push({ message, context }) };
    const call = callableShell(
      exportCsvSpec,
      { source: storeExportSource(store), sink: unsigned, store, log },
      log,
      {
        now: () => NOW,
      },
    );
    const result = await call({ auth: RITA, data: { dataset: 'repairs' } });
    expect(result).toEqual({
      url: null,
      rowCount: 1,
      fileName: 'repairs-2026-05-01.csv',
      path: 'exports/rita/repairs-2026-05-01.csv',
    });
    expect(sink.writes).toBe(1);
    expect(logs).toHaveLength(1);
  });
});

describe('pagedExportSource', () => {
  it('pages by document id with the viewerIds constraint until a short page', async () => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < 7; i++)
      docs[`repairs/d${i}`] = { n: i, viewerIds: i === 3 ? ['own'] : ['own', 'rita'] };
    const store = new MemoryStore(docs);
    const source = pagedExportSource(store, 2);
    const seen: number[] = [];
    for await (const doc of source.visibleTo('repairs', 'rita')) seen.push(doc['n'] as number);
    expect(seen).toEqual([0, 1, 2, 4, 5, 6]);
    // Pages of 2: [0,1] [2,4] [5,6] and an empty one after a full page.
    expect(store.readRequests).toBe(4);
  });
});

describe('bucketSink', () => {
  function fakeBucket() {
    const made: Record<string, unknown>[] = [];
    const bucket: SinkBucketLike = {
      name: 'demo-bucket',
      file: (path) => ({
        createWriteStream: (options) => {
          made.push({ path, ...options });
          return new PassThrough();
        },
        getSignedUrl: async (options) => [`https://signed.example/${path}?exp=${options.expires}`],
      }),
    };
    return { bucket, made };
  }

  it('uploads as an attachment and signs a 15-minute link', async () => {
    const { bucket, made } = fakeBucket();
    const sink = bucketSink(bucket, { now: () => 1_000 });
    sink.open('exports/u/repairs-2026-05-01.csv', 'text/csv; charset=utf-8');
    expect(made[0]).toEqual({
      path: 'exports/u/repairs-2026-05-01.csv',
      resumable: false,
      contentType: 'text/csv; charset=utf-8',
      metadata: { contentDisposition: 'attachment; filename="repairs-2026-05-01.csv"' },
    });
    await expect(sink.signedUrl('exports/u/x.csv')).resolves.toBe(
      `https://signed.example/exports/u/x.csv?exp=${1_000 + 15 * 60 * 1000}`,
    );
  });

  it('links the emulator object path on the Storage emulator (which cannot sign)', async () => {
    const { bucket, made } = fakeBucket();
    const sink = bucketSink(bucket, { emulatorHost: '127.0.0.1:9199' });
    sink.open('exports/u/a b.csv', 'text/csv');
    // No download token is added: the object is stored as in production.
    expect(made[0]?.['metadata']).toEqual({ contentDisposition: 'attachment; filename="a b.csv"' });
    await expect(sink.signedUrl('exports/u/a b.csv')).resolves.toBe(
      'http://127.0.0.1:9199/demo-bucket/exports/u/a%20b.csv',
    );
  });
});

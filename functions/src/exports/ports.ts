/**
 * The export's ports (docs/architecture.md §3): where rows come from (`ExportSource`: only the
 * documents whose `viewerIds` holds the caller) and where the file goes (`ExportSink`).
 * Tier 1 uses the Store port and an in-memory sink; production pages through Firestore
 * and writes to the default bucket.
 */
import { Writable } from 'node:stream';
import type { DocData, Store } from '../kit/store';
import type { Logger } from '../kit/callable';

export interface ExportSource {
  /** Every document of `collection` the user may read (`viewerIds` array-contains uid), in document-id order. */
  visibleTo(collection: 'properties' | 'repairs', uid: string): AsyncIterable<DocData>;
}

export interface ExportSink extends ReadUrlSigner {
  /** A stream that stores the object at `path` (replacing an older one) when it finishes. */
  open(path: string, contentType: string): Writable;
}

export interface ExportPorts {
  source: ExportSource;
  sink: ExportSink;
  /** Where the exports-per-hour quota is counted. */
  store: Pick<Store, 'transact'>;
  log?: Logger;
}

/** The query every export makes: the same constraint the read rules demand. */
export function visibleQuery(collection: 'properties' | 'repairs', uid: string) {
  return {
    collection,
    where: [{ field: 'viewerIds', op: 'array-contains' as const, value: uid }],
  };
}

/** Documents per page of an export's reads: one round trip per 1,000 rows. */
export const EXPORT_PAGE_SIZE = 1_000;

/**
 * An ExportSource on the Store port that reads `pageSize` documents at a time, in
 * document-id order (`startAfterId`: the viewerIds single-field index serves it, no
 * composite index needed), so an export of 100,000 repairs never holds more than one
 * page. Production runs it on Firestore; tier 1 and `npm run bench:csv` on the memory
 * store (the benchmark with a simulated latency per page).
 */
export function pagedExportSource(
  store: Pick<Store, 'query'>,
  pageSize = EXPORT_PAGE_SIZE,
): ExportSource {
  return {
    async *visibleTo(collection, uid) {
      let after: string | undefined;
      for (;;) {
        const page = await store.query({
          ...visibleQuery(collection, uid),
          limit: pageSize,
          ...(after === undefined ? {} : { startAfterId: after }),
        });
        for (const snap of page) yield snap.data;
        if (page.length < pageSize) return;
        after = page[page.length - 1]?.id;
      }
    },
  };
}

/** The paged source with the default page size (tier 1 and small data). */
export function storeExportSource(store: Pick<Store, 'query'>): ExportSource {
  return pagedExportSource(store);
}

/**
 * Signs read links to Storage objects: the one signer of private files the browser downloads
 * (an export, a report's PDF or ZIP), so the browser streams them to disk instead of holding
 * them in memory (issue #29). The caller has checked who may read the object.
 */
export interface ReadUrlSigner {
  /** A link that downloads the object at `path`; rejects when it cannot sign. */
  signedUrl(path: string): Promise<string>;
}

/** The part of a Storage bucket the signer uses (the Admin SDK's Bucket fits). */
export interface SignerBucketLike {
  name: string;
  file(path: string): {
    getSignedUrl(options: {
      version: 'v4';
      action: 'read';
      expires: number;
    }): Promise<[string, ...unknown[]]>;
  };
}

/** The part of a Storage bucket the sink uses (the Admin SDK's Bucket fits). */
export interface SinkBucketLike extends SignerBucketLike {
  file(path: string): ReturnType<SignerBucketLike['file']> & {
    createWriteStream(options: {
      resumable: boolean;
      contentType: string;
      metadata: { contentDisposition: string };
    }): Writable;
  };
}

/** How long a signed download link works: a download starts at once, so minutes are plenty. */
export const SIGNED_URL_TTL_MS = 15 * 60 * 1000;

/**
 * The emulator-only stand-in for a signed link: the Storage emulator has no service-account
 * key to sign with, but serves `/{bucket}/{object}` (the path a V4 signed URL has) without
 * checking any signature. Never used in production: `bucketUrlSigner` takes it only when
 * given the emulator's host. The storage object's Content-Disposition still makes it a download.
 */
export function emulatorObjectUrl(emulatorHost: string, bucket: string, path: string): string {
  const host = emulatorHost.replace(/^https?:\/\//, '');
  const object = path.split('/').map(encodeURIComponent).join('/');
  return `http://${host}/${encodeURIComponent(bucket)}/${object}`;
}

/**
 * Signs on a bucket: a V4 signed URL valid for SIGNED_URL_TTL_MS (a bearer link: only the
 * caller receives it). Signing needs `iam.serviceAccounts.signBlob` on the runtime service
 * account (README → First deploy). With `emulatorHost`, the emulator's object URL instead.
 */
export function bucketUrlSigner(
  bucket: SignerBucketLike,
  options: { emulatorHost?: string; now?: () => number; ttlMs?: number } = {},
): ReadUrlSigner {
  const now = options.now ?? Date.now;
  return {
    async signedUrl(path) {
      if (options.emulatorHost) return emulatorObjectUrl(options.emulatorHost, bucket.name, path);
      const [url] = await bucket.file(path).getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: now() + (options.ttlMs ?? SIGNED_URL_TTL_MS),
      });
      return url;
    },
  };
}

/** The Storage emulator's host when the functions run against it (FIREBASE_STORAGE_EMULATOR_HOST). */
export function storageEmulatorHost(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const host = env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? env['STORAGE_EMULATOR_HOST'];
  return host ? host.replace(/^https?:\/\//, '') : undefined;
}

/** The sink on a Storage bucket: files are stored as attachments, and linked by `bucketUrlSigner`. */
export function bucketSink(
  bucket: SinkBucketLike,
  options: { emulatorHost?: string; now?: () => number } = {},
): ExportSink {
  const signer = bucketUrlSigner(bucket, options);
  return {
    open(path, contentType) {
      const fileName = path.slice(path.lastIndexOf('/') + 1);
      return bucket.file(path).createWriteStream({
        resumable: false,
        contentType,
        metadata: { contentDisposition: `attachment; filename="${fileName}"` },
      });
    },
    signedUrl: (path) => signer.signedUrl(path),
  };
}

/** A signer for tests: signs only the paths it is told exist, and counts signatures. */
export function memoryUrlSigner(
  exists: (path: string) => boolean,
): ReadUrlSigner & { signed: string[] } {
  const signer = {
    signed: [] as string[],
    async signedUrl(path: string) {
      if (!exists(path)) throw new Error(`No object at ${path}`);
      signer.signed.push(path);
      return `memory://${path}?signed=1`;
    },
  };
  return signer;
}

/** An in-memory sink (tests): keeps each finished object's bytes and content type. */
export class MemorySink implements ExportSink {
  readonly objects = new Map<string, { contentType: string; bytes: Buffer }>();
  /** Objects stored (a test's "write" counter). */
  writes = 0;

  open(path: string, contentType: string): Writable {
    const chunks: Buffer[] = [];
    return new Writable({
      write: (chunk: Buffer | string, _encoding, done) => {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final: (done) => {
        this.objects.set(path, { contentType, bytes: Buffer.concat(chunks) });
        this.writes += 1;
        done();
      },
    });
  }

  async signedUrl(path: string): Promise<string> {
    if (!this.objects.has(path)) throw new Error(`No object at ${path}`);
    return `memory://${path}?signed=1`;
  }

  text(path: string): string {
    return this.objects.get(path)?.bytes.toString('utf8') ?? '';
  }
}

/** A sink that throws every byte away and counts them (the benchmark). */
export function discardingSink(): ExportSink & { bytes: number } {
  const sink = {
    bytes: 0,
    open(): Writable {
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          sink.bytes += chunk.length;
          done();
        },
      });
    },
    async signedUrl(path: string) {
      return `discarded://${path}`;
    },
  };
  return sink;
}

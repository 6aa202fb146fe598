/**
 * The export's ports (docs/architecture.md §3): where rows come from (`ExportSource`: only the
 * documents whose `viewerIds` holds the caller) and where the file goes (`ExportSink`).
 * Tier 1 uses the Store port and an in-memory sink; production pages through Firestore
 * and writes to the default bucket.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { DocData, Store } from '../kit/store';
import type { Logger } from '../kit/callable';

export interface ExportSource {
  /** Every document of `collection` the user may read (`viewerIds` array-contains uid), in document-id order. */
  visibleTo(collection: 'properties' | 'repairs', uid: string): AsyncIterable<DocData>;
}

export interface ExportSink {
  /** A stream that stores the object at `path` (replacing an older one) when it finishes. */
  open(path: string, contentType: string): Writable;
  /** A link that downloads the stored object (it may fail: see exportCsv). */
  signedUrl(path: string): Promise<string>;
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

/** The part of a Storage bucket the sink uses (the Admin SDK's Bucket fits). */
export interface SinkBucketLike {
  name: string;
  file(path: string): {
    createWriteStream(options: {
      resumable: boolean;
      contentType: string;
      metadata: { contentDisposition: string; metadata?: Record<string, string> };
    }): Writable;
    getSignedUrl(options: {
      version: 'v4';
      action: 'read';
      expires: number;
    }): Promise<[string, ...unknown[]]>;
    getMetadata(): Promise<[{ metadata?: Record<string, unknown> }, ...unknown[]]>;
  };
}

/** How long a signed download link works. */
export const SIGNED_URL_TTL_MS = 15 * 60 * 1000;

/**
 * The sink on a Storage bucket. In production the link is a V4 signed URL valid for 15
 * minutes (a bearer link: only the caller receives it). The Storage emulator cannot sign
 * (no service-account key), so with `emulatorHost` the object gets a Firebase download
 * token and the link is the emulator's token URL.
 */
export function bucketSink(
  bucket: SinkBucketLike,
  options: { emulatorHost?: string; now?: () => number } = {},
): ExportSink {
  const now = options.now ?? Date.now;
  return {
    open(path, contentType) {
      const fileName = path.slice(path.lastIndexOf('/') + 1);
      return bucket.file(path).createWriteStream({
        resumable: false,
        contentType,
        metadata: {
          contentDisposition: `attachment; filename="${fileName}"`,
          ...(options.emulatorHost
            ? { metadata: { firebaseStorageDownloadTokens: randomUUID() } }
            : {}),
        },
      });
    },
    async signedUrl(path) {
      if (options.emulatorHost) {
        const [meta] = await bucket.file(path).getMetadata();
        const token = String(meta.metadata?.['firebaseStorageDownloadTokens'] ?? '').split(',')[0];
        return `http://${options.emulatorHost}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
      }
      const [url] = await bucket
        .file(path)
        .getSignedUrl({ version: 'v4', action: 'read', expires: now() + SIGNED_URL_TTL_MS });
      return url;
    },
  };
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

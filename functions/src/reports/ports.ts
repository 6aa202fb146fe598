/**
 * The report's ports (docs/architecture.md §3): the Store for documents, and
 * `ReportBlobs` for the bytes the `Files` port does not carry — reading receipts and
 * photos, writing the PDF and the ZIP. Tier 1 runs on `MemoryBlobs` (a `MemoryFiles`
 * that keeps bytes); production on the default bucket (`bucketBlobs`).
 */
import { Readable, Writable } from 'node:stream';
import type { Logger } from '../kit/callable';
import type { FileMeta } from '../kit/files';
import { MemoryFiles } from '../kit/memory-files';
import type { Store } from '../kit/store';

export interface ReportBlobs {
  /** The object's bytes; throws when it is missing or larger than `maxBytes`. */
  read(path: string, maxBytes: number): Promise<Uint8Array>;
  /** The object's size in bytes, or null when there is no such object. */
  size(path: string): Promise<number | null>;
  /** The object's bytes as a stream (the ZIP copies receipts without holding them). */
  readStream(path: string): Readable;
  /** A stream that stores the object when it finishes; `downloadName` names the download. */
  writeStream(path: string, contentType: string, downloadName: string): Writable;
  /** Removes the object; a missing one is fine. */
  delete(path: string): Promise<void>;
}

export interface RenderPorts {
  store: Store;
  blobs: ReportBlobs;
  /** The site's origin, for the QR code and the printed link: `https://homeledger.app`. */
  origin: string;
  /** Whether to make the "Download everything" ZIP after the PDF (default true; the bench times them apart). */
  zip?: boolean;
  log?: Logger;
}

export interface ReportCallablePorts {
  store: Store;
  newId: () => string;
  randomBytes: (size: number) => Uint8Array;
  log?: Logger;
}

export class MissingBlobError extends Error {
  constructor(path: string) {
    super(`No object at ${path}`);
    this.name = 'MissingBlobError';
  }
}

export class BlobTooLargeError extends Error {
  constructor(path: string, maxBytes: number) {
    super(`${path} is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/** `MemoryFiles` with the objects' bytes (tier 1, the bench). */
export class MemoryBlobs extends MemoryFiles implements ReportBlobs {
  private readonly bytes = new Map<string, Uint8Array>();
  /** Objects written through `writeStream`. */
  writes = 0;

  putBytes(path: string, contentType: string, bytes: Uint8Array): void {
    this.put({ path, contentType, size: bytes.length });
    this.bytes.set(path, bytes);
  }

  bytesOf(path: string): Uint8Array | undefined {
    return this.bytes.get(path);
  }

  async size(path: string): Promise<number | null> {
    return this.bytes.get(path)?.length ?? null;
  }

  async read(path: string, maxBytes: number): Promise<Uint8Array> {
    const bytes = this.bytes.get(path);
    if (!bytes) throw new MissingBlobError(path);
    if (bytes.length > maxBytes) throw new BlobTooLargeError(path, maxBytes);
    return bytes;
  }

  readStream(path: string): Readable {
    const bytes = this.bytes.get(path);
    if (!bytes) {
      const stream = new Readable({ read() {} });
      process.nextTick(() => stream.destroy(new MissingBlobError(path)));
      return stream;
    }
    return Readable.from([Buffer.from(bytes)]);
  }

  writeStream(path: string, contentType: string): Writable {
    const chunks: Buffer[] = [];
    return new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk);
        done();
      },
      final: (done) => {
        this.putBytes(path, contentType, Buffer.concat(chunks));
        this.writes += 1;
        done();
      },
    });
  }

  override async delete(path: string): Promise<void> {
    await super.delete(path);
    this.bytes.delete(path);
  }
}

/** The part of a bucket `bucketBlobs` uses (the Admin SDK's Bucket fits). */
export interface BlobBucketLike {
  file(path: string): {
    download(): Promise<[Buffer, ...unknown[]]>;
    getMetadata(): Promise<[{ size?: string | number }, ...unknown[]]>;
    createReadStream(): Readable;
    createWriteStream(options: {
      resumable: boolean;
      contentType: string;
      metadata: { contentDisposition: string };
    }): Writable;
    delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;
}

/**
 * Blobs where there is no Storage (the Functions emulator alone): every use throws
 * `error`, so a render that needs a file fails with it, and the report's documents
 * still say so.
 */
export function unavailableBlobs(error: Error): ReportBlobs {
  const fail = (): never => {
    throw error;
  };
  return {
    read: async () => fail(),
    size: async () => fail(),
    readStream: fail,
    writeStream: fail,
    delete: async () => fail(),
  };
}

export function bucketBlobs(bucket: BlobBucketLike): ReportBlobs {
  return {
    async read(path, maxBytes) {
      const file = bucket.file(path);
      try {
        const [meta] = await file.getMetadata();
        if (Number(meta.size ?? 0) > maxBytes) throw new BlobTooLargeError(path, maxBytes);
        const [bytes] = await file.download();
        return bytes;
      } catch (error) {
        if (isNotFound(error)) throw new MissingBlobError(path);
        throw error;
      }
    },
    async size(path) {
      try {
        const [meta] = await bucket.file(path).getMetadata();
        return Number(meta.size ?? 0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    readStream: (path) => bucket.file(path).createReadStream(),
    writeStream: (path, contentType, downloadName) =>
      // Not resumable: one request per object; the function retries nothing half-written.
      bucket.file(path).createWriteStream({
        resumable: false,
        contentType,
        metadata: { contentDisposition: `attachment; filename="${downloadName}"` },
      }),
    async delete(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

export type { FileMeta };

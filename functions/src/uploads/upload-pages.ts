/**
 * Listing uploads a page at a time (the orphan cleanups, repairs/cleanup-receipts.ts): at
 * 200k files one `getFiles` with auto-pagination holds every object's metadata in memory
 * and takes minutes before the first check. A page is `maxResults` objects in name order;
 * its `nextPageToken` (opaque: Cloud Storage's own) continues the listing in this run or,
 * kept in the job's document, in the next one.
 */
import type { FileMeta, Files } from '../kit/files';
import { assertFolderPrefix } from '../kit/files';
import { toMeta, type ObjectMetadataLike } from '../kit/storage-files';

export interface UploadPage {
  /** Files (not folder placeholders) in name order. */
  files: FileMeta[];
  /** Where the next page starts, or null after the last page. */
  nextPageToken: string | null;
}

export interface UploadLister {
  listPage(prefix: string, pageToken: string | null, maxResults: number): Promise<UploadPage>;
}

/** The one call of the Admin SDK's bucket used here, typed structurally (tests, tier 2). */
export interface PagedBucketLike {
  getFiles(query: {
    prefix: string;
    autoPaginate: false;
    maxResults: number;
    pageToken?: string;
  }): Promise<
    [
      { name: string; metadata: ObjectMetadataLike }[],
      ({ pageToken?: string } | null | undefined)?,
      ...unknown[],
    ]
  >;
}

/** Pages of a Cloud Storage bucket (`getFiles` with `maxResults` and `pageToken`). */
export function bucketUploadLister(bucket: PagedBucketLike): UploadLister {
  return {
    async listPage(prefix, pageToken, maxResults) {
      assertFolderPrefix(prefix);
      const [files, next] = await bucket.getFiles({
        prefix,
        autoPaginate: false,
        maxResults,
        ...(pageToken ? { pageToken } : {}),
      });
      return {
        files: files
          .filter((file) => !file.name.endsWith('/'))
          .map((file) => toMeta(file.name, file.metadata)),
        nextPageToken: next?.pageToken ?? null,
      };
    },
  };
}

/**
 * Pages over a `Files` port's whole listing (tier 1, the bench, and callers that only hand
 * in `list`): listed once per prefix and lister, then served in slices; the token is the
 * path the next page starts at, as the Storage emulator's is.
 */
export function filesUploadLister(files: Pick<Files, 'list'>): UploadLister {
  const listings = new Map<string, Promise<FileMeta[]>>();
  return {
    async listPage(prefix, pageToken, maxResults) {
      let listing = listings.get(prefix);
      if (!listing) listings.set(prefix, (listing = files.list(prefix)));
      const all = await listing;
      let start = 0;
      if (pageToken) {
        // The first path at or after the token (binary search: the listing is sorted).
        let hi = all.length;
        while (start < hi) {
          const mid = (start + hi) >> 1;
          if ((all[mid] as FileMeta).path < pageToken) start = mid + 1;
          else hi = mid;
        }
      }
      const page = all.slice(start, start + maxResults);
      const next = all[start + maxResults];
      return { files: page, nextPageToken: next ? next.path : null };
    },
  };
}

/**
 * Tier 2: the download-token removal against the Storage emulator (an upload through
 * the Admin SDK gets a token as a browser upload does; the trigger's work removes it).
 * Needs FIREBASE_STORAGE_EMULATOR_HOST (set by `firebase emulators:exec` with storage);
 * skipped, saying so, without it.
 */
import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import {
  DOWNLOAD_TOKENS_KEY,
  bucketTokenPort,
  stripDownloadToken,
  type TokenBucketLike,
} from './download-tokens';
import { describeWithStorage, storageSuiteApp } from '../kit/test-support';

const RUN = `tokens-${Date.now().toString(36)}`;

describeWithStorage('download tokens on the Storage emulator', () => {
  const suiteApp = storageSuiteApp(RUN, `receipts/${RUN}/`);

  it('an uploaded receipt keeps its bytes when its public download token is removed', async () => {
    const bucket = getStorage(suiteApp()).bucket();
    const path = `receipts/${RUN}/u1/bill.pdf`;
    await bucket.file(path).save(Buffer.from('%PDF-1.4'), {
      contentType: 'application/pdf',
      resumable: false,
      metadata: { metadata: { [DOWNLOAD_TOKENS_KEY]: randomUUID() } },
    });
    const [before] = await bucket.file(path).getMetadata();
    expect(before.metadata?.[DOWNLOAD_TOKENS_KEY]).toEqual(expect.any(String));
    await expect(
      stripDownloadToken(
        { name: path, metadata: before.metadata as Record<string, string> },
        bucketTokenPort(bucket as unknown as TokenBucketLike),
        { error: () => undefined },
      ),
    ).resolves.toBe('removed');
    const [after] = await bucket.file(path).getMetadata();
    expect(after.contentType).toBe('application/pdf');
    const [bytes] = await bucket.file(path).download();
    expect(bytes.toString()).toBe('%PDF-1.4');
  });

  // The Storage emulator moves `firebaseStorageDownloadTokens` into a token list of its own
  // on upload and ignores a later null for it (firebase-tools lib/emulator/storage/
  // metadata.js, setDownloadTokensFromCustomMetadata), so it cannot show the token going.
  // Production Storage keeps the tokens in that custom metadata key, where a null removes
  // it; download-tokens.test.ts checks the request the port sends.
  it.skip('the token is gone afterwards — not checkable here: the Storage emulator keeps tokens apart from custom metadata', () => {});
});

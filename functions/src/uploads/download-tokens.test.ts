import { describe, expect, it, vi } from 'vitest';
import {
  bucketTokenPort,
  DOWNLOAD_TOKENS_KEY,
  hasPublicDownloadToken,
  isTransient,
  stripDownloadToken,
  type DownloadTokenPort,
  type FinalizedObject,
} from './download-tokens';

const silent = { error: () => undefined };

function memoryTokens(objects: Record<string, Record<string, string>>) {
  const port: DownloadTokenPort & { calls: string[] } = {
    calls: [],
    async removeDownloadTokens(path) {
      port.calls.push(path);
      delete objects[path]?.[DOWNLOAD_TOKENS_KEY];
    },
  };
  return port;
}

describe('upload download tokens', () => {
  it('a receipt, photo or warranty document uploaded with a token loses it; nothing else is touched', async () => {
    const objects = {
      'receipts/p1/u1/bill.pdf': { [DOWNLOAD_TOKENS_KEY]: 'tok-1' },
      'photos/p1/front.jpg': { [DOWNLOAD_TOKENS_KEY]: 'tok-2', other: 'kept' },
      'warranties/p1/u1/boiler.pdf': { [DOWNLOAD_TOKENS_KEY]: 'tok-3' },
    };
    const port = memoryTokens(objects);
    for (const name of Object.keys(objects))
      await expect(
        stripDownloadToken(
          { name, metadata: { ...objects[name as keyof typeof objects] } },
          port,
          silent,
        ),
      ).resolves.toBe('removed');
    expect(objects).toEqual({
      'receipts/p1/u1/bill.pdf': {},
      'photos/p1/front.jpg': { other: 'kept' },
      'warranties/p1/u1/boiler.pdf': {},
    });
  });

  it('leaves exports, objects without a token, and unnamed objects alone', async () => {
    const port = memoryTokens({});
    const objects: FinalizedObject[] = [
      { name: 'exports/u1/repairs-2026-01-01.csv', metadata: { [DOWNLOAD_TOKENS_KEY]: 't' } },
      { name: 'receipts/p1/u1/bill.pdf', metadata: {} },
      { name: 'receipts/p1/u1/bill.pdf', metadata: null },
      { name: 'photos/p1/a.jpg', metadata: { [DOWNLOAD_TOKENS_KEY]: ' ' } },
      { metadata: { [DOWNLOAD_TOKENS_KEY]: 't' } },
    ];
    for (const object of objects) {
      expect(hasPublicDownloadToken(object)).toBe(false);
      await expect(stripDownloadToken(object, port, silent)).resolves.toBe('none');
    }
    expect(port.calls).toEqual([]);
  });

  it('a failure is logged and thrown, so the platform can retry', async () => {
    const logs: unknown[] = [];
    const port: DownloadTokenPort = {
      removeDownloadTokens: () => Promise.reject(new Error('503')),
    };
    await expect(
      stripDownloadToken(
        { name: 'photos/p1/a.jpg', metadata: { [DOWNLOAD_TOKENS_KEY]: 't' } },
        port,
        { error: (message) => void logs.push(message) },
      ),
    ).rejects.toThrow('503');
    expect(logs).toHaveLength(1);
  });

  it('asks Storage to delete the token key: custom metadata set to null removes it', async () => {
    const requests: { path: string; metadata: unknown }[] = [];
    const bucket = {
      file: (path: string) => ({
        setMetadata: async (metadata: unknown) => {
          requests.push({ path, metadata });
        },
      }),
    };
    await bucketTokenPort(bucket).removeDownloadTokens('receipts/p1/u1/bill.pdf');
    expect(requests).toEqual([
      { path: 'receipts/p1/u1/bill.pdf', metadata: { metadata: { [DOWNLOAD_TOKENS_KEY]: null } } },
    ]);
  });

  it('a permanent failure is logged once and not thrown: a retry would fail the same way for days', async () => {
    const logs: unknown[] = [];
    const denied = Object.assign(new Error('forbidden'), { code: 403 });
    const port: DownloadTokenPort = { removeDownloadTokens: () => Promise.reject(denied) };
    await expect(
      stripDownloadToken(
        { name: 'photos/p1/a.jpg', metadata: { [DOWNLOAD_TOKENS_KEY]: 't' } },
        port,
        { error: (message) => void logs.push(message) },
      ),
    ).resolves.toBe('failed');
    expect(logs).toHaveLength(1);
    for (const code of [429, 500, 503, 408]) expect(isTransient({ code })).toBe(true);
    expect(isTransient(new Error('socket hang up'))).toBe(true);
    for (const code of [400, 403, 404]) expect(isTransient({ code })).toBe(false);
  });

  it('an object deleted since its upload has no token left: the port answers done', async () => {
    const gone = Object.assign(new Error('No such object'), { code: 404 });
    const bucket = { file: () => ({ setMetadata: () => Promise.reject(gone) }) };
    await expect(bucketTokenPort(bucket).removeDownloadTokens('photos/p1/a.jpg')).resolves.toBe(
      undefined,
    );
    const down = Object.assign(new Error('backend'), { code: 503 });
    const failing = { file: () => ({ setMetadata: () => Promise.reject(down) }) };
    await expect(bucketTokenPort(failing).removeDownloadTokens('photos/p1/a.jpg')).rejects.toBe(
      down,
    );
  });

  it('the trigger is deployed with retry on, so a thrown failure is delivered again', async () => {
    // As firebase-tools sets it when it loads the bundle (the Storage trigger needs the bucket).
    vi.stubEnv(
      'FIREBASE_CONFIG',
      JSON.stringify({
        projectId: 'demo-homeledger',
        storageBucket: 'demo-homeledger.appspot.com',
      }),
    );
    const { removeUploadDownloadTokens } = await import('./uploads.functions');
    const endpoint = (
      removeUploadDownloadTokens as unknown as {
        __endpoint: { eventTrigger?: { retry?: boolean } };
      }
    ).__endpoint;
    expect(endpoint.eventTrigger?.retry).toBe(true);
    vi.unstubAllEnvs();
  });
});

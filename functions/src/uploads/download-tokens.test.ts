import { describe, expect, it } from 'vitest';
import {
  bucketTokenPort,
  DOWNLOAD_TOKENS_KEY,
  hasPublicDownloadToken,
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
});

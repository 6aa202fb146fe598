import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getBlob = vi.fn();
vi.mock('firebase/storage', () => ({
  getBlob,
  ref: (_storage: unknown, path: string) => ({ path }),
}));
vi.mock('@/lib/firebase/storage', () => ({ firebaseStorage: () => ({}) }));
const callFunction = vi.fn();
vi.mock('@/lib/firebase/functions', () => ({ callFunction }));

const { EXPORT_READ_DEADLINE_MS, ExportDownloadError, downloadExport, exportCsv } =
  await import('./exports');

const result = {
  url: 'https://storage.example.com/signed?token=1',
  fileName: 'repairs-2026-11-23.csv',
  path: 'exports/u1/repairs-2026-11-23.csv',
};

describe('downloadExport', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/export-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    getBlob.mockReset();
  });

  it('reads the file under the storage rules and saves it from a same-origin blob link', async () => {
    getBlob.mockResolvedValue(new Blob(['\uFEFFa,b\r\n'], { type: 'text/csv' }));
    await downloadExport(result);
    expect(getBlob).toHaveBeenCalledWith({ path: result.path });
    expect(clicked).toHaveLength(1);
    const link = clicked[0]!;
    expect(link.href).toBe('blob:http://localhost/export-1');
    expect(link.download).toBe(result.fileName);
    expect(link.target).toBe('');
    expect(link.isConnected).toBe(false);
  });

  it('follows the signed link in the same tab when the Storage read fails (no popup to block)', async () => {
    getBlob.mockRejectedValue(new Error('storage/unauthorized'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await downloadExport(result);
    const link = clicked[0]!;
    expect(link.href).toBe(result.url);
    expect(link.download).toBe(result.fileName);
    expect(link.target).toBe('');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('does not wait out the SDK’s retries: a read that hangs falls back to the link at the deadline', async () => {
    vi.useFakeTimers();
    try {
      // Without the bucket's CORS configuration the read never settles (the SDK retries ~2 min).
      getBlob.mockReturnValue(new Promise(() => undefined));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let done = false;
      const download = downloadExport(result).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(EXPORT_READ_DEADLINE_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await download;
      expect(clicked.map((link) => link.href)).toEqual([result.url]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects when the read fails and the server could not sign a link', async () => {
    getBlob.mockRejectedValue(new Error('storage/unauthorized'));
    await expect(downloadExport({ ...result, url: null })).rejects.toBeInstanceOf(
      ExportDownloadError,
    );
    expect(clicked).toHaveLength(0);
  });
});

describe('exportCsv', () => {
  it('waits longer than the server may run (300 s), not the SDK default', async () => {
    callFunction.mockResolvedValue({ url: null, rowCount: 1, fileName: 'f.csv', path: 'p' });
    await exportCsv('repairs');
    const [name, data, options] = callFunction.mock.calls[0] as [
      string,
      unknown,
      { timeout: number },
    ];
    expect([name, data]).toEqual(['exportCsv', { dataset: 'repairs' }]);
    expect(options.timeout).toBeGreaterThan(300_000);
  });
});

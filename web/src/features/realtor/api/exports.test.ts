import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getBlob = vi.fn();
vi.mock('firebase/storage', () => ({
  getBlob,
  ref: (_storage: unknown, path: string) => ({ path }),
}));
vi.mock('@/lib/firebase/storage', () => ({ firebaseStorage: () => ({}) }));
const callFunction = vi.fn();
vi.mock('@/lib/firebase/functions', () => ({ callFunction }));

const { ExportDownloadError, downloadExport, exportCsv } = await import('./exports');

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
  });
  afterEach(() => {
    vi.restoreAllMocks();
    getBlob.mockReset();
  });

  it('downloads the signed link by navigation in this tab: the file is never read into the page', async () => {
    await downloadExport(result);
    expect(clicked).toHaveLength(1);
    const link = clicked[0]!;
    expect(link.href).toBe(result.url);
    expect(link.download).toBe(result.fileName);
    expect(link.target).toBe('');
    expect(link.isConnected).toBe(false);
    expect(getBlob).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('rejects when the server could not sign a link, reading nothing', async () => {
    await expect(downloadExport({ ...result, url: null })).rejects.toBeInstanceOf(
      ExportDownloadError,
    );
    expect(clicked).toHaveLength(0);
    expect(getBlob).not.toHaveBeenCalled();
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getBlob = vi.fn();
vi.mock('firebase/storage', () => ({
  getBlob,
  ref: (_storage: unknown, path: string) => ({ path }),
}));
vi.mock('../../../lib/firebase/storage', () => ({ firebaseStorage: () => ({}) }));

const { downloadExport } = await import('./exports');

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

  it('opens the signed link in a new tab when the Storage read fails', async () => {
    getBlob.mockRejectedValue(new Error('storage/unauthorized'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await downloadExport(result);
    const link = clicked[0]!;
    expect(link.href).toBe(result.url);
    expect(link.download).toBe(result.fileName);
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

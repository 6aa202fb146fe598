import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFromLink } from './download-link';

const { createObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
});

describe('downloadFromLink', () => {
  it('downloads a signed link by navigation: no blob, no object URL, no link left behind', () => {
    const clicks: { href: string; download: string; connected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
    const blobUrl = vi.fn(() => 'blob:test/1');
    URL.createObjectURL = blobUrl;
    const url = 'https://storage.googleapis.com/b/reports/p/r.zip?X-Goog-Signature=abc';
    downloadFromLink(url, 'home-history-1428-elm-street-2026-06-01.zip');
    expect(clicks).toEqual([
      { href: url, download: 'home-history-1428-elm-street-2026-06-01.zip', connected: true },
    ]);
    expect(blobUrl).not.toHaveBeenCalled();
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { PWA_COPY } from './pwa-copy';
import { SHARE_TARGET_ACTION, SHARE_TARGET_FILE_FIELD } from './sw-routing';
import { webManifest } from './web-manifest';

describe('web app manifest', () => {
  it('names the app with the product tagline and opens standalone on the dashboard', () => {
    expect(webManifest).toMatchObject({
      name: 'HomeLedger',
      short_name: 'HomeLedger',
      description: "Your home's complete repair history, in one convenient place",
      display: 'standalone',
      start_url: paths.dashboard,
      scope: '/',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
    });
  });

  it('has 192 and 512 icons and a maskable 512', () => {
    expect(webManifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('has the two shortcuts, both through the "which home?" page', () => {
    expect(webManifest.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      [PWA_COPY.manifest.addRepair, paths.shareTarget],
      [PWA_COPY.manifest.scanReceipt, `${paths.shareTarget}?capture=receipt`],
    ]);
  });

  it('receives one image or PDF by POST at the action the worker answers', () => {
    expect(webManifest.share_target).toEqual({
      action: SHARE_TARGET_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        files: [{ name: SHARE_TARGET_FILE_FIELD, accept: ['image/*', 'application/pdf'] }],
      },
    });
  });
});

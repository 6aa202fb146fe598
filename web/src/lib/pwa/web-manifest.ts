/**
 * The web app manifest (vite-plugin-pwa writes it to dist/manifest.webmanifest and links
 * it from every page). Theme colours are the Panda theme's: `accent.default` (blue.700)
 * and `bg.canvas` (white). Icons: web/public/icons, made by scripts/build/make-pwa-icons.mjs.
 * docs/architecture.md "Installable app".
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { PWA_COPY } from './pwa-copy.ts';
import { SHARE_PAGE, SHARE_TARGET_ACTION, SHARE_TARGET_FILE_FIELD } from './sw-routing.ts';

export const THEME_COLOR = '#1d4ed8';
export const BACKGROUND_COLOR = '#ffffff';

const copy = PWA_COPY.manifest;
const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: copy.name,
  short_name: copy.shortName,
  description: copy.description,
  lang: 'en',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: copy.addRepair,
      short_name: copy.addRepair,
      description: copy.addRepairDescription,
      url: SHARE_PAGE,
      icons: shortcutIcon,
    },
    {
      name: copy.scanReceipt,
      short_name: copy.scanReceipt,
      description: copy.scanReceiptDescription,
      url: `${SHARE_PAGE}?capture=receipt`,
      icons: shortcutIcon,
    },
  ],
  share_target: {
    action: SHARE_TARGET_ACTION,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: SHARE_TARGET_FILE_FIELD, accept: ['image/*', 'application/pdf'] }] },
  },
};

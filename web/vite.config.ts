import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import type { OutputAsset } from 'rolldown';
import { webManifest } from './src/lib/pwa/web-manifest.ts';
import {
  cspDirectives,
  hasInlineEventHandler,
  inlineScripts,
  serializeCsp,
  sha256Source,
} from './src/lib/security/content-security-policy.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/** lucide-react's module for each icon the landing page imports (`Share2` → `share-2.mjs`). */
const landingIcons = (() => {
  const source = readFileSync(`${webDir}src/features/marketing/landing-page.tsx`, 'utf8');
  const names = /import\s*{([^}]*)}\s*from\s*'lucide-react'/.exec(source)?.[1] ?? '';
  const files = names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Z]/.test(name))
    .map((name) =>
      name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
        .toLowerCase(),
    );
  return new RegExp(
    `lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${files.join('|')})\\.mjs$`,
  );
})();

interface EmulatorConfig {
  emulators: Record<'auth' | 'functions' | 'firestore' | 'storage', { port: number }>;
}

/**
 * Puts this build's Content-Security-Policy into index.html (and so into app.html
 * and every prerendered page) as the first element of <head>: the SHA-256 of each
 * inline script as built, the project's functions origin, and the emulator
 * origins (ports from firebase.json) only when the build talks to the emulators
 * (the same rule as src/lib/firebase/config.ts: `demo-` project or
 * VITE_USE_EMULATORS=true). firebase.json adds the header-only directives and the
 * other security headers. See docs/security-headers.md.
 */
function cspPlugin(env: Record<string, string>): Plugin {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-homeledger';
  const useEmulators = env.VITE_USE_EMULATORS === 'true' || projectId.startsWith('demo-');
  const host = env.VITE_EMULATOR_HOST || '127.0.0.1';
  return {
    name: 'homeledger-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (hasInlineEventHandler(html))
          throw new Error('index.html: inline event handlers (on…=) cannot be allowed by the CSP');
        const ports = (
          JSON.parse(
            readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
          ) as EmulatorConfig
        ).emulators;
        const origin = (name: keyof EmulatorConfig['emulators']) =>
          `http://${host}:${ports[name].port}`;
        const policy = serializeCsp(
          cspDirectives({
            projectId,
            functionsRegion: 'us-central1',
            scriptHashes: await Promise.all(inlineScripts(html).map(sha256Source)),
            emulators: useEmulators
              ? {
                  auth: origin('auth'),
                  functions: origin('functions'),
                  firestore: origin('firestore'),
                  storage: origin('storage'),
                }
              : null,
            appCheck: !useEmulators && Boolean(env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY),
          }),
        );
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('index.html: no <meta charset> to put the CSP after');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />${html.slice(at)}`;
      },
    },
  };
}

/**
 * Paint never waits for JavaScript (docs/security-headers.md): the
 * built index.html gets
 * - the stylesheet inlined as a <style> element (one round trip less before the
 *   first paint; style-src allows inline styles, see the CSP), its <link> kept but
 *   disabled, and
 * - instead of Vite's <script type="module" src> and <link rel="modulepreload">
 *   tags, which the browser fetches at high priority alongside the CSS, a small
 *   inline module that starts loading the same files right after the first paint
 *   (allowed by its SHA-256 in the CSP, which `cspPlugin` computes afterwards).
 * The prerendered pages are already complete HTML; the app then hydrates them.
 */
function paintFirstPlugin(): Plugin {
  return {
    name: 'homeledger-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const stylesheets = [
          ...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?\s*/g),
        ];
        for (const [tag, file] of stylesheets) {
          const asset = bundle[file!] as OutputAsset | undefined;
          if (!asset || asset.type !== 'asset')
            throw new Error(`index.html: ${file} is not in the bundle`);
          const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
          // The <link> stays, disabled (never fetched): Vite's preload helper looks for
          // it before a lazy chunk whose dependencies include this stylesheet loads,
          // and without it would download and apply the whole stylesheet again.
          html = html
            .replace(tag, `<link rel="stylesheet" crossorigin href="/${file}" disabled>\n    `)
            .replace('</head>', `  <style>${css.trim()}</style>\n  </head>`);
        }
        const entries = [
          ...html.matchAll(/<script type="module" crossorigin src="(\/[^"]+)"><\/script>\n?\s*/g),
        ];
        if (entries.length !== 1)
          throw new Error(`index.html: expected one entry script, found ${entries.length}`);
        const [entryTag, entry] = entries[0]!;
        const preloads = [
          ...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/[^"]+)">\n?\s*/g),
        ];
        html = html.replace(entryTag, '');
        for (const [tag] of preloads) html = html.replace(tag, '');
        const files = JSON.stringify(preloads.map((m) => m[1]));
        // Prerendered pages: start once the browser reports the first contentful
        // paint (3 s at most). The app shell (empty #root) and hidden tabs have
        // nothing to paint first: start at once.
        const loader =
          `const load=()=>{for(const href of ${files}){const l=document.createElement('link');` +
          `l.rel='modulepreload';l.href=href;document.head.append(l)}import(${JSON.stringify(entry)})};` +
          `let started=false;const start=()=>{if(!started){started=true;load()}};` +
          `if(!document.getElementById('root')?.firstElementChild||document.visibilityState==='hidden'||` +
          `!PerformanceObserver.supportedEntryTypes?.includes('paint'))start();else{` +
          `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length>0)` +
          `{observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});setTimeout(start,3000)}`;
        return html.replace('</body>', `  <script type="module">${loader}</script>\n  </body>`);
      },
    },
  };
}

/**
 * The Firebase products reactfire wraps but the app never uses, and what reactfire
 * imports of each. reactfire's single ESM file keeps module-level code that refers to
 * them (a frozen table of Realtime Database listeners, built at load time), so
 * tree-shaking alone keeps the whole Realtime Database SDK (~35 KB gzip) in every
 * signed-in first load. reactfire's imports of these products resolve to stand-ins
 * that fail loudly if ever called; nothing else in the app may import them (lint).
 */
const REACTFIRE_UNUSED_PRODUCTS: Record<string, readonly string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
};

function reactfireUnusedProducts(): Plugin {
  const PREFIX = '\0reactfire-unused:';
  return {
    name: 'homeledger-reactfire-unused-products',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in REACTFIRE_UNUSED_PRODUCTS)) return null;
      if (!importer || !/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) return null;
      return PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const product = id.slice(PREFIX.length);
      const names = REACTFIRE_UNUSED_PRODUCTS[product] ?? [];
      const fail = `() => { throw new Error('${product} is not bundled: HomeLedger does not use it'); }`;
      return names.map((name) => `export const ${name} = ${fail};`).join('\n');
    },
  };
}

/**
 * The English OCR data (@tesseract.js-data/eng, LSTM-only "best_int") served from our own
 * origin at OCR_LANG_PATH (features/repairs/receipt-reader/ocr.ts), where tesseract.js
 * looks for `eng.traineddata.gz`: copied into the build, and served by the dev server.
 * Only fetched when a receipt is read (docs/architecture.md "Reading a receipt").
 */
function ocrLanguageData(): Plugin {
  const urlPath = '/ocr/eng-4.0.0_best_int/eng.traineddata.gz';
  const file = fileURLToPath(
    new URL(
      '../node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
      import.meta.url,
    ),
  );
  return {
    name: 'homeledger-ocr-language-data',
    configureServer(server) {
      server.middlewares.use(urlPath, (_req, res) => {
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: urlPath.slice(1), source: readFileSync(file) });
    },
  };
}

/**
 * The installable app (docs/architecture.md "Installable app"): the manifest, and the
 * service worker built from src/lib/pwa/sw.ts with this build's precache list. Registered
 * by src/lib/pwa/register-sw.ts (lazily, once the page is idle), never by a script the
 * plugin injects. The SSR build (prerender) skips it.
 *
 * Precached: the app shell and every JS/CSS chunk but the receipt reader's heavy, rarely
 * used files (tesseract's cores ~3.9 MB each and worker, pdf.js and its worker ~1.6 MB) and
 * its language data (/ocr/**): those load from the network when a receipt is read.
 * The shell is this build's index.html before prerendering: scripts/build/prerender.mjs
 * then writes the landing page over index.html and keeps the template as app.html, so the
 * entry is precached under app.html (same bytes, same revision).
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/lib/pwa',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: webManifest,
  includeManifestIcons: false,
  injectManifest: {
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
    globIgnores: [
      'assets/tesseract-core-*',
      'assets/worker.min-*',
      'assets/pdf-*',
      'assets/pdf.worker.min-*',
    ],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === 'index.html' ? { ...entry, url: 'app.html' } : entry,
        ),
        warnings: [],
      }),
    ],
    rollupFormat: 'iife',
  },
};

/**
 * The dev server answers Hosting's function rewrites (firebase.json: unsubscribe, calendar
 * feeds, the QuickBooks callback…) by passing them to the Functions emulator, as the Hosting
 * emulator does: `npm start` points the links in mails and reports at this server, so every
 * link opens here with the code being edited.
 */
function hostingFunctionRewrites(): Record<string, ProxyOptions> {
  const config = JSON.parse(readFileSync(`${webDir}../firebase.json`, 'utf8')) as {
    hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
    emulators: { functions: { host: string; port: number } };
  };
  const project = (
    JSON.parse(readFileSync(`${webDir}../.firebaserc`, 'utf8')) as {
      projects: { default: string };
    }
  ).projects.default;
  const { host, port } = config.emulators.functions;
  const proxies: Record<string, ProxyOptions> = {};
  for (const { source, function: target } of config.hosting.rewrites) {
    if (!target) continue;
    const prefix = source.replace(/\/\*\*$/, '');
    const rest = source.endsWith('/**') ? '(?:[/?]|$)' : '(?:\\?|$)';
    proxies[`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`] = {
      target: `http://${host}:${port}`,
      rewrite: (path) => `/${project}/${target.region}/${target.functionId}${path}`,
    };
  }
  return proxies;
}

export default defineConfig(({ mode }) => ({
  plugins: [
    reactfireUnusedProducts(),
    react(),
    paintFirstPlugin(),
    cspPlugin(loadEnv(mode, webDir, 'VITE_')),
    ocrLanguageData(),
    VitePWA(pwaOptions),
  ],
  resolve: {
    alias: {
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: hostingFunctionRewrites() },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Maps are written for local analysis (bench:bundle, error triage) but not linked from
    // the scripts, and firebase.json keeps them out of Hosting: production does not
    // publish the source.
    sourcemap: 'hidden',
    // The paint-first loader (above) and Vite's preload helper insert
    // <link rel="modulepreload"> hints; a browser without modulepreload support
    // (Safari < 17, Firefox < 115) still loads every module, just without the
    // head start, so the polyfill is not worth its bytes on every first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // reactfire ships one ESM file and declares no `sideEffects`: without this its
        // unused hooks' module-level code would stay. See reactfireUnusedProducts too.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]reactfire[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything the entry imports statically is loaded on every first visit:
        // keep it in the entry chunk. By default rolldown splits each module the
        // entry shares with a lazy page (the css() runtime, React, the recipe
        // helper, …) into files of its own, ~10 more requests and ~2.6 KB more
        // gzip on the landing page.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The landing page's icons are shared with other pages, so rolldown gives each a
            // file of its own: ten requests of ~0.25 KB gzip. One file is ~1 KB smaller.
            { name: 'landing-icons', test: landingIcons },
          ],
        },
      },
    },
  },
}));

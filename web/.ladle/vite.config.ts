// Vite config for the catalogue (Ladle runs Vite 6 with its own React plugin, so the
// app's vite.config.ts — Vite 8, @vitejs/plugin-react 6 — is not used here).
//
// Screens in the catalogue are presentational and render from fixture props: Firebase
// must never be part of it. A story that imports a container (or anything that imports
// firebase/* or reactfire) fails the build and the dev server loudly.
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';

const FIREBASE = /^(firebase|@firebase\/[^/]+|reactfire)(\/.*)?$/;

function noFirebase(): Plugin {
  return {
    name: 'homeledger:catalogue-no-firebase',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!FIREBASE.test(source)) return null;
      const from = importer ? importer.replace(/^.*?\/web\//, 'web/') : 'a story';
      throw new Error(
        `The catalogue must not load Firebase: ${from} imports "${source}". ` +
          'Stories render presentational screens from fixture props; import the screen, ' +
          'not its container (see web/.ladle/components.tsx).',
      );
    },
  };
}

export default {
  plugins: [noFirebase()],
  resolve: {
    alias: {
      'styled-system': fileURLToPath(new URL('../styled-system', import.meta.url)),
      '@': fileURLToPath(new URL('../src', import.meta.url)),
    },
  },
  server: { open: false },
  preview: { open: false },
  build: { target: 'es2022' },
} satisfies UserConfig;

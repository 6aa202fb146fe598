// Ladle (the screen catalogue): `npm run catalogue` serves it, `npm test`
// builds it into web/.catalogue-build and runs web/e2e/catalogue/ against that build.
// Paths are relative to web/ (Ladle runs there). Conventions for stories: components.tsx.

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  // Ladle brings its own Vite 6; the app's vite.config.ts is for Vite 8.
  viteConfig: '.ladle/vite.config.ts',
  host: '127.0.0.1',
  port: 61000,
  // `ladle preview` (what the catalogue tests serve): see playwright.catalogue.config.ts.
  previewHost: '127.0.0.1',
  previewPort: 61010,
  outDir: '.catalogue-build',
  addons: {
    width: {
      options: { mobile: 375, tablet: 768, desktop: 1280 },
      defaultState: 0,
    },
  },
};

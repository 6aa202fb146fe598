import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadSidebarSheet } from '@/components/sidebar/sidebar';
import { loadDialogFrame } from '@/components/ui/dialog';

// findBy*/waitFor give up after 1 s by default; a loaded CI machine (Vitest runs the
// files side by side) can take longer to render a lazy chunk or settle a dialog.
// Speed is measured by the bench scripts, not here.
configure({ asyncUtilTimeout: 5_000 });

// Dialogs and the phone sidebar load their code on first open (lib/on-demand.ts); loaded
// here once, a test's dialog opens in the same render as before. dialog.test.tsx covers
// the first open.
await Promise.all([loadDialogFrame(), loadSidebarSheet()]);

// Testing Library only auto-cleans when test globals are enabled; do it explicitly.
afterEach(() => {
  cleanup();
});

// Minimal browser APIs that jsdom lacks but Ark UI / zag use (popover
// positioning, list scrolling). Only installed when missing.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element !== 'undefined') {
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

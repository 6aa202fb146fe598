/**
 * Keyframes used by the UI-kit recipes (names in web/src/theme/recipes/shared.ts).
 *
 * Panda only emits keyframes declared in panda.config (`theme.keyframes`), and
 * a plain .css import would be run through the Panda PostCSS plugin, which
 * fails when Vitest is started from the repository root. So the kit injects
 * this small stylesheet once, at import time, in the browser. Recipes switch
 * animations off under `prefers-reduced-motion`.
 *
 * The keyframes must exist: Ark/zag's presence logic waits for `animationend`
 * before unmounting a closing dialog/menu/popover, which never fires for an
 * undefined animation name.
 */
export const KEYFRAMES_CSS = `
@keyframes hl-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes hl-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes hl-scale-in { from { opacity: 0; transform: translateY(4px) scale(0.97); } to { opacity: 1; transform: none; } }
@keyframes hl-scale-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: scale(0.97); } }
@keyframes hl-expand-height { from { height: 0; } to { height: var(--height); } }
@keyframes hl-collapse-height { from { height: var(--height); } to { height: 0; } }
`;

const STYLE_ID = 'hl-ui-keyframes';

/** Adds the kit's keyframes to the document once (no-op without a DOM). */
export function ensureKeyframes(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = KEYFRAMES_CSS;
  doc.head.appendChild(style);
}

ensureKeyframes();

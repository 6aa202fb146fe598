/**
 * Test-only helpers for the UI kit (not exported from the kit's index).
 */

/**
 * Browser-like `requestAnimationFrame` for jsdom:
 * - jsdom passes a timestamp from its own clock while `performance.now()` is
 *   Node's clock (earlier time origin); zag's rAF timers compare the two, so
 *   timed work such as a toast's remove delay never completes under real
 *   timers. This shim passes `performance.now()`.
 * - jsdom runs all frame callbacks in one go without the microtask checkpoint
 *   browsers perform between them; here each callback is its own task.
 * Returns a restore function.
 */
export function installRafClock(): () => void {
  const originalRaf = window.requestAnimationFrame;
  const originalCancel = window.cancelAnimationFrame;
  window.requestAnimationFrame = (callback: FrameRequestCallback) =>
    window.setTimeout(() => callback(performance.now()), 16) as unknown as number;
  window.cancelAnimationFrame = (handle: number) => window.clearTimeout(handle);
  return () => {
    window.requestAnimationFrame = originalRaf;
    window.cancelAnimationFrame = originalCancel;
  };
}

/**
 * jsdom has no layout, so every element reports a zero size and zag treats it
 * as invisible (hence not focusable). Give elements a non-zero size so focus
 * management (dialog initial focus, focus trap) behaves as in a browser.
 * Returns a restore function.
 */
export function mockElementLayout(): () => void {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get: () => 100,
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => 20,
  });
  return () => {
    if (width) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', width);
    if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
  };
}

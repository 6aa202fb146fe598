/**
 * Test-only. A modal dialog (zag's dismissable layer) that has just opened is in the DOM a
 * frame or two before its layer is registered; until then it inherits the `pointer-events:
 * none` the modal puts on everything outside the top layer, and a click (user-event checks
 * pointer-events, as a browser would) fails. A person cannot click that fast; a loaded test
 * machine can. Await a just-opened dialog (or an element in it) through this before clicking.
 */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function interactive<T extends Element>(element: T | Promise<T>): Promise<T> {
  const found = await element;
  await waitFor(() => expect(getComputedStyle(found).pointerEvents).not.toBe('none'));
  return found;
}

/**
 * Test-only. Registers, in the calling file or describe, mockElementLayout before each test
 * and its restore after: for components whose focus handling needs element sizes (dialogs,
 * menus, selects), which jsdom does not lay out.
 */
import { afterEach, beforeEach } from 'vitest';
import { mockElementLayout } from '@/components/ui/test-utils';

export function mockElementLayoutInEachTest(): void {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = mockElementLayout();
  });
  afterEach(() => restore());
}

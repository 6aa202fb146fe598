import { describe, expect, it, vi } from 'vitest';
import { ReceiptReadCancelled, readReceipt } from './read-receipt';

describe('readReceipt', () => {
  it('rejects at once, loading nothing, when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const onProgress = vi.fn();
    await expect(
      readReceipt(new File(['x'], 'r.png', { type: 'image/png' }), {
        signal: controller.signal,
        onProgress,
        today: '2026-11-25',
      }),
    ).rejects.toBeInstanceOf(ReceiptReadCancelled);
    expect(onProgress).not.toHaveBeenCalled();
  });
});

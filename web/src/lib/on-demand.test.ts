import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads nothing until wanted, then the module, once', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const lazy = onDemand(importer);
    const { result, rerender } = renderHook(({ wanted }) => lazy.useModule(wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toEqual({ answer: 42 }));
    // Stays loaded when no longer wanted (a closing dialog keeps its exit animation).
    rerender({ wanted: false });
    expect(result.current).toEqual({ answer: 42 });
    // A later user of the same module gets it in its first render.
    const second = renderHook(() => lazy.useModule(false));
    expect(second.result.current).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again the next time it is wanted', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 7 });
    const lazy = onDemand(importer);
    const { result, rerender } = renderHook(({ wanted }) => lazy.useModule(wanted), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(result.current).toBeUndefined();
    await act(async () => rerender({ wanted: false }));
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toEqual({ answer: 7 }));
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

import { act, render, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, useValidateOnMount } from './submit-outcome';
import { useFocusAfterBusy } from './use-focus-after-busy';

describe('fieldFailure', () => {
  it('names the field and message of a failure that has both', () => {
    expect(fieldFailure({ ok: false, field: 'date', message: 'Too late' })).toEqual({
      field: 'date',
      message: 'Too late',
    });
  });

  it('is null for ok and for a failure without a field or a message', () => {
    expect(fieldFailure({ ok: true })).toBeNull();
    expect(fieldFailure({ ok: false, message: 'Try again later' })).toBeNull();
    expect(fieldFailure({ ok: false, field: 'date', message: null })).toBeNull();
  });
});

describe('useValidateOnMount', () => {
  it('validates once on mount when asked, never otherwise', () => {
    const trigger = vi.fn(async () => true);
    renderHook(({ on }) => useValidateOnMount(on, trigger), { initialProps: { on: true } });
    expect(trigger).toHaveBeenCalledTimes(1);
    const other = vi.fn(async () => true);
    renderHook(() => useValidateOnMount(false, other));
    expect(other).not.toHaveBeenCalled();
  });
});

describe('useFocusAfterBusy', () => {
  function Harness({
    busy,
    onReady,
  }: {
    busy: boolean;
    onReady: (f: (n: 'email') => void) => void;
  }) {
    const { register, setFocus } = useForm<{ email: string }>();
    onReady(useFocusAfterBusy(busy, setFocus));
    return <input aria-label="Email" disabled={busy} {...register('email')} />;
  }

  it('focuses the blamed field once the form is enabled, each time it is blamed', async () => {
    let focusLater: (field: 'email') => void = () => undefined;
    const { rerender, getByRole } = render(<Harness busy onReady={(f) => (focusLater = f)} />);
    act(() => focusLater('email'));
    expect(getByRole('textbox')).not.toHaveFocus();
    // react-hook-form focuses on the next task.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getByRole('textbox')).not.toHaveFocus();
    rerender(<Harness busy={false} onReady={(f) => (focusLater = f)} />);
    await waitFor(() => expect(getByRole('textbox')).toHaveFocus());
    act(() => getByRole('textbox').blur());
    act(() => focusLater('email'));
    await waitFor(() => expect(getByRole('textbox')).toHaveFocus());
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlightSubmit } from './use-single-flight-submit';

function Form({ submit }: { submit: () => Promise<void> }) {
  const onSubmit = useSingleFlightSubmit(async (e) => {
    e.preventDefault();
    await submit();
  });
  return (
    <form aria-label="f" onSubmit={onSubmit}>
      <button type="submit">Go</button>
    </form>
  );
}

describe('useSingleFlightSubmit', () => {
  it('ignores submits while one is in flight and accepts the next one after', async () => {
    let release!: () => void;
    const submit = vi.fn(() => new Promise<void>((r) => (release = r)));
    render(<Form submit={submit} />);
    const form = screen.getByRole('form', { name: 'f' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(1);
    release();
    await Promise.resolve();
    await Promise.resolve();
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('logs an escaped error and frees the form again when the submit fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = new Error('boom');
    const submit = vi.fn().mockRejectedValueOnce(boom).mockResolvedValue(undefined);
    render(<Form submit={submit} />);
    const form = screen.getByRole('form', { name: 'f' });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(logged).toHaveBeenCalledWith('Unhandled error while submitting a form', boom);
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

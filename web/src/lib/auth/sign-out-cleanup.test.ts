import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOnSignOut, forgetSignedInData } from './sign-out-cleanup';

const registered: (() => void)[] = [];
afterEach(() => {
  for (const unregister of registered.splice(0)) unregister();
});

describe('forgetSignedInData', () => {
  it('runs every cleaner once per sign-out, even when asked twice at once', async () => {
    let finish: () => void = () => undefined;
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    registered.push(forgetOnSignOut(slow));
    // The logout and the session watcher both ask while the first run is going.
    const first = forgetSignedInData();
    const second = forgetSignedInData();
    finish();
    await Promise.all([first, second]);
    expect(slow).toHaveBeenCalledTimes(1);
    // The next sign-out runs them again.
    const next = forgetSignedInData();
    finish();
    await next;
    expect(slow).toHaveBeenCalledTimes(2);
  });

  it('runs the others when one fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    registered.push(
      forgetOnSignOut(() => {
        throw new Error('cache busy');
      }),
      forgetOnSignOut(after),
    );
    await forgetSignedInData();
    expect(after).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Forgetting signed-in data failed', expect.any(Error));
    log.mockRestore();
  });
});

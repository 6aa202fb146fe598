/**
 * The toast API is light: importing `./toast` (the kit's index re-exports it)
 * must not load Ark UI / zag; the Ark view is loaded with `import()` on the
 * first toast. Each test gets a fresh, not-yet-loaded copy of the modules
 * (and so a fresh toast store).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRafClock } from './test-utils';

const loads = { view: 0, arkToast: 0 };

/**
 * A fresh, not-yet-loaded copy of the light toast module; loading the view
 * (and Ark's toast module) afterwards is counted in `loads`.
 */
async function freshToastModule() {
  vi.resetModules();
  loads.view = 0;
  loads.arkToast = 0;
  vi.doMock('./toaster-view', async (importOriginal) => {
    loads.view += 1;
    return importOriginal();
  });
  vi.doMock('@ark-ui/react/toast', async (importOriginal) => {
    loads.arkToast += 1;
    return importOriginal();
  });
  return import('./toast');
}

let restoreRaf: () => void;
beforeAll(async () => {
  restoreRaf = installRafClock();
  // Warm the transform cache: the first, cold transform of Ark can take seconds
  // in Vitest. The modules are evaluated afresh after `vi.resetModules()`.
  await import('./toaster-view');
});
afterAll(async () => {
  // Let zag's frame-timed work (exit animations, the 200 ms remove delay) of
  // the last test finish while jsdom's window still exists.
  await new Promise((resolve) => setTimeout(resolve, 400));
  restoreRaf();
});

const toastRoots = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]');

describe('lazy toast view', () => {
  let kit: Awaited<ReturnType<typeof freshToastModule>>;
  beforeEach(async () => {
    kit = await freshToastModule();
  });

  it('importing the toast API and mounting <Toaster /> loads neither the view nor Ark', async () => {
    const { container } = render(<kit.Toaster />);
    expect(container).toBeEmptyDOMElement();
    // Give a stray import() every chance to run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    expect(loads).toEqual({ view: 0, arkToast: 0 });
  });

  it('shows a toast requested before the view has loaded, returning its id at once', async () => {
    render(<kit.Toaster />);
    let id = '';
    act(() => {
      id = kit.toast({ title: 'Early toast', description: 'Requested before the view loaded.' });
    });
    expect(id).toMatch(/^toast-/);
    const title = await screen.findByText('Early toast');
    expect(title.closest('[data-part="root"]')).toHaveAttribute('id', expect.stringContaining(id));
    expect(loads).toEqual({ view: 1, arkToast: 1 });

    // Once loaded, toasts render through the same store (no second load).
    act(() => {
      kit.toast({ title: 'Later toast' });
    });
    expect(await screen.findByText('Later toast')).toBeInTheDocument();
    expect(screen.queryByText('Early toast')).not.toBeInTheDocument();
    expect(loads).toEqual({ view: 1, arkToast: 1 });
  });

  it('applies the one-at-a-time rule to toasts queued while loading, in order', async () => {
    render(<kit.Toaster />);
    act(() => {
      kit.toast({ id: 'save', title: 'Saving...' });
      kit.toast({ title: 'Replaced while loading' });
      kit.toast({ id: 'save', title: 'Saved', variant: 'success' });
    });
    const saved = await screen.findByText('Saved');
    expect(saved.closest('[data-part="root"]')).toHaveAttribute('data-type', 'success');
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    expect(screen.queryByText('Replaced while loading')).not.toBeInTheDocument();
    expect(toastRoots()).toHaveLength(1);
    const { toaster } = await import('./toaster-view');
    expect(toaster.getVisibleToasts().map((t) => t.id)).toEqual(['save']);
  });

  it('dismissToast() before the view has loaded drops the pending toast', async () => {
    render(<kit.Toaster />);
    act(() => {
      const id = kit.toast({ title: 'Never shown' });
      kit.dismissToast(id);
    });
    await kit.preloadToaster();
    const { toaster } = await import('./toaster-view');
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();

    act(() => {
      kit.toast({ title: 'Kept' });
      kit.toast({ title: 'Also gone' });
    });
    act(() => {
      kit.dismissToast();
    });
    await waitFor(() => expect(screen.queryByText('Also gone')).not.toBeInTheDocument());
    expect(screen.queryByText('Kept')).not.toBeInTheDocument();
  });

  it('keeps the pending toast and retries when loading the view fails', async () => {
    let failures = 1;
    vi.doMock('./toaster-view', async (importOriginal) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Failed to fetch dynamically imported module');
      }
      loads.view += 1;
      return importOriginal();
    });
    render(<kit.Toaster />);
    act(() => {
      kit.toast({ title: 'Survives a failed load' });
    });
    await expect(kit.preloadToaster()).rejects.toThrow();
    expect(screen.queryByText('Survives a failed load')).not.toBeInTheDocument();
    expect(loads.view).toBe(0);

    // The next request loads the view again; the newest toast replaces the pending one.
    act(() => {
      kit.toast({ title: 'After the retry' });
    });
    expect(await screen.findByText('After the retry')).toBeInTheDocument();
    expect(screen.queryByText('Survives a failed load')).not.toBeInTheDocument();
    expect(loads.view).toBe(1);
  });

  it('shows a pending toast when <Toaster /> mounts after the request', async () => {
    act(() => {
      kit.toast({ title: 'Before mount', variant: 'destructive' });
    });
    render(<kit.Toaster />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Before mount');
  });
});

describe('toast module graph', () => {
  /** Bare specifiers reachable from `file` through static imports/re-exports (not `import()`). */
  function staticPackageImports(file: string, seen = new Set<string>()): Set<string> {
    const packages = new Set<string>();
    if (seen.has(file)) return packages;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
      ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ].map((match) => match[1] ?? '');
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
      if (resolved) for (const pkg of staticPackageImports(resolved, seen)) packages.add(pkg);
    }
    return packages;
  }

  it('keeps @ark-ui/react and @zag-js/* out of the static imports of ./toast', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const toastFile = path.join(here, 'toast.tsx');
    const packages = [...staticPackageImports(toastFile)];
    expect(packages).toContain('react');
    expect(packages.filter((pkg) => /^@ark-ui\/|^@zag-js\//.test(pkg))).toEqual([]);
    // ...whereas the view, loaded on demand, is where Ark lives.
    const viewFile = path.join(here, 'toaster-view.tsx');
    expect([...staticPackageImports(viewFile)]).toContain('@ark-ui/react/toast');
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFirestoreAvailabilityStore,
  probeEmulator,
  useFirestoreAvailability,
} from './firestore-availability';

const URL = 'http://127.0.0.1:8080/';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('probeEmulator', () => {
  it('is true when the emulator answers (an opaque no-cors response counts)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    await expect(probeEmulator(URL, { fetchImpl: fetchMock })).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ mode: 'no-cors', signal: expect.any(AbortSignal) }),
    );
  });

  it('is false when the connection is refused', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(probeEmulator(URL, { fetchImpl: fetchMock })).resolves.toBe(false);
  });

  it('is false when nothing answers within the timeout', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const result = probeEmulator(URL, { timeoutMs: 1500, fetchImpl: fetchMock });
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(false);
  });
});

describe('createFirestoreAvailabilityStore', () => {
  it('outside emulator mode is available at once and never probes', async () => {
    const probe = vi.fn();
    const store = createFirestoreAvailabilityStore({ enabled: false, url: URL, probe });
    expect(store.get()).toBe('available');
    await expect(store.check()).resolves.toBe('available');
    expect(probe).not.toHaveBeenCalled();
  });

  it('probes once, shares the answer and tells subscribers', async () => {
    const answer = deferred<boolean>();
    const probe = vi.fn(() => answer.promise);
    const store = createFirestoreAvailabilityStore({ enabled: true, url: URL, probe });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe('checking');
    const first = store.check();
    const second = store.check();
    answer.resolve(false);
    await expect(first).resolves.toBe('unavailable');
    await expect(second).resolves.toBe('unavailable');
    await expect(store.check()).resolves.toBe('unavailable');
    expect(store.get()).toBe('unavailable');
    expect(probe).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalledWith(URL);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('offline, answers available without probing, and probes once the device is online', async () => {
    let offline = true;
    const probe = vi.fn(() => Promise.resolve(false));
    const store = createFirestoreAvailabilityStore({
      enabled: true,
      url: URL,
      probe,
      offline: () => Promise.resolve(offline),
    });
    expect(store.get()).toBe('checking');
    await expect(store.check()).resolves.toBe('available');
    expect(store.get()).toBe('available');
    expect(probe).not.toHaveBeenCalled();
    offline = false;
    await expect(store.check()).resolves.toBe('unavailable');
    expect(store.get()).toBe('unavailable');
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const store = createFirestoreAvailabilityStore({
      enabled: true,
      url: URL,
      probe: () => Promise.resolve(true),
    });
    const listener = vi.fn();
    store.subscribe(listener)();
    await store.check();
    expect(store.get()).toBe('available');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('useFirestoreAvailability', () => {
  it('goes from checking to unavailable when fetch is refused, probing once for every user', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const store = createFirestoreAvailabilityStore({ enabled: true, url: URL });
    const first = renderHook(() => useFirestoreAvailability(store));
    const second = renderHook(() => useFirestoreAvailability(store));
    expect(first.result.current).toBe('checking');
    await waitFor(() => expect(first.result.current).toBe('unavailable'));
    expect(second.result.current).toBe('unavailable');
    // A component mounted later gets the cached answer straight away.
    const later = renderHook(() => useFirestoreAvailability(store));
    expect(later.result.current).toBe('unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports available when the emulator answers', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Ok')));
    const store = createFirestoreAvailabilityStore({ enabled: true, url: URL });
    const { result } = renderHook(() => useFirestoreAvailability(store));
    await waitFor(() => expect(result.current).toBe('available'));
  });

  it('by default probes the configured Firestore emulator (the demo project uses the emulators)', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const fresh = await import('./firestore-availability');
    const { result } = renderHook(() => fresh.useFirestoreAvailability());
    await waitFor(() => expect(result.current).toBe('unavailable'));
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ mode: 'no-cors' }));
    await act(async () => {
      await expect(fresh.firestoreAvailability.check()).resolves.toBe('unavailable');
    });
  });
});

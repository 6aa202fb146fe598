import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreAvailabilityStore } from '@/lib/firebase/firestore-availability';
import { FIRESTORE_UNAVAILABLE_NOTICE, FirestoreNotice } from './firestore-notice';

const URL = 'http://127.0.0.1:8080/';

afterEach(() => vi.unstubAllGlobals());

describe('FirestoreNotice', () => {
  it('shows the one plain notice when the Firestore emulator is not reachable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const store = createFirestoreAvailabilityStore({ enabled: true, url: URL });
    render(<FirestoreNotice store={store} />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      "The Firestore emulator is not running, so your data can't load here. See README → Test tiers.",
    );
    expect(notice).toHaveTextContent(FIRESTORE_UNAVAILABLE_NOTICE);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('shows nothing while checking or when the emulator answers', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createFirestoreAvailabilityStore({ enabled: true, url: URL });
    const { container } = render(<FirestoreNotice store={store} />);
    expect(container).toBeEmptyDOMElement();
    // The probe starts once the network says the device is online (a microtask later).
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
    answer(new Response('Ok'));
    await expect(store.check()).resolves.toBe('available');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing outside emulator mode, without probing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const store = createFirestoreAvailabilityStore({ enabled: false, url: URL });
    const { container } = render(<FirestoreNotice store={store} />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

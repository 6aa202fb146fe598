import { act, cleanup, renderHook } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionQuerySpec, DocumentReadSpec } from '../data/query-spec';
import { CURRENT_UID } from '../data/query-spec';
import { LINGER_MS, liveEntryCount, stopAllLiveObservables } from './live-observable';
import { useLiveDoc } from './use-live-doc';
import { FirestoreUnavailableError, useLiveQuery } from './use-live-query';

/** One Firestore listener the test drives by hand: what it listens to, and its subscriber. */
interface Listener {
  what: string;
  subscriber: Subscriber<unknown>;
  closed: boolean;
}

const fake = vi.hoisted(() => ({
  availability: 'available' as 'checking' | 'available' | 'unavailable',
  listeners: [] as Listener[],
}));

// The real query building, snapshot mapping and caching run; only the SDK is replaced.
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, path: string) => ({ path }),
  collection: (_db: unknown, path: string) => ({ path }),
  where: (field: string, op: string, value: unknown) => `${field} ${op} ${String(value)}`,
  orderBy: (field: string, direction: string) => `order ${field} ${direction}`,
  limit: (n: number) => `limit ${n}`,
  query: (ref: { path: string }, ...constraints: string[]) => ({
    path: `${ref.path}?${constraints.join('&')}`,
  }),
}));
vi.mock('rxfire/firestore', () => ({
  fromRef: (ref: { path: string }) =>
    new Observable((subscriber) => {
      const listener: Listener = { what: ref.path, subscriber, closed: false };
      fake.listeners.push(listener);
      return () => {
        listener.closed = true;
      };
    }),
}));
vi.mock('reactfire', async (importOriginal) => ({
  ...(await importOriginal<typeof import('reactfire')>()),
  useFirestore: () => ({}),
}));
vi.mock('./firestore-availability', () => ({ useFirestoreAvailability: () => fake.availability }));

const spec: DocumentReadSpec = {
  kind: 'document',
  name: 'property',
  path: 'properties/{propertyId}',
};
const convert = (id: string, data: Record<string, unknown>) => ({ id, address: data.address });
const docSnapshot = (id: string, data: Record<string, unknown> | undefined) => ({
  id,
  data: () => data,
});
const querySnapshot = (...docs: ReturnType<typeof docSnapshot>[]) => ({ docs });

function open(): Listener[] {
  return fake.listeners.filter((listener) => !listener.closed);
}

function last(): Listener {
  const listener = fake.listeners.at(-1);
  if (!listener) throw new Error('nothing is listened to');
  return listener;
}

function emit(listener: Listener, snapshot: unknown) {
  act(() => listener.subscriber.next(snapshot));
}

beforeEach(() => {
  fake.availability = 'available';
  fake.listeners = [];
});

afterEach(() => {
  // As when the signed-in area unmounts: components first, then every listener.
  cleanup();
  stopAllLiveObservables();
  vi.useRealTimers();
});

describe('useLiveDoc', () => {
  it('stays loading without a uid and listens to nothing', () => {
    const { result } = renderHook(() => useLiveDoc(spec, null, convert, { propertyId: 'p1' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(fake.listeners).toHaveLength(0);
  });

  it('shows every snapshot as it arrives, without a retry', () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(last().what).toBe('properties/p1');
    emit(last(), docSnapshot('p1', { address: '12 Oak Lane' }));
    expect(result.current.state).toEqual({
      status: 'ready',
      data: { id: 'p1', address: '12 Oak Lane' },
    });
    emit(last(), docSnapshot('p1', { address: '14 Oak Lane' }));
    expect(result.current.state).toEqual({
      status: 'ready',
      data: { id: 'p1', address: '14 Oak Lane' },
    });
    emit(last(), docSnapshot('p1', undefined));
    expect(result.current.state).toEqual({ status: 'ready', data: null });
    expect(fake.listeners).toHaveLength(1);
  });

  it('keeps the same state object until a new snapshot arrives', () => {
    const { result, rerender } = renderHook(() =>
      useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }),
    );
    emit(last(), docSnapshot('p1', { address: 'A' }));
    const first = result.current.state;
    rerender();
    expect(result.current.state).toBe(first);
  });

  it('reads permission-denied as not found', () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    act(() => last().subscriber.error({ code: 'permission-denied' }));
    expect(result.current.state).toEqual({ status: 'ready', data: null });
  });

  it('reports other failures (never thrown) and listens again on retry', () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    const failure = { code: 'unavailable' };
    act(() => last().subscriber.error(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(fake.listeners).toHaveLength(2);
    emit(last(), docSnapshot('p1', { address: 'x' }));
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 'p1', address: 'x' } });
  });

  it('reads an unsafe id as not found without listening', () => {
    const { result } = renderHook(() =>
      useLiveDoc(spec, 'u1', convert, { propertyId: 'p1/shares' }),
    );
    expect(result.current.state).toEqual({ status: 'ready', data: null });
    expect(fake.listeners).toHaveLength(0);
  });

  it('fails at once when the Firestore emulator is down, and waits while it is checked', () => {
    fake.availability = 'checking';
    const { result, rerender } = renderHook(() =>
      useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }),
    );
    expect(result.current.state).toEqual({ status: 'loading' });
    fake.availability = 'unavailable';
    rerender();
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.status === 'error' && result.current.state.error).toBeInstanceOf(
      FirestoreUnavailableError,
    );
    expect(fake.listeners).toHaveLength(0);
  });

  it('moves to the new document when the id changes, and stops the old listener later', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useLiveDoc(spec, 'u1', convert, { propertyId: id }),
      { initialProps: { id: 'p1' } },
    );
    const first = last();
    emit(first, docSnapshot('p1', { address: 'old' }));
    rerender({ id: 'p2' });
    expect(last().what).toBe('properties/p2');
    expect(result.current.state).toEqual({ status: 'loading' });
    emit(first, docSnapshot('p1', { address: 'older' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    emit(last(), docSnapshot('p2', { address: 'new' }));
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 'p2', address: 'new' } });
    expect(first.closed).toBe(false);
    act(() => vi.advanceTimersByTime(LINGER_MS));
    expect(first.closed).toBe(true);
  });

  it('shares one listener between components and reuses it on a quick return', () => {
    vi.useFakeTimers();
    const a = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    const b = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(fake.listeners).toHaveLength(1);
    emit(last(), docSnapshot('p1', { address: 'A' }));
    expect(b.result.current.state).toEqual(a.result.current.state);
    a.unmount();
    b.unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS / 2));
    // Back within the linger time: the cached snapshot paints at once, same listener.
    const again = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(again.result.current.state).toEqual({
      status: 'ready',
      data: { id: 'p1', address: 'A' },
    });
    expect(fake.listeners).toHaveLength(1);
    again.unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS));
    expect(open()).toHaveLength(0);
    expect(liveEntryCount()).toBe(0);
  });

  it('forgets a failure once nobody shows it (signing out and back in starts afresh)', () => {
    const first = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    act(() => last().subscriber.error({ code: 'unavailable' }));
    expect(first.result.current.state.status).toBe('error');
    first.unmount();
    const second = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(second.result.current.state).toEqual({ status: 'loading' });
    expect(fake.listeners).toHaveLength(2);
    emit(last(), docSnapshot('p1', { address: 'back' }));
    expect(second.result.current.state.status).toBe('ready');
  });

  it('stopAllLiveObservables ends every listener', () => {
    const { unmount } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    unmount();
    expect(open()).toHaveLength(1);
    stopAllLiveObservables();
    expect(open()).toHaveLength(0);
  });
});

describe('useLiveQuery', () => {
  const query: CollectionQuerySpec = {
    kind: 'collection',
    name: 'own properties',
    collection: 'properties',
    where: [{ field: 'viewerIds', op: 'array-contains', value: CURRENT_UID }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 10,
  };

  it('listens to the declared query with the uid, and converts each document', () => {
    const { result } = renderHook(() => useLiveQuery(query, 'u1', convert));
    expect(last().what).toBe(
      'properties?viewerIds array-contains u1&order createdAt desc&limit 10',
    );
    emit(last(), querySnapshot(docSnapshot('a', { address: 'A' })));
    expect(result.current.state).toEqual({ status: 'ready', data: [{ id: 'a', address: 'A' }] });
    // A document added elsewhere arrives as a new snapshot.
    emit(
      last(),
      querySnapshot(docSnapshot('b', { address: 'B' }), docSnapshot('a', { address: 'A' })),
    );
    expect(result.current.state).toEqual({
      status: 'ready',
      data: [
        { id: 'b', address: 'B' },
        { id: 'a', address: 'A' },
      ],
    });
  });

  it("paints the local cache's snapshot at once, then the server's answer", () => {
    // A repeat visit: the SDK's first snapshot comes from the persistent cache.
    const { result } = renderHook(() => useLiveQuery(query, 'u1', convert));
    const states: unknown[] = [result.current.state];
    emit(last(), {
      ...querySnapshot(docSnapshot('a', { address: 'cached' })),
      metadata: { fromCache: true },
    });
    states.push(result.current.state);
    emit(last(), {
      ...querySnapshot(docSnapshot('a', { address: 'server' })),
      metadata: { fromCache: false },
    });
    states.push(result.current.state);
    expect(states).toEqual([
      { status: 'loading' },
      { status: 'ready', data: [{ id: 'a', address: 'cached' }] },
      { status: 'ready', data: [{ id: 'a', address: 'server' }] },
    ]);
  });

  it('reports a failure (the dashboard turns it into its inline state)', () => {
    const { result } = renderHook(() => useLiveQuery(query, 'u1', convert));
    const failure = { code: 'permission-denied' };
    act(() => last().subscriber.error(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
  });

  it('refresh listens again and keeps the data on screen until the new answer', () => {
    const { result } = renderHook(() => useLiveQuery(query, 'u1', convert));
    emit(last(), querySnapshot(docSnapshot('a', { address: 'A' })));
    const before = fake.listeners[0]!;
    act(() => result.current.refresh());
    expect(fake.listeners).toHaveLength(2);
    expect(result.current.refreshing).toBe(true);
    expect(result.current.state).toEqual({ status: 'ready', data: [{ id: 'a', address: 'A' }] });
    emit(last(), querySnapshot(docSnapshot('a', { address: 'A2' })));
    expect(result.current.refreshing).toBe(false);
    expect(result.current.state).toEqual({ status: 'ready', data: [{ id: 'a', address: 'A2' }] });
    expect(before.closed).toBe(false); // lingers briefly, then ends (see above)
  });
});

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentReadSpec } from '../data/query-spec';
import { useLiveDoc } from './use-live-doc';
import { FirestoreUnavailableError } from './use-live-query';

interface Listener {
  path: string;
  next: (snapshot: { id: string; data: () => Record<string, unknown> | undefined }) => void;
  error: (error: unknown) => void;
  unsubscribe: ReturnType<typeof vi.fn>;
}

const fake = vi.hoisted(() => ({
  availability: 'available' as 'checking' | 'available' | 'unavailable',
  listeners: [] as Listener[],
}));

vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, path: string) => ({ path }),
  onSnapshot: (ref: { path: string }, next: Listener['next'], error: Listener['error']) => {
    const unsubscribe = vi.fn();
    fake.listeners.push({ path: ref.path, next, error, unsubscribe });
    return unsubscribe;
  },
}));
vi.mock('./firestore', () => ({ firebaseFirestore: () => ({}) }));
vi.mock('./firestore-availability', () => ({ useFirestoreAvailability: () => fake.availability }));

const spec: DocumentReadSpec = {
  kind: 'document',
  name: 'property',
  path: 'properties/{propertyId}',
};
const convert = (id: string, data: Record<string, unknown>) => ({ id, address: data.address });

function last(): Listener {
  const listener = fake.listeners.at(-1);
  if (!listener) throw new Error('nothing subscribed');
  return listener;
}

beforeEach(() => {
  fake.availability = 'available';
  fake.listeners = [];
});

describe('useLiveDoc', () => {
  it('stays loading without a uid and reads nothing', () => {
    const { result } = renderHook(() => useLiveDoc(spec, null, convert, { propertyId: 'p1' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(fake.listeners).toHaveLength(0);
  });

  it('reads the filled path and follows every snapshot', () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(last().path).toBe('properties/p1');
    act(() => last().next({ id: 'p1', data: () => ({ address: '12 Oak Lane' }) }));
    expect(result.current.state).toEqual({
      status: 'ready',
      data: { id: 'p1', address: '12 Oak Lane' },
    });
    act(() => last().next({ id: 'p1', data: () => undefined }));
    expect(result.current.state).toEqual({ status: 'ready', data: null });
  });

  it('reads permission-denied as not found', () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    act(() => last().error({ code: 'permission-denied' }));
    expect(result.current.state).toEqual({ status: 'ready', data: null });
  });

  it('reports other failures and recovers on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    const first = last();
    const failure = { code: 'unavailable' };
    act(() => first.error(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
    act(() => result.current.retry());
    expect(first.unsubscribe).toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'loading' });
    act(() => last().next({ id: 'p1', data: () => ({ address: 'x' }) }));
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 'p1', address: 'x' } });
  });

  it('reads an unsafe id as not found without a read', () => {
    const { result } = renderHook(() =>
      useLiveDoc(spec, 'u1', convert, { propertyId: 'p1/shares' }),
    );
    expect(result.current.state).toEqual({ status: 'ready', data: null });
    expect(fake.listeners).toHaveLength(0);
  });

  it('fails at once when the Firestore emulator is down', () => {
    fake.availability = 'unavailable';
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.status === 'error' && result.current.state.error).toBeInstanceOf(
      FirestoreUnavailableError,
    );
    expect(fake.listeners).toHaveLength(0);
  });

  it('unsubscribes when the property changes', () => {
    const { rerender } = renderHook(
      ({ id }: { id: string }) => useLiveDoc(spec, 'u1', convert, { propertyId: id }),
      { initialProps: { id: 'p1' } },
    );
    const first = last();
    rerender({ id: 'p2' });
    expect(first.unsubscribe).toHaveBeenCalled();
    expect(last().path).toBe('properties/p2');
  });
});

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionQuerySpec, DocumentReadSpec } from '../data/query-spec';
import { CURRENT_UID } from '../data/query-spec';
import { useLiveDoc } from './use-live-doc';
import { FirestoreUnavailableError, useLiveQuery } from './use-live-query';

/** A read the test answers by hand. */
interface PendingRead {
  what: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const fake = vi.hoisted(() => ({
  availability: 'available' as 'checking' | 'available' | 'unavailable',
  reads: [] as PendingRead[],
}));

function pending(what: string): Promise<unknown> {
  return new Promise((resolve, reject) => fake.reads.push({ what, resolve, reject }));
}

vi.mock('firebase/firestore/lite', () => ({
  doc: (_db: unknown, path: string) => ({ path }),
  collection: (_db: unknown, path: string) => ({ path }),
  where: (field: string, op: string, value: unknown) => `${field} ${op} ${String(value)}`,
  orderBy: (field: string, direction: string) => `order ${field} ${direction}`,
  limit: (n: number) => `limit ${n}`,
  query: (ref: { path: string }, ...constraints: string[]) => ({
    path: `${ref.path}?${constraints.join('&')}`,
  }),
  getDoc: (ref: { path: string }) => pending(ref.path),
  getDocs: (q: { path: string }) => pending(q.path),
}));
vi.mock('./firestore', () => ({ firebaseFirestore: () => ({}) }));
vi.mock('./firestore-availability', () => ({ useFirestoreAvailability: () => fake.availability }));

const spec: DocumentReadSpec = {
  kind: 'document',
  name: 'property',
  path: 'properties/{propertyId}',
};
const convert = (id: string, data: Record<string, unknown>) => ({ id, address: data.address });
const snapshot = (id: string, data: Record<string, unknown> | undefined) => ({
  id,
  data: () => data,
});

function last(): PendingRead {
  const read = fake.reads.at(-1);
  if (!read) throw new Error('nothing was read');
  return read;
}

beforeEach(() => {
  fake.availability = 'available';
  fake.reads = [];
});

describe('useLiveDoc', () => {
  it('stays loading without a uid and reads nothing', () => {
    const { result } = renderHook(() => useLiveDoc(spec, null, convert, { propertyId: 'p1' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(fake.reads).toHaveLength(0);
  });

  it('reads the filled path; a missing document is not found', async () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(last().what).toBe('properties/p1');
    await act(async () => last().resolve(snapshot('p1', { address: '12 Oak Lane' })));
    expect(result.current.state).toEqual({
      status: 'ready',
      data: { id: 'p1', address: '12 Oak Lane' },
    });
    act(() => result.current.retry());
    await act(async () => last().resolve(snapshot('p1', undefined)));
    expect(result.current.state).toEqual({ status: 'ready', data: null });
  });

  it('reads permission-denied as not found', async () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    await act(async () => last().reject({ code: 'permission-denied' }));
    expect(result.current.state).toEqual({ status: 'ready', data: null });
  });

  it('reports other failures and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    const failure = { code: 'unavailable' };
    await act(async () => last().reject(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => last().resolve(snapshot('p1', { address: 'x' })));
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 'p1', address: 'x' } });
  });

  it('reads an unsafe id as not found without a read', () => {
    const { result } = renderHook(() =>
      useLiveDoc(spec, 'u1', convert, { propertyId: 'p1/shares' }),
    );
    expect(result.current.state).toEqual({ status: 'ready', data: null });
    expect(fake.reads).toHaveLength(0);
  });

  it('fails at once when the Firestore emulator is down', () => {
    fake.availability = 'unavailable';
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.status === 'error' && result.current.state.error).toBeInstanceOf(
      FirestoreUnavailableError,
    );
    expect(fake.reads).toHaveLength(0);
  });

  it('ignores the answer for a property it has moved away from', async () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useLiveDoc(spec, 'u1', convert, { propertyId: id }),
      { initialProps: { id: 'p1' } },
    );
    const first = last();
    rerender({ id: 'p2' });
    expect(last().what).toBe('properties/p2');
    await act(async () => first.resolve(snapshot('p1', { address: 'old' })));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => last().resolve(snapshot('p2', { address: 'new' })));
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 'p2', address: 'new' } });
  });

  it('reads again, quietly, when the page becomes visible again', async () => {
    const { result } = renderHook(() => useLiveDoc(spec, 'u1', convert, { propertyId: 'p1' }));
    await act(async () => last().resolve(snapshot('p1', { address: 'before' })));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(fake.reads).toHaveLength(2);
    // The data stays on screen while the new read is on its way.
    expect(result.current.state).toEqual({
      status: 'ready',
      data: { id: 'p1', address: 'before' },
    });
    await act(async () => last().resolve(snapshot('p1', { address: 'after' })));
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 'p1', address: 'after' } });
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

  it('runs the declared query with the uid, and converts each document', async () => {
    const { result } = renderHook(() => useLiveQuery(query, 'u1', convert));
    expect(last().what).toBe(
      'properties?viewerIds array-contains u1&order createdAt desc&limit 10',
    );
    await act(async () =>
      last().resolve({ docs: [snapshot('a', { address: 'A' }), snapshot('b', { address: 'B' })] }),
    );
    expect(result.current.state).toEqual({
      status: 'ready',
      data: [
        { id: 'a', address: 'A' },
        { id: 'b', address: 'B' },
      ],
    });
  });

  it('reports a failure (the dashboard turns it into its inline state)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveQuery(query, 'u1', convert));
    const failure = { code: 'permission-denied' };
    await act(async () => last().reject(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });
  });
});

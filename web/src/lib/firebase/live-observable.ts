/**
 * reactfire's `useObservable`, made safe for screens that show a failure with Try Again
 * and for users who sign out and back in. The one place that knows reactfire's
 * observable cache; every live hook goes through `useLiveObservable`.
 *
 * reactfire keeps one shared subject per observable id in a global cache, and:
 * - an observable that errored stays cached under its id and is rethrown during render,
 *   with no way to subscribe again (FirebaseExtended/reactfire#485, #540, #742). Here
 *   errors travel as values (never thrown by the hook) and Try Again subscribes under
 *   a new id;
 * - cache entries are never evicted and their source subscription (a Firestore
 *   listener) is never closed (FirebaseExtended/reactfire#790); after a sign-out the
 *   entries hold permission-denied forever and the next sign-in is shown the error
 *   (FirebaseExtended/reactfire#800). Here each entry is counted by the components
 *   using it: unused, it lingers briefly (going back to a page reuses its listener),
 *   then its source is completed and the entry is removed from reactfire's cache; an
 *   entry that failed is removed as soon as nobody uses it.
 * Suspense mode is never used (it misbehaves on React 19, FirebaseExtended/reactfire#793).
 */
import { useEffect, useMemo } from 'react';
import { useObservable, type ReactFireGlobals } from 'reactfire';
import { catchError, defer, map, NEVER, of, Subject, takeUntil, tap, type Observable } from 'rxjs';

/** How long an entry nobody uses keeps its listener (a revisit within it is instant). */
export const LINGER_MS = 30_000;

export type LiveOutcome<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Entry {
  users: number;
  failed: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  stop: Subject<void>;
  source: Observable<Settled<unknown>>;
}

const entries = new Map<string, Entry>();
const IDLE_ID = 'homeledger:idle';

function reactfireCache(): Map<string, unknown> | undefined {
  return (globalThis as unknown as Partial<ReactFireGlobals>)._reactFirePreloadedObservables;
}

function evict(id: string) {
  const entry = entries.get(id);
  if (!entry) return;
  clearTimeout(entry.timer);
  entries.delete(id);
  reactfireCache()?.delete(id);
  entry.stop.next();
}

function scheduleEviction(id: string, entry: Entry) {
  clearTimeout(entry.timer);
  if (entry.failed) evict(id);
  else entry.timer = setTimeout(() => evict(id), LINGER_MS);
}

function entryFor<T>(id: string, make: () => Observable<T>): Entry {
  let entry = entries.get(id);
  if (entry) return entry;
  const stop = new Subject<void>();
  const created: Entry = {
    users: 0,
    failed: false,
    timer: undefined,
    stop,
    source: defer(make).pipe(
      map((value): Settled<unknown> => ({ ok: true, value })),
      catchError((error: unknown) => of<Settled<unknown>>({ ok: false, error })),
      tap((settled) => {
        if (settled.ok) return;
        created.failed = true;
        if (created.users === 0) evict(id);
      }),
      takeUntil(stop),
    ),
  };
  entry = created;
  entries.set(id, entry);
  // A render that React throws away never mounts: its entry must not live on.
  scheduleEviction(id, entry);
  return entry;
}

function retain(id: string) {
  const entry = entries.get(id);
  if (!entry) return;
  entry.users += 1;
  clearTimeout(entry.timer);
}

function release(id: string) {
  const entry = entries.get(id);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users <= 0) scheduleEviction(id, entry);
}

/**
 * The latest value of the observable `make()` returns, shared by every component using
 * the same `id` (one listener for all of them). `id: null`: nothing is subscribed, the
 * outcome stays loading. `make` must be a function of `id` alone.
 */
export function useLiveObservable<T>(id: string | null, make: () => Observable<T>): LiveOutcome<T> {
  const source = id === null ? NEVER : entryFor(id, make).source;
  const status = useObservable<Settled<T>>(id ?? IDLE_ID, source as Observable<Settled<T>>, {
    suspense: false,
  });
  useEffect(() => {
    if (id === null) return;
    retain(id);
    return () => release(id);
  }, [id]);
  const settled = id !== null && status.hasEmitted ? status.data : null;
  // One object per snapshot: screens and their memos re-render only when data changed.
  return useMemo<LiveOutcome<T>>(() => {
    if (settled === null) return LOADING;
    return settled.ok
      ? { status: 'ready', data: settled.value }
      : { status: 'error', error: settled.error };
  }, [settled]);
}

const LOADING: LiveOutcome<never> = { status: 'loading' };

/**
 * Ends every listener at once (sign-out: the next user must not see the previous one's
 * entries, which would only fail with permission-denied).
 */
export function stopAllLiveObservables(): void {
  for (const id of [...entries.keys()]) evict(id);
}

/** How many entries hold a listener now. */
export function liveEntryCount(): number {
  return entries.size;
}

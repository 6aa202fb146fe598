/**
 * Session history for the router: the browser's (History API) and an in-memory one
 * (tests, the screen catalogue). A location carries a `key`: `'default'` for the entry
 * the app was opened on, a fresh one for every entry the app pushed or replaced, kept
 * in `history.state` so it survives a reload and back/forward.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** `'default'` for the entry the app started on; unique for every entry it created. */
  key: string;
}

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** `'/a?b=1#c'` → `{ pathname: '/a', search: '?b=1', hash: '#c' }` (missing parts empty). */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return (
    pathname +
    (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
    (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '')
  );
}

/**
 * Where `to` leads from `from`: an absolute path replaces the whole location; `?…`
 * keeps the pathname; `#…` keeps the pathname and the search. (The app links only
 * to absolute paths, search-only and hash-only targets.)
 */
export function resolvePath(to: string, from: Path): Path {
  const parsed = parsePath(to);
  if (parsed.pathname !== undefined) {
    const pathname = parsed.pathname.startsWith('/')
      ? parsed.pathname
      : `${from.pathname.replace(/\/[^/]*$/, '')}/${parsed.pathname}`;
    return { pathname, search: parsed.search ?? '', hash: parsed.hash ?? '' };
  }
  if (parsed.search !== undefined)
    return { pathname: from.pathname, search: parsed.search, hash: parsed.hash ?? '' };
  return { pathname: from.pathname, search: from.search, hash: parsed.hash ?? '' };
}

/** The site root, where relative targets resolve from when there is no current page. */
export const ROOT_PATH: Path = { pathname: '/', search: '', hash: '' };

const createKey = () => Math.random().toString(36).slice(2, 10);

function normalize(path: Path): Path {
  return {
    pathname: path.pathname || '/',
    search: path.search === '?' ? '' : path.search,
    hash: path.hash === '#' ? '' : path.hash,
  };
}

interface EntryState {
  key: string;
  idx: number;
}

function readEntryState(state: unknown): EntryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { key, idx } = state as Partial<EntryState>;
  return typeof key === 'string' && typeof idx === 'number' ? { key, idx } : null;
}

/** The History API of `win` (the page's window unless given). */
export function createBrowserHistory(win: Window = window): History {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let action: NavigationType = 'POP';

  // The first entry is numbered 0, so `idx` tells how far back the app can go.
  if (readEntryState(win.history.state) === null) {
    win.history.replaceState({ ...(win.history.state ?? {}), key: 'default', idx: 0 }, '');
  }
  const current = (): Location => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: readEntryState(win.history.state)?.key ?? 'default' };
  };
  let location = current();
  const notify = () => {
    for (const listener of [...listeners]) listener({ action, location });
  };
  const onPop = () => {
    action = 'POP';
    location = current();
    notify();
  };
  const write = (to: string, kind: 'PUSH' | 'REPLACE') => {
    const target = resolvePath(to, location);
    const idx = (readEntryState(win.history.state)?.idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
    const state: EntryState = { key: createKey(), idx };
    const url = createPath(target);
    if (kind === 'PUSH') {
      try {
        win.history.pushState(state, '', url);
      } catch {
        // Too many entries (iOS caps them at 100) or an unclonable state: load the page.
        win.location.assign(url);
        return;
      }
    } else {
      win.history.replaceState(state, '', url);
    }
    action = kind;
    location = current();
    notify();
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to) => write(to, 'PUSH'),
    replace: (to) => write(to, 'REPLACE'),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** A history kept in memory: `entries` (paths) with `index` the current one (default: last). */
export function createMemoryHistory(
  entries: readonly string[] = ['/'],
  index: number = entries.length - 1,
): History {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const stack: Location[] = (entries.length > 0 ? entries : ['/']).map((entry, i) => ({
    ...normalize(resolvePath(entry, ROOT_PATH)),
    key: i === 0 ? 'default' : createKey(),
  }));
  let at = Math.min(Math.max(index, 0), stack.length - 1);
  let action: NavigationType = 'POP';
  const notify = () => {
    for (const listener of [...listeners]) listener({ action, location: stack[at]! });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return stack[at]!;
    },
    push(to) {
      const next = { ...normalize(resolvePath(to, stack[at]!)), key: createKey() };
      stack.splice(at + 1, stack.length, next);
      at += 1;
      action = 'PUSH';
      notify();
    },
    replace(to) {
      stack[at] = { ...normalize(resolvePath(to, stack[at]!)), key: createKey() };
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(at + delta, 0), stack.length - 1);
      if (next === at) return;
      at = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

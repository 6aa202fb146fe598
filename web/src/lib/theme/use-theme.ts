import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  parseThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemePreference,
} from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

function snapshot(): string {
  return `${readPreference()}:${systemPrefersDark() ? 'dark' : 'light'}`;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY) listener();
  };
  media?.addEventListener('change', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Applies the resolved theme to <html> (the inline script in index.html does the first paint). */
export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
}

export function useTheme(): {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (p: ThemePreference) => void;
} {
  const snap = useSyncExternalStore(subscribe, snapshot, () => 'system:light');
  const [pref, system] = snap.split(':') as [ThemePreference, ResolvedTheme];
  const resolved = resolveTheme(pref, system === 'dark');

  useEffect(() => applyTheme(resolved), [resolved]);

  const setPreference = useCallback((p: ThemePreference) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, p);
    } catch {
      // Storage unavailable: the choice lasts for this page view only.
    }
    listeners.forEach((l) => l());
  }, []);

  return { preference: pref, resolved, setPreference };
}

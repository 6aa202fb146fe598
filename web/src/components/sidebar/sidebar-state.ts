/**
 * The sidebar's remembered state and the shortcut (spec §9): open state in a cookie
 * for 7 days, read on load; Ctrl/Cmd+B toggles; phones (< 768 px) get a sheet.
 * Pure helpers, no React.
 */
import { SIDEBAR_COOKIE_NAME } from '@/lib/storage-keys';

export { SIDEBAR_COOKIE_NAME };
/** Spec §9: the sidebar cookie lives 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/** Spec §9: the shortcut key, with Ctrl (Windows, Linux) or Cmd (macOS). */
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Spec §9: below 768 px the sidebar is an off-canvas sheet. */
export const SIDEBAR_MOBILE_QUERY = '(max-width: 767.98px)';
/** Spec §9: tooltips of the collapsed sidebar. */
export const SIDEBAR_TOOLTIP_OPEN_DELAY_MS = 700;
/**
 * Spec §9 "skip delay 300 ms": moving from one icon to the next within this time
 * shows the next tooltip at once. (zag's tooltip opens instantly while another is
 * still showing, so the closing one stays for this long.)
 */
export const SIDEBAR_TOOLTIP_SKIP_DELAY_MS = 300;

/** The remembered state in a `document.cookie` string: true, false, or null when none. */
export function readSidebarCookie(cookie: string): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SIDEBAR_COOKIE_NAME) continue;
    const value = rest.join('=').trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  }
  return null;
}

/** The `document.cookie` assignment that remembers `open` for 7 days on every path. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open ? 'true' : 'false'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Whether a keydown is the toggle shortcut (Ctrl+B or Cmd+B, no Alt or Shift). */
export function isSidebarShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT
  );
}

/** The open state to start with: the cookie's, else `fallback`. */
export function initialSidebarOpen(fallback = true): boolean {
  if (typeof document === 'undefined') return fallback;
  try {
    return readSidebarCookie(document.cookie) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeSidebarCookie(open: boolean): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = sidebarCookie(open);
  } catch {
    // Cookies blocked: the state lasts until the page is left.
  }
}

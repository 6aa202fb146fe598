import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After a link navigation (push/replace) to another page or hash, start at the top of
 * the new page, or at the element named by the URL hash. Back/forward (pop) keeps the
 * browser's own scroll restoration; the first render and a change of the query string
 * alone (the FAQ search, a tab kept in the address) leave the position alone.
 */
export function useScrollOnNavigate(): void {
  const { pathname, search, hash, key } = useLocation();
  const type = useNavigationType();
  const shown = useRef<{ at: string; search: string } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    const at = `${pathname}${hash}`;
    shown.current = { at, search };
    if (previous === null || type === 'POP') return;
    if (previous.at === at && previous.search !== search) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // `key` re-runs it for a link to the page already shown (a new entry, same URL).
  }, [pathname, search, hash, key, type]);
}

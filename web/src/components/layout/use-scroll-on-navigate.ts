import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After a link navigation (push/replace), start at the top of the new page, or
 * at the element named by the URL hash. Back/forward (pop) keeps the browser's
 * own scroll restoration; the first render leaves the position alone.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}

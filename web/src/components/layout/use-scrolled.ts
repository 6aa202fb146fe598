import { useEffect, useState } from 'react';

/** The navbar restyles once the page is scrolled more than this many pixels. */
export const NAVBAR_SCROLL_THRESHOLD = 10;

export function isScrolledPast(scrollY: number, threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

export function useScrolled(threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(() =>
    typeof window === 'undefined' ? false : isScrolledPast(window.scrollY, threshold),
  );
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

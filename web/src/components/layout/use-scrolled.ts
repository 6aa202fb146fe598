import { useEffect, useState } from 'react';

/** The navbar restyles once the page is scrolled more than this many pixels. */
export const NAVBAR_SCROLL_THRESHOLD = 10;

export function isScrolledPast(scrollY: number, threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

export function useScrolled(threshold = NAVBAR_SCROLL_THRESHOLD): boolean {
  // Starts unscrolled on the server and in hydration; the effect reads the real position.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

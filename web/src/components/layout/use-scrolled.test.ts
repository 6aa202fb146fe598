import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isScrolledPast, NAVBAR_SCROLL_THRESHOLD, useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('navbar scroll state', () => {
  afterEach(() => scrollTo(0));

  it('changes only beyond 10 px', () => {
    expect(NAVBAR_SCROLL_THRESHOLD).toBe(10);
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(10)).toBe(false);
    expect(isScrolledPast(11)).toBe(true);
  });

  it('follows window scroll events', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    act(() => scrollTo(10));
    expect(result.current).toBe(false);
    act(() => scrollTo(250));
    expect(result.current).toBe(true);
    act(() => scrollTo(3));
    expect(result.current).toBe(false);
  });
});

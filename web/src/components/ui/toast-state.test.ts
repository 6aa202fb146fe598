import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_TYPE_BY_VARIANT,
  evictedToastIds,
  nextToasts,
} from './toast-state';

const t = (id: string, title = id) => ({ id, title });

describe('toast constants', () => {
  it('shows one toast at a time with a 5 s default duration', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
  });

  it('maps product variants to Ark toast types', () => {
    expect(TOAST_TYPE_BY_VARIANT).toEqual({
      default: 'info',
      success: 'success',
      destructive: 'error',
      warning: 'warning',
    });
  });
});

describe('nextToasts', () => {
  it('adds the first toast', () => {
    expect(nextToasts([], t('a'))).toEqual([t('a')]);
  });

  it('replaces the visible toast with the new one (limit 1, not queued)', () => {
    const next = nextToasts([t('a')], t('b'));
    expect(next).toEqual([t('b')]);
    expect(evictedToastIds([t('a')], next)).toEqual(['a']);
  });

  it('updates a toast with the same id in place instead of stacking', () => {
    const next = nextToasts([t('a', 'old')], t('a', 'new'));
    expect(next).toEqual([t('a', 'new')]);
    expect(evictedToastIds([t('a', 'old')], next)).toEqual([]);
  });

  it('keeps the newest toasts first when a higher limit is given', () => {
    const next = nextToasts([t('b'), t('a')], t('c'), 2);
    expect(next.map((x) => x.id)).toEqual(['c', 'b']);
    expect(evictedToastIds([t('b'), t('a')], next)).toEqual(['a']);
  });

  it('trims an over-full list down to the limit', () => {
    expect(nextToasts([t('b'), t('a')], t('c')).map((x) => x.id)).toEqual(['c']);
  });

  it('treats invalid limits as at least one toast', () => {
    expect(nextToasts([t('a')], t('b'), 0)).toEqual([t('b')]);
    expect(nextToasts([t('a')], t('b'), Number.NaN)).toEqual([t('b')]);
  });

  it('does not mutate its input', () => {
    const current = Object.freeze([t('a')]);
    nextToasts(current, t('b'));
    expect(current).toEqual([t('a')]);
  });
});

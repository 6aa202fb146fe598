import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  resolvePath,
} from './history';

const from = { pathname: '/faq', search: '?q=roof', hash: '#top' };

describe('paths', () => {
  it('parses and prints a path', () => {
    expect(parsePath('/a?b=1#c')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c' });
    expect(parsePath('?b=1')).toEqual({ search: '?b=1' });
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
    expect(createPath({ pathname: '/a', search: 'b=1', hash: 'c' })).toBe('/a?b=1#c');
  });

  it('resolves absolute, search-only and hash-only targets', () => {
    expect(resolvePath('/help?x=1', from)).toEqual({ pathname: '/help', search: '?x=1', hash: '' });
    expect(resolvePath('?q=gutter', from)).toEqual({
      pathname: '/faq',
      search: '?q=gutter',
      hash: '',
    });
    expect(resolvePath('#answers', from)).toEqual({
      pathname: '/faq',
      search: '?q=roof',
      hash: '#answers',
    });
  });
});

describe('createMemoryHistory', () => {
  it('pushes, replaces and goes back with the navigation type and fresh keys', () => {
    const history = createMemoryHistory(['/']);
    const seen: string[] = [];
    history.listen(({ action, location }) => seen.push(`${action} ${createPath(location)}`));
    expect(history.location.key).toBe('default');
    history.push('/faq');
    history.replace('?q=roof');
    const key = history.location.key;
    expect(key).not.toBe('default');
    history.go(-1);
    expect(history.location.pathname).toBe('/');
    history.go(-1); // nothing before the first entry
    history.go(1);
    expect(history.location.key).toBe(key);
    expect(seen).toEqual(['PUSH /faq', 'REPLACE /faq?q=roof', 'POP /', 'POP /faq?q=roof']);
  });

  it('drops the forward entries on a push', () => {
    const history = createMemoryHistory(['/', '/a', '/b'], 1);
    expect(history.location.pathname).toBe('/a');
    history.push('/c');
    history.go(1);
    expect(history.location.pathname).toBe('/c');
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps keys in history.state and reports back/forward as POP', () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default' });
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.push('/faq?q=roof');
    expect(window.location.pathname + window.location.search).toBe('/faq?q=roof');
    expect(window.history.state).toMatchObject({ idx: 1, key: history.location.key });
    expect(listener).toHaveBeenLastCalledWith({ action: 'PUSH', location: history.location });

    window.history.replaceState({ key: 'default', idx: 0 }, '', '/start');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenLastCalledWith({
      action: 'POP',
      location: { pathname: '/start', search: '', hash: '', key: 'default' },
    });
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

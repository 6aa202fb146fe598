import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';
import { SESSION_HINT_KEY } from './session-hint';

describe('useAuth', () => {
  afterEach(() => localStorage.clear());

  it('throws the spec message outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    spy.mockRestore();
  });

  it('treats a visitor without a session hint as signed out without loading Firebase Auth', () => {
    function Probe() {
      const auth = useAuth();
      return (
        <p>
          {auth.loading ? 'loading' : 'ready'} {auth.isAuthenticated ? 'in' : 'out'}{' '}
          {auth.tracking ? 'tracking' : 'idle'}
        </p>
      );
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('ready out idle')).toBeInTheDocument();
  });

  it('waits for Firebase Auth when this browser had a session', () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    function Probe() {
      const auth = useAuth();
      return <p>{auth.loading ? 'loading' : 'ready'}</p>;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});

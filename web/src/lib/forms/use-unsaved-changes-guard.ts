import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface UnsavedChangesGuard {
  /** A navigation to another page is on hold until the user answers. */
  blocked: boolean;
  /** Keep editing: the navigation on hold is dropped. */
  stay: () => void;
  /** Lose the changes: the navigation on hold goes on, and no later one is stopped. */
  discard: () => void;
}

/**
 * While `dirty`, a form's changes are not lost by leaving its page: a link, the
 * browser's Back or a redirect to another page is held (react-router's `useBlocker`)
 * until the user answers the form's "Discard unsaved changes?" dialog, and closing or
 * reloading the tab asks the browser's own question. A change of query string or hash
 * alone (a tab, a search) stays on the page and is never held.
 *
 * Pass `dirty` false while a save runs: the page the save leads to is not held.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const discarded = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !discarded.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Clean again (saved, or the user undid the edits): guard the next changes too.
  useEffect(() => {
    if (!dirty) discarded.current = false;
  }, [dirty]);

  return {
    blocked: blocker.state === 'blocked',
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
    },
    discard: () => {
      discarded.current = true;
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}

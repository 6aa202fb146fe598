import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface UnsavedChangesGuard {
  /**
   * "Discard unsaved changes?" is to be shown: the form's own way out asked it (`ask`),
   * or a navigation to another page is on hold until the user answers.
   */
  asking: boolean;
  /** The form's Cancel or close, with changes: ask. */
  ask: () => void;
  /** Keep editing: the question goes, and so does a navigation on hold. */
  stay: () => void;
  /**
   * Lose the changes: the question goes, a navigation on hold goes on, and no later one
   * is stopped. True when a navigation was on hold (it decided where to go); false when
   * the form asked, and its own way out is the caller's to take.
   */
  discard: () => boolean;
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
export function useUnsavedChangesGuard(
  dirty: boolean,
  /** Catalogue/test: the question is asked at once. */
  { initiallyAsking = false }: { initiallyAsking?: boolean } = {},
): UnsavedChangesGuard {
  const [asked, setAsked] = useState(initiallyAsking);
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

  const held = blocker.state === 'blocked';
  return {
    asking: asked || held,
    ask: () => setAsked(true),
    stay: () => {
      setAsked(false);
      if (held) blocker.reset();
    },
    discard: () => {
      setAsked(false);
      discarded.current = true;
      if (held) blocker.proceed();
      return held;
    },
  };
}

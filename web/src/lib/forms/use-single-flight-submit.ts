import { useCallback, useRef, type FormEvent } from 'react';

/**
 * Wraps a form's submit handler so a second submit while one is in flight
 * (Enter pressed again, a double click) is ignored rather than sent twice.
 * Handlers are expected to report their own failures (toast, banner); an
 * error that still escapes is logged here instead of becoming an unhandled
 * rejection of the browser's submit event.
 */
export function useSingleFlightSubmit(
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  const inFlight = useRef(false);
  return useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      if (inFlight.current) {
        event.preventDefault();
        return;
      }
      inFlight.current = true;
      try {
        await submit(event);
      } catch (error) {
        console.error('Unhandled error while submitting a form', error);
      } finally {
        inFlight.current = false;
      }
    },
    [submit],
  );
}

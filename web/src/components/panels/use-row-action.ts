import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui';
import { callableFailure } from '@/lib/firebase/callable';

/**
 * One callable at a time from a panel: `busy` marks what is under way (a row and its action),
 * a second click while one runs is ignored, and a failure is logged and shown as the panel's
 * destructive toast with the callable's message. The call itself toasts its success.
 */
export function useSingleFlightCall<Busy>(failedTitle: string) {
  const [busy, setBusy] = useState<Busy | null>(null);
  const inFlight = useRef(false);
  const run = useCallback(
    async (marker: Busy, logName: string, call: () => Promise<void>, settle?: () => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(marker);
      try {
        await call();
      } catch (error) {
        console.error(`${logName} failed`, error);
        toast({
          title: failedTitle,
          description: callableFailure(error).message,
          variant: 'destructive',
        });
      } finally {
        inFlight.current = false;
        setBusy(null);
        settle?.();
      }
    },
    [failedTitle],
  );
  return { busy, run };
}

/** A row's action under way, or asked about. */
export interface RowAction<Row, Action extends string> {
  row: Row;
  action: Action;
}

/** What a panel of such rows is handed (useConfirmedRowAction returns it). */
export interface RowActionProps<Row, Action extends string> {
  /** The row whose action is under way. */
  busy: { id: string; action: Action } | null;
  /** The confirmation open, if any. */
  confirm: RowAction<Row, Action> | null;
  onConfirmChange: (confirm: RowAction<Row, Action> | null) => void;
  onAct: (row: Row, action: Action) => void;
}

export interface ConfirmedRowActionOptions<Row, Action extends string> {
  /** The toast's title when the callable fails. */
  failedTitle: string;
  /** The callable's name in the log, e.g. `acceptTransfer`. */
  callName: (action: Action) => string;
  /** Runs the action's callable and toasts its success. */
  perform: (row: Row, action: Action) => Promise<void>;
  /** Told of every new confirmation (one opened, or closed: null), e.g. to reset its choices. */
  onConfirmChange?: (confirm: RowAction<Row, Action> | null) => void;
}

/**
 * The rows of a dashboard offer list (invitations, transfers): an action is asked once more
 * in a confirmation, then runs as a single flight; the confirmation closes when it settles.
 */
export function useConfirmedRowAction<Row extends { id: string }, Action extends string>({
  failedTitle,
  callName,
  perform,
  onConfirmChange,
}: ConfirmedRowActionOptions<Row, Action>): RowActionProps<Row, Action> {
  const { busy, run } = useSingleFlightCall<{ id: string; action: Action }>(failedTitle);
  const [confirm, setConfirmState] = useState<RowAction<Row, Action> | null>(null);
  const setConfirm = useCallback(
    (next: RowAction<Row, Action> | null) => {
      onConfirmChange?.(next);
      setConfirmState(next);
    },
    [onConfirmChange],
  );
  const act = (row: Row, action: Action) =>
    void run(
      { id: row.id, action },
      callName(action),
      () => perform(row, action),
      () => setConfirm(null),
    );
  return { busy, confirm, onConfirmChange: setConfirm, onAct: act };
}

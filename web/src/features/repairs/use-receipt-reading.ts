/**
 * Reading a chosen receipt into a repair form (docs/architecture.md "Reading a receipt"):
 * runs the reader with progress and Cancel, fills only what planReceiptFill allows, and
 * remembers which fields came from the receipt until the user changes them. Values the
 * reader was not sure of are not filled: they are offered as suggestions the person can
 * accept, until they type in that field or read another receipt. The reader is a prop
 * (read-receipt.ts in the app, fakes in tests and stories).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { hasReceiptFields } from '@homeledger/domain';
import {
  RECEIPT_FILL_FIELDS,
  planReceiptFill,
  planReceiptSuggestions,
  type ReceiptFillField,
  type ReceiptFillValues,
} from './receipt-autofill';
// Types only: the reader itself comes as a prop, so stories never bundle it.
import type { ReceiptReader } from './read-receipt';

export type ReceiptReadingState =
  | { status: 'idle' }
  | { status: 'reading'; percent: number }
  | { status: 'filled'; filled: readonly ReceiptFillField[] }
  /** Nothing filled, but values offered as suggestions. */
  | { status: 'suggested' }
  | { status: 'nothing' }
  | { status: 'failed' };

export const READING_IDLE: ReceiptReadingState = { status: 'idle' };

type FillForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'watch' | 'getValues' | 'setValue'>;

export interface ReceiptReading {
  state: ReceiptReadingState;
  /** Fields showing "From receipt". */
  fromReceipt: ReadonlySet<ReceiptFillField>;
  /** Values read without confidence, offered per field (as the form writes them). */
  suggestions: Partial<ReceiptFillValues>;
  /** Fills a field with its suggestion (marked "From receipt"). */
  acceptSuggestion: (name: ReceiptFillField) => void;
  read: (file: File) => void;
  /** Stops a reading and clears the outcome line. */
  cancel: () => void;
}

export function useReceiptReading<T extends FieldValues & ReceiptFillValues>({
  reader,
  today,
  form,
  replaceable,
}: {
  reader: ReceiptReader | undefined;
  today: string;
  form: FillForm<T>;
  /** Fields whose starting value a receipt may replace while untouched. */
  replaceable: readonly ReceiptFillField[];
}): ReceiptReading {
  const { watch, getValues, setValue } = form;
  const [state, setState] = useState<ReceiptReadingState>(READING_IDLE);
  const [fromReceipt, setFromReceipt] = useState<ReadonlySet<ReceiptFillField>>(new Set());
  const [suggestions, setSuggestions] = useState<Partial<ReceiptFillValues>>({});
  const typed = useRef(new Set<ReceiptFillField>());
  // The marks as of now for the callbacks; the state above renders them.
  const marked = useRef<ReadonlySet<ReceiptFillField>>(new Set());
  const running = useRef<AbortController | null>(null);

  const mark = useCallback((next: ReadonlySet<ReceiptFillField>) => {
    marked.current = next;
    setFromReceipt(next);
  }, []);

  // A change made by the user (not by setValue) ends the field's "From receipt".
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !isFillField(name)) return;
      typed.current.add(name);
      // The person chose a value themselves: the suggestion for that field goes.
      setSuggestions((current) => {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
      if (!marked.current.has(name)) return;
      const next = new Set(marked.current);
      next.delete(name);
      mark(next);
    });
    return () => subscription.unsubscribe();
  }, [watch, mark]);

  useEffect(() => () => running.current?.abort(), []);

  // Also clears an outcome line: after the file is removed, "Nothing readable found" is stale.
  // Marks stay: those values did come from a receipt.
  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(READING_IDLE);
    setSuggestions({});
  }, []);

  const acceptSuggestion = useCallback(
    (name: ReceiptFillField) => {
      const value = suggestions[name];
      if (value === undefined) return;
      setValue(name as Path<T>, value as PathValue<T, Path<T>>, {
        shouldValidate: true,
        shouldDirty: true,
      });
      // Accepting is the person's choice: a later receipt does not overwrite it.
      typed.current.add(name);
      mark(new Set([...marked.current, name]));
      setSuggestions((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    [suggestions, setValue, mark],
  );

  const read = useCallback(
    (file: File) => {
      if (!reader) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'reading', percent: 0 });
      setSuggestions({});
      let shown = -1;
      reader(file, {
        signal: controller.signal,
        today,
        // The browser's language: a tiebreak for 03/04 dates the receipt itself does not settle.
        locale: typeof navigator === 'undefined' ? undefined : navigator.language,
        onProgress: (percent) => {
          const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
          if (controller.signal.aborted || rounded === shown) return;
          shown = rounded;
          setState({ status: 'reading', percent: rounded });
        },
      }).then(
        (fields) => {
          if (controller.signal.aborted) return;
          running.current = null;
          const values = getValues() as unknown as ReceiptFillValues;
          const fill = planReceiptFill(fields, {
            values: pick(values),
            typed: typed.current,
            fromReceipt: marked.current,
            replaceable: new Set(replaceable),
          });
          const names = RECEIPT_FILL_FIELDS.filter((name) => fill[name] !== undefined);
          for (const name of names)
            setValue(name as Path<T>, fill[name] as PathValue<T, Path<T>>, {
              shouldValidate: true,
            });
          if (names.length > 0) mark(new Set([...marked.current, ...names]));
          const offered = planReceiptSuggestions(fields, {
            values: pick(getValues() as unknown as ReceiptFillValues),
            typed: typed.current,
          });
          setSuggestions(offered);
          setState(
            names.length > 0
              ? { status: 'filled', filled: names }
              : Object.keys(offered).length > 0
                ? { status: 'suggested' }
                : hasReceiptFields(fields)
                  ? { status: 'filled', filled: [] }
                  : { status: 'nothing' },
          );
        },
        (error: unknown) => {
          // A cancelled reading rejects after its signal was aborted: nothing to report.
          if (controller.signal.aborted) return;
          running.current = null;
          console.warn('Reading the receipt failed', error);
          setState({ status: 'failed' });
        },
      );
    },
    [reader, today, getValues, setValue, replaceable, mark],
  );

  return { state, fromReceipt, suggestions, acceptSuggestion, read, cancel };
}

function isFillField(name: string | undefined): name is ReceiptFillField {
  return (RECEIPT_FILL_FIELDS as readonly string[]).includes(name ?? '');
}

function pick(values: ReceiptFillValues): ReceiptFillValues {
  return {
    serviceType: values.serviceType ?? '',
    date: values.date ?? '',
    cost: values.cost ?? '',
    contractorName: values.contractorName ?? '',
  };
}

import { useEffect } from 'react';

/** What a form's save resolves with: ok, or a failure that may name the field to blame. */
export type SubmitOutcome =
  { ok: true } | { ok: false; field?: string | null; message?: string | null };

/** The field and message a failed save names, or null (ok, or nothing to show at a field). */
export function fieldFailure(outcome: SubmitOutcome): { field: string; message: string } | null {
  if (outcome.ok || !outcome.field || !outcome.message) return null;
  return { field: outcome.field, message: outcome.message };
}

/** Catalogue/test forms validate at once so their errors show without a submit. */
export function useValidateOnMount(validateOnMount: boolean, trigger: () => Promise<boolean>) {
  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);
}

/** Download links for the report's receipts, resolved once per receipt path. */
import { useEffect, useRef, useState } from 'react';
import type { Loadable } from '../../../lib/data/loadable';
import type { RealtorReportRepair } from '../realtor-types';
import { receiptUrl } from './receipts';

const LOADING_URL: Loadable<string> = { status: 'loading' };

/**
 * Links by repair id for the repairs that have a receipt: loading until Storage
 * answers, then the link or the error (a receipt the realtor cannot read, or no
 * Storage emulator here). Each path is asked for once while the page is open (a
 * path's link does not change; an answer arriving after unmount is simply dropped).
 */
export function useReceiptUrls(
  repairs: readonly RealtorReportRepair[] | null,
): Readonly<Record<string, Loadable<string>>> {
  const [answers, setAnswers] = useState<Readonly<Record<string, Loadable<string>>>>({});
  const requested = useRef(new Set<string>());
  const pathsKey = [
    ...new Set(
      (repairs ?? []).flatMap((repair) => (repair.receiptPath ? [repair.receiptPath] : [])),
    ),
  ].join('\n');

  useEffect(() => {
    for (const path of pathsKey === '' ? [] : pathsKey.split('\n')) {
      if (requested.current.has(path)) continue;
      requested.current.add(path);
      receiptUrl(path).then(
        (url) => {
          setAnswers((current) => ({ ...current, [path]: { status: 'ready', data: url } }));
        },
        (error: unknown) => {
          console.error('Receipt link failed', path, error);
          setAnswers((current) => ({ ...current, [path]: { status: 'error', error } }));
        },
      );
    }
  }, [pathsKey]);

  const byRepair: Record<string, Loadable<string>> = {};
  for (const repair of repairs ?? []) {
    if (repair.receiptPath) byRepair[repair.id] = answers[repair.receiptPath] ?? LOADING_URL;
  }
  return byRepair;
}

/** The verify page's "Check a copy of this report", without Firebase (the catalogue uses it as is). */
import { useCallback, useState } from 'react';
import { fileMatches } from './verify-hash';
import type { CopyCheck } from './verify-report-screen';

/** Hashes `file` and compares it with the certified SHA-256. */
export function useCopyCheck(sha256: string | null) {
  const [check, setCheck] = useState<CopyCheck>({ status: 'idle' });
  const onFile = useCallback(
    (file: File) => {
      if (!sha256) return;
      setCheck({ status: 'hashing', name: file.name });
      fileMatches(file, sha256).then(
        (same) => setCheck({ status: same ? 'matches' : 'mismatch', name: file.name }),
        (error: unknown) => {
          console.error('Could not read the file', error);
          setCheck({ status: 'unreadable' });
        },
      );
    },
    [sha256],
  );
  return { check, onFile };
}

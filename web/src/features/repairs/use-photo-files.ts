/**
 * The new photos of the work a repair form holds (issue #32): each chosen file is prepared
 * (compressed, EXIF gone) before it joins the list, at most REPAIR_PHOTOS_MAX with the photos
 * the repair already has (`kept`). Keys are stable so thumbnails are not redrawn.
 */
import { useCallback, useState } from 'react';
import { REPAIR_PHOTOS_MAX } from '@homeledger/domain';
import { PHOTOS_COPY } from './repair-copy';

type Prepare = (file: File) => Promise<{ ok: true; file: File } | { ok: false; message: string }>;

export interface PhotoFiles {
  items: { key: string; file: File }[];
  add: (files: File[]) => void;
  remove: (key: string) => void;
  preparing: boolean;
  error: string | null;
}

let counter = 0;
const nextKey = () => `new-${++counter}`;

export function usePhotoFiles(
  initial: readonly File[] = [],
  prepare?: Prepare,
  /** How many photos the repair keeps besides these (Edit Repair). */
  kept = 0,
): PhotoFiles {
  const [items, setItems] = useState(() => initial.map((file) => ({ key: nextKey(), file })));
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const count = items.length;

  const add = useCallback(
    (files: File[]) => {
      const room = REPAIR_PHOTOS_MAX - kept - count;
      const taken = files.slice(0, Math.max(0, room));
      setError(taken.length < files.length ? PHOTOS_COPY.full(REPAIR_PHOTOS_MAX) : null);
      for (const chosen of taken) {
        setPending((n) => n + 1);
        void (prepare ? prepare(chosen) : Promise.resolve({ ok: true as const, file: chosen }))
          .then((prepared) => {
            if (prepared.ok) setItems((now) => [...now, { key: nextKey(), file: prepared.file }]);
            else setError(prepared.message);
          })
          .finally(() => setPending((n) => n - 1));
      }
    },
    [prepare, kept, count],
  );
  const remove = useCallback((key: string) => {
    setError(null);
    setItems((now) => now.filter((item) => item.key !== key));
  }, []);
  return { items, add, remove, preparing: pending > 0, error };
}

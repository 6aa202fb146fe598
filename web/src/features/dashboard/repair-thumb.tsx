/**
 * A repair card's thumbnail of its first photo of the work (issue #32), in the container only
 * (it reads Storage): nothing is downloaded until the card scrolls into view, so a long history
 * costs only what is looked at. The image comes as an object URL from lib/firebase/storage-image.ts,
 * which keeps one per file for the session and revokes them all at sign-out.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useStorageImage } from '@/lib/firebase/storage-image';

export function RepairThumb({ path }: { path: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = box.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  const image = useStorageImage(seen ? path : null);
  return (
    <div ref={box} className={fill}>
      {/* Decorative: the card's title and View Details say what it is. */}
      {image.status === 'ready' ? <img src={image.url} alt="" className={fill} /> : null}
    </div>
  );
}

const fill = css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' });

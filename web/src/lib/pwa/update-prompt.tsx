/**
 * "A new version is ready — Reload": shown when an updated service worker is waiting
 * (register-sw.ts). The page reloads only when the user clicks, so a form in progress is
 * never lost; the banner stays until then. A polite live region announces it without
 * moving focus; the button is an ordinary tab stop. Built like the UI kit's Button (Ark's
 * factory element with the Panda `button` recipe): lib/ may not import components/.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ark } from '@ark-ui/react/factory';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { PWA_COPY } from './pwa-copy';

const copy = PWA_COPY.update;

export interface UpdatePromptProps {
  /** Activates the waiting worker, then reloads (register-sw.ts). */
  onReload: () => void;
}

export function UpdatePrompt({ onReload }: UpdatePromptProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <section aria-label={copy.label} className={banner}>
      <p role="status" aria-live="polite" className={css({ flex: '1', minW: '0' })}>
        {copy.message} —
      </p>
      <ark.button
        type="button"
        className={button({ size: 'sm' })}
        disabled={reloading}
        aria-busy={reloading || undefined}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {copy.reload}
      </ark.button>
    </section>
  );
}

/**
 * Shows the prompt in a root of its own at the end of <body> (outside the app's tree, which
 * it must not re-render). Once per page: a second waiting worker reuses the same prompt.
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (document.querySelector('[data-pwa-update-prompt]')) return;
  const host = document.createElement('div');
  host.dataset.pwaUpdatePrompt = '';
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt onReload={onReload} />);
}

const banner = css({
  position: 'fixed',
  zIndex: '1500',
  insetInline: '4',
  bottom: 'max(1rem, env(safe-area-inset-bottom))',
  mx: 'auto',
  maxW: 'md',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  bg: 'bg.default',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'lg',
  textStyle: 'sm',
  fontWeight: 'medium',
});

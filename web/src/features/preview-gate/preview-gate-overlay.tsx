import { Construction } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { BrandMark } from '@/components/layout/brand-link';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { preloadToaster, toast } from '@/components/ui/toast';
import { PREVIEW_GATE_COPY as C } from './preview-gate-copy';
import { hasBypass, PREVIEW_BYPASS_KEY, verifyPreviewPassword } from './preview-gate-logic';
import { browserStorage } from '@/lib/browser-storage';

export interface PreviewGateOverlayProps {
  expectedHash: string;
  /** Called after a correct password (the success toast has been shown). */
  onGranted: () => void;
  /** Called when another tab of this browser has been granted access. */
  onOpenedElsewhere: () => void;
  /** Injected by tests to skip the 0.5 s wait. */
  verify?: (password: string, expectedHash: string) => Promise<boolean>;
}

/** The "Coming Soon" screen: admin password form over the whole app. */
export function PreviewGateOverlay({
  expectedHash,
  onGranted,
  onOpenedElsewhere,
  verify = verifyPreviewPassword,
}: PreviewGateOverlayProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    // The toast view is loaded on demand; have it ready for the verdict.
    void preloadToaster().catch(() => {});
  }, []);

  // No scrolling of the page behind the overlay. A layout effect, so the lock
  // is on in the same commit that shows the overlay (never a frame without).
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  // Open when another tab is granted access.
  const openedElsewhere = useRef(onOpenedElsewhere);
  useEffect(() => {
    openedElsewhere.current = onOpenedElsewhere;
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PREVIEW_BYPASS_KEY && hasBypass(browserStorage())) {
        openedElsewhere.current();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || password === '') return;
    setBusy(true);
    const ok = await verify(password, expectedHash);
    if (ok) {
      toast({ ...C.granted, variant: 'success' });
      onGranted();
      return;
    }
    setBusy(false);
    toast({ ...C.denied, variant: 'destructive' });
    requestAnimationFrame(() => inputRef.current?.select());
  };

  return (
    <div className={backdrop} data-testid="preview-gate">
      <div aria-hidden="true" className={glow} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="preview-gate-title"
        aria-describedby="preview-gate-description"
        className={panel}
      >
        <div
          className={css({
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: '2',
            fontWeight: 'bold',
            fontSize: 'lg',
            color: 'fg.default',
          })}
        >
          <BrandMark />
          {C.brand}
        </div>

        <div className={card}>
          <span aria-hidden="true" className={badge}>
            <Construction size={28} />
          </span>
          <h1
            id="preview-gate-title"
            className={css({ textStyle: 'h2', color: 'fg.default', textAlign: 'center' })}
          >
            {C.title}
          </h1>
          <p
            id="preview-gate-description"
            className={css({ color: 'fg.muted', textAlign: 'center', textWrap: 'pretty' })}
          >
            {C.description}
          </p>

          <form
            onSubmit={submit}
            noValidate
            className={css({ display: 'grid', gap: '4', mt: '2', width: 'full' })}
          >
            <Field label={C.password}>
              <PasswordInput
                ref={inputRef}
                name="preview-password"
                placeholder={C.passwordPlaceholder}
                value={password}
                readOnly={busy}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Button type="submit" size="lg" fullWidth loading={busy} disabled={password === ''}>
              {busy ? C.submitting : C.submit}
            </Button>
          </form>
        </div>

        <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
          {C.footer}
        </p>
      </div>
    </div>
  );
}

const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 1650,
  overflowY: 'auto',
  bg: 'bg.subtle',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '4',
});

const glow = css({
  position: 'fixed',
  inset: '0',
  pointerEvents: 'none',
  backgroundImage: [
    'radial-gradient(ellipse 60% 50% at 50% 0%, color-mix(in srgb, var(--colors-accent-default) 22%, transparent), transparent 70%)',
    'radial-gradient(ellipse 40% 40% at 100% 100%, color-mix(in srgb, var(--colors-success-default) 12%, transparent), transparent 70%)',
  ].join(', '),
});

const panel = css({
  position: 'relative',
  width: 'full',
  maxW: 'md',
  display: 'grid',
  gap: '6',
  my: 'auto',
  py: '6',
});

const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  p: { base: '6', md: '8' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: '2xl',
  boxShadow: '0 24px 48px -12px rgb(15 23 42 / 0.18)',
});

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '14',
  h: '14',
  borderRadius: 'full',
  bg: 'warning.subtle',
  color: 'warning.text',
  borderWidth: '1px',
  borderColor: 'warning.default',
});

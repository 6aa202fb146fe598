/**
 * The persistent nudge for an account whose email is not verified yet: sharing,
 * validation requests and offers need a verified email. Resend (not again for
 * RESEND_COOLDOWN_MS after a send) and "I've verified it" (asks Firebase Auth again).
 */
import { MailCheck } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { Alert, Button } from '@/components/ui';
import { siteWidth } from '@/components/layout/site-width';
import { VERIFY_EMAIL_COPY as COPY } from './verify-email-copy';

export type VerifyEmailProblem = 'send-failed' | 'not-yet' | 'check-failed' | null;

export interface VerifyEmailBannerProps {
  email: string;
  /** A send is on its way. */
  sending: boolean;
  /** Seconds until another email can be sent (0: now). */
  cooldownSeconds: number;
  /** An email was sent by this session (shows "Email sent"). */
  sent: boolean;
  checking: boolean;
  problem: VerifyEmailProblem;
  onResend: () => void;
  onCheck: () => void;
}

const PROBLEM_TEXT = {
  'send-failed': COPY.sendFailed,
  'not-yet': COPY.notYet,
  'check-failed': COPY.checkFailed,
} as const;

export function VerifyEmailBanner(props: VerifyEmailBannerProps) {
  const waiting = props.cooldownSeconds > 0;
  return (
    <div className={styles.frame}>
      <Alert variant="warning" role="region" aria-label={COPY.regionLabel} icon={<MailCheck />}>
        <p className={styles.message}>{COPY.message(props.email)}</p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="outline"
            onClick={props.onResend}
            disabled={props.sending || waiting || props.checking}
            loading={props.sending}
          >
            {props.sending ? COPY.resending : COPY.resend}
          </Button>
          <Button
            size="sm"
            onClick={props.onCheck}
            disabled={props.checking || props.sending}
            loading={props.checking}
          >
            {props.checking ? COPY.checking : COPY.check}
          </Button>
          <p className={styles.status} role="status" aria-live="polite">
            {props.sent && !props.sending ? (
              <>
                <strong>{COPY.sent}</strong>
                {waiting ? ` ${COPY.resendIn(props.cooldownSeconds)}` : null}
              </>
            ) : null}
          </p>
        </div>
        {props.problem ? (
          <p className={styles.problem} role="alert">
            {PROBLEM_TEXT[props.problem]}
          </p>
        ) : null}
      </Alert>
    </div>
  );
}

const styles = {
  frame: cx(siteWidth, css({ pt: '4' })),
  message: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '2' }),
  status: css({ fontSize: 'sm', color: 'fg.muted' }),
  problem: css({ mt: '2', fontSize: 'sm', color: 'danger.text' }),
};

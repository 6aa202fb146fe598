/** Binds the signed-in account's verification state and actions to VerifyEmailBanner. */
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { VerifyEmailBanner, type VerifyEmailProblem } from './verify-email-banner';
import { RESEND_COOLDOWN_MS } from './verify-email-copy';

/** Whole seconds left of the resend cooldown at `now`. */
export function cooldownSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_MS - now) / 1000));
}

export function VerifyEmailNotice() {
  const { user, sendVerificationEmail, verificationSentAt, checkEmailVerified } = useAuth();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<VerifyEmailProblem>(null);
  const [now, setNow] = useState(() => Date.now());
  const cooldown = cooldownSecondsLeft(verificationSentAt, now);

  // Counts the cooldown down once a second while it runs.
  useEffect(() => {
    if (cooldownSecondsLeft(verificationSentAt, Date.now()) === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [verificationSentAt]);

  const onResend = useCallback(() => {
    setSending(true);
    setProblem(null);
    sendVerificationEmail()
      .then(
        () => setNow(Date.now()),
        (error: unknown) => {
          console.error('Sending the verification email failed', error);
          setProblem('send-failed');
        },
      )
      .finally(() => setSending(false));
  }, [sendVerificationEmail]);

  const onCheck = useCallback(() => {
    setChecking(true);
    setProblem(null);
    checkEmailVerified()
      .then(
        (verified) => {
          if (!verified) setProblem('not-yet');
        },
        (error: unknown) => {
          console.error('Checking the email verification failed', error);
          setProblem('check-failed');
        },
      )
      .finally(() => setChecking(false));
  }, [checkEmailVerified]);

  if (!user || user.emailVerified) return null;
  return (
    <VerifyEmailBanner
      email={user.email}
      sending={sending}
      cooldownSeconds={cooldown}
      sent={verificationSentAt !== null}
      checking={checking}
      problem={problem}
      onResend={onResend}
      onCheck={onCheck}
    />
  );
}

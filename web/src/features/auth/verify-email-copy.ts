/** The unverified-email banner's words (shown on every signed-in page until verified). */
export const VERIFY_EMAIL_COPY = {
  regionLabel: 'Verify your email',
  message: (email: string) => `Please verify your email address. We sent a link to ${email}.`,
  resend: 'Resend email',
  resending: 'Sending...',
  sent: 'Email sent',
  resendIn: (seconds: number) => `You can send another in ${seconds} s.`,
  sendFailed: "We couldn't send the email. Please try again in a moment.",
  check: "I've verified it",
  checking: 'Checking...',
  notYet: "Your email isn't verified yet. Open the link in the email, then try again.",
  checkFailed: "We couldn't check right now. Please try again.",
} as const;

/** A new verification email can be asked for this long after the last one. */
export const RESEND_COOLDOWN_MS = 60_000;

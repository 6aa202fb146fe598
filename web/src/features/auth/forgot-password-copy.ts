/**
 * The password-reset page's copy (/forgot-password: the spec links it from login and
 * leaves its content open). The confirmation never says whether an account exists.
 */
export const FORGOT_PASSWORD_COPY = {
  metaTitle: 'Reset your password',
  metaDescription: 'Reset the password of your HomeLedger account.',
  title: 'Reset your password',
  subtitle:
    "Enter the email you registered with and we'll send you a link to choose a new password.",
  remembered: 'Remembered it?',
  backToLogin: 'Back to log in',
  submit: 'Send reset link',
  submitting: 'Sending...',
  failedTitle: 'Reset email not sent',
  tooManyRequests: 'Too many reset requests. Please wait a few minutes and try again.',
  sendFailed: 'Could not send the reset email. Check your connection and try again.',
  sentTitle: 'Check your email',
  sent: (email: string) =>
    `If an account exists for ${email}, we've sent a link to reset your password. The link expires in one hour; check your spam folder if you don't see it.`,
  useDifferentEmail: 'Use a different email',
} as const;

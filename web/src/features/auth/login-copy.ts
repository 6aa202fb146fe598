/**
 * The login page's copy (product spec §2 "Login (/login)" and §8 "Login"), word for word
 * where the spec gives it. The failure messages are mapped in auth-errors.ts.
 */
export const LOGIN_COPY = {
  metaTitle: 'Log in',
  metaDescription: 'Log in to access your HomeLedger account.',
  title: 'Welcome back',
  subtitle: 'Log in to access your HomeLedger account',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  sharedComputer: 'This is a shared computer',
  sharedComputerHint:
    "You'll be logged out when the browser closes, and nothing is kept on this computer.",
  submit: 'Log in',
  submitting: 'Logging in...',
  succeeded: { title: 'Login successful', description: 'Welcome back to HomeLedger!' },
  failedTitle: 'Login failed',
} as const;

/**
 * The "Coming Soon" overlay's copy (product spec §2 "Coming-soon overlay", §8 "Overlay"),
 * word for word where the spec gives it. Imported by the lazily loaded overlay only, so an
 * open gate downloads none of it.
 */
export const PREVIEW_GATE_COPY = {
  brand: 'HomeLedger',
  title: 'Coming Soon',
  description:
    "We're putting the finishing touches on HomeLedger: your home's complete repair history, in one convenient place. Check back soon.",
  password: 'Admin Access',
  passwordPlaceholder: 'Enter admin password',
  submit: 'Login as Admin',
  submitting: 'Verifying...',
  footer: 'This site is currently under construction. Thank you for your patience.',
  granted: {
    title: 'Admin access granted',
    description: 'Welcome to the preview version of the site.',
  },
  denied: { title: 'Access denied', description: 'Invalid password. Please try again.' },
} as const;

// Shared data for the public-site E2E specs (not a spec itself).

/** Every public page, with the h1 it must render. */
export const PUBLIC_PAGES: readonly { path: string; h1: string | RegExp }[] = [
  { path: '/', h1: "Your home's complete repair history, in one convenient place" },
  { path: '/features', h1: "Everything a home's history needs" },
  { path: '/how-it-works', h1: 'How HomeLedger works' },
  { path: '/faq', h1: 'Frequently Asked Questions' },
  { path: '/help', h1: 'How can we help?' },
  { path: '/help-center', h1: 'How can we help?' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/cookies', h1: 'Cookie Policy' },
];

/** The ten help subpages and their titles (web/src/features/help/help-articles.ts). */
export const HELP_PAGES: readonly { slug: string; title: string }[] = [
  { slug: 'getting-started', title: 'Getting Started' },
  { slug: 'homeowner-guides', title: 'Homeowner Guides' },
  { slug: 'contractor-resources', title: 'Contractor Resources' },
  { slug: 'technical-support', title: 'Technical Support' },
  { slug: 'properties', title: 'Adding and Verifying Properties' },
  { slug: 'quickbooks', title: 'QuickBooks Integration' },
  { slug: 'reports', title: 'Reports and Exports' },
  { slug: 'permissions', title: 'Permissions and Sharing' },
  { slug: 'reminders', title: 'Maintenance Reminders' },
  { slug: 'subscription', title: 'Plans and Pricing' },
];

/** The preview gate's demo password and its SHA-256 (hex). */
export const PREVIEW_PASSWORD = process.env.HOMELEDGER_PREVIEW_PASSWORD ?? 'homeledger-preview';
export const PREVIEW_HASH =
  process.env.HOMELEDGER_PREVIEW_HASH ??
  '5c8f80ead7094131aaa460b3328be7204ccb2ebfaf654e2a27725c5504df55c2';
export const PREVIEW_BYPASS_KEY = 'homeledger.previewBypass';

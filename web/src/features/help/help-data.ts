import type { HelpTopic } from './help-articles';

/** A quick-link topic on the help center (spec §9: six of them). */
export interface HelpQuickLink {
  topic: HelpTopic;
  question: string;
  description: string;
  /** Extra words a visitor might search with (not shown). */
  keywords: readonly string[];
}

export const HELP_QUICK_LINKS: readonly HelpQuickLink[] = [
  {
    topic: 'properties',
    question: 'How do I add and verify a property?',
    description: 'Adding homes, verification status and ownership disputes.',
    keywords: ['address', 'house', 'home', 'disputed', 'ownership'],
  },
  {
    topic: 'quickbooks',
    question: 'How do I connect QuickBooks?',
    description: 'Link QuickBooks Online to the Contractor Portal and fetch invoices.',
    keywords: ['accounting', 'intuit', 'invoices', 'contractor'],
  },
  {
    topic: 'reports',
    question: 'How do I export reports?',
    description: 'CSV export for realtors today; PDF reports are planned.',
    keywords: ['csv', 'pdf', 'download', 'excel', 'spreadsheet', 'export'],
  },
  {
    topic: 'permissions',
    question: 'Who can see and edit my records?',
    description: 'Roles, read-only sharing with realtors, and who can change what.',
    keywords: ['privacy', 'share', 'sharing', 'realtor', 'access', 'security'],
  },
  {
    topic: 'reminders',
    question: 'Can I get maintenance reminders?',
    description: 'Reminders are planned. Here is what you can do today.',
    keywords: ['notifications', 'schedule', 'calendar', 'maintenance'],
  },
  {
    topic: 'subscription',
    question: 'How much does HomeLedger cost?',
    description: 'Free during the preview; no paid plans yet.',
    keywords: ['price', 'pricing', 'plan', 'billing', 'free', 'subscription', 'payment'],
  },
];

/** The four help categories (spec §9). */
export interface HelpCategory {
  topic: HelpTopic;
  title: string;
  description: string;
  highlights: readonly string[];
}

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    topic: 'getting-started',
    title: 'Getting Started',
    description: 'Create your account and learn the basics.',
    highlights: ['Creating an account', 'Choosing your role', 'Resetting your password'],
  },
  {
    topic: 'homeowner-guides',
    title: 'Homeowner Guides',
    description: 'Track repairs and keep receipts for every home.',
    highlights: ['Logging a repair', 'Attaching receipts', 'Sharing with your realtor'],
  },
  {
    topic: 'contractor-resources',
    title: 'Contractor Resources',
    description: 'Set up your business and connect your tools.',
    highlights: ['The Contractor Portal', 'QuickBooks integration', 'Working with homeowners'],
  },
  {
    topic: 'technical-support',
    title: 'Technical Support',
    description: 'Fix sign-in, upload and address problems.',
    highlights: ['Sign-in problems', 'Receipt uploads', 'Contacting support'],
  },
];

/**
 * Help-center articles, one per `/help/:topic` page. The content describes
 * HomeLedger as it is actually built (docs/architecture.md describes the code):
 * keep it in step with the product, and label what is not built yet.
 */

export const HELP_TOPICS = [
  'getting-started',
  'homeowner-guides',
  'contractor-resources',
  'technical-support',
  'properties',
  'quickbooks',
  'reports',
  'permissions',
  'reminders',
  'subscription',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export function isHelpTopic(value: string | undefined): value is HelpTopic {
  return value !== undefined && (HELP_TOPICS as readonly string[]).includes(value);
}

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/contact';
import { paths, registerAs } from '@/lib/paths';

export interface HelpLink {
  /** An in-app path ("/faq") or an external/mailto URL. */
  href: string;
  label: string;
}

export type HelpBlock =
  | { kind: 'p'; text: string }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'terms'; items: readonly { term: string; text: string }[] }
  | { kind: 'note'; tone: 'info' | 'warning'; title: string; text: string }
  | { kind: 'links'; items: readonly HelpLink[] };

export interface HelpSection {
  heading: string;
  blocks: readonly HelpBlock[];
}

export interface HelpArticle {
  slug: HelpTopic;
  title: string;
  /** One sentence: the page's lead and its meta description. */
  summary: string;
  /** Set for features that are not available yet. */
  status?: 'planned';
  sections: readonly HelpSection[];
  related: readonly HelpTopic[];
}

const contactSupport: HelpSection = {
  heading: 'Still need help?',
  blocks: [
    {
      kind: 'p',
      text: `Email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}. We reply within 24 hours on business days.`,
    },
    {
      kind: 'links',
      items: [
        { href: `mailto:${SUPPORT_EMAIL}`, label: 'Email support' },
        { href: paths.faq, label: 'Read the FAQ' },
      ],
    },
  ],
};

export const HELP_ARTICLES: Record<HelpTopic, HelpArticle> = {
  'getting-started': {
    slug: 'getting-started',
    title: 'Getting Started',
    summary: 'Create your HomeLedger account, choose the right role and find your way around.',
    sections: [
      {
        heading: 'What HomeLedger does',
        blocks: [
          {
            kind: 'p',
            text: "HomeLedger keeps a home's repair and maintenance history in one place. Homeowners record every repair with its cost, contractor and receipt; contractors connect their QuickBooks account; realtors read the histories homeowners share with them and export them for buyers.",
          },
        ],
      },
      {
        heading: 'Create your account',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Select Get Started at the top of any page.',
              'Enter your full name, your email address and a password of at least 8 characters.',
              'Under "I am a:" choose Homeowner, Contractor or Realtor.',
              'Contractors and realtors also enter a business name and a business phone number; a business website is optional.',
              'Select Create Account. You are signed in and taken to your dashboard.',
            ],
          },
          {
            kind: 'note',
            tone: 'info',
            title: 'One role per account',
            text: 'Your role is chosen when you register. If you need HomeLedger in a second role (for example, you are a homeowner and a realtor), register a second account with a different email address.',
          },
        ],
      },
      {
        heading: 'Where you land after signing in',
        blocks: [
          {
            kind: 'terms',
            items: [
              {
                term: 'Homeowners',
                text: 'Your dashboard, with a Properties tab and a Repair History tab.',
              },
              {
                term: 'Contractors',
                text: 'The Contractor Portal, with your service records and the QuickBooks Integration tab.',
              },
              {
                term: 'Realtors',
                text: 'The Realtor Dashboard, listing the properties and repairs homeowners have shared with you.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Forgot your password?',
        blocks: [
          {
            kind: 'p',
            text: 'On the login page, select "Forgot password?" and follow the instructions to choose a new password.',
          },
          { kind: 'links', items: [{ href: paths.forgotPassword, label: 'Reset your password' }] },
        ],
      },
      contactSupport,
    ],
    related: ['homeowner-guides', 'contractor-resources', 'permissions'],
  },

  'homeowner-guides': {
    slug: 'homeowner-guides',
    title: 'Homeowner Guides',
    summary:
      'Log repairs, keep receipts, follow what each home has cost you and share its history with your realtor.',
    sections: [
      {
        heading: 'Your dashboard',
        blocks: [
          {
            kind: 'p',
            text: 'The Properties tab shows a card for each of your homes: its address, verification status, number of service records and the date of the last repair. The Repair History tab lists every repair across all your properties. The search box filters both tabs by address, city, state, ZIP code, service type, description or contractor.',
          },
        ],
      },
      {
        heading: 'Log a repair',
        blocks: [
          {
            kind: 'steps',
            items: [
              'On the property card, or on the property page, select Add Repair.',
              'Choose the service type (Plumbing, Electrical, HVAC, Roofing and so on). If you choose Other, describe the service.',
              "Enter the date of service (today by default), the cost and the contractor's name, and add a description if you like.",
              'Optionally select a receipt to attach.',
              "Select Add Repair. The record appears in the property's history straight away.",
            ],
          },
          {
            kind: 'note',
            tone: 'info',
            title: 'Receipts',
            text: 'Receipts can be PDF, JPG or PNG files of up to 10 MB. Open a repair and select View Receipt to see the file again.',
          },
        ],
      },
      {
        heading: 'Edit or delete a repair',
        blocks: [
          {
            kind: 'p',
            text: 'Open the repair and select Edit Repair to change its details or mark it Completed or In Progress, or Delete Repair to remove it. Only the person who added a repair can edit or delete it.',
          },
        ],
      },
      {
        heading: 'See what a home has cost',
        blocks: [
          {
            kind: 'p',
            text: 'Each property page shows Property Statistics: the total number of repairs, the date of the last repair and the total spent. A complete, dated history with receipts is also what buyers and inspectors ask for when you sell.',
          },
        ],
      },
      {
        heading: 'Share a history with your realtor',
        blocks: [
          {
            kind: 'p',
            text: 'From the property page, add your realtor using the email address of their HomeLedger realtor account. They can then read that property and its repairs, and nothing else. Remove them again at any time to end their access.',
          },
        ],
      },
      {
        heading: 'Add a photo of the property',
        blocks: [
          {
            kind: 'p',
            text: 'On the property page, choose Upload Photo and pick a JPEG, PNG or WebP image. HomeLedger resizes it in your browser before uploading, and the photo then appears on the property page and on your dashboard card. Only you and the realtors you share the property with can see it.',
          },
        ],
      },
      contactSupport,
    ],
    related: ['properties', 'permissions', 'reports'],
  },

  'contractor-resources': {
    slug: 'contractor-resources',
    title: 'Contractor Resources',
    summary:
      'Set up your contractor account, find your way around the Contractor Portal and connect QuickBooks.',
    sections: [
      {
        heading: 'Join as a contractor',
        blocks: [
          {
            kind: 'p',
            text: 'Register with the Contractor role and enter your business name and business phone number (your website is optional). After signing in you go straight to the Contractor Portal.',
          },
          {
            kind: 'links',
            items: [{ href: registerAs('contractor'), label: 'Join as a contractor' }],
          },
        ],
      },
      {
        heading: 'The Contractor Portal',
        blocks: [
          {
            kind: 'terms',
            items: [
              {
                term: 'Sidebar',
                text: 'Dashboard, Service Records, Clients and Reports. Press Ctrl+B (Cmd+B on a Mac) to show or hide it.',
              },
              {
                term: 'Service Records',
                text: "Your own service records: add and edit them by hand, or import your recent invoices from QuickBooks. Send a record to a homeowner and, once they accept it, it joins their property's history already validated by your business.",
              },
              {
                term: 'QuickBooks Integration',
                text: 'Connect your QuickBooks Online company and fetch your recent invoices.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Working with homeowners',
        blocks: [
          {
            kind: 'p',
            text: 'Homeowners record the work you do in their own history and can ask you to validate a repair: you see the request in the portal with the facts to confirm, and validate or decline it. A validated repair shows "Validated by" your business name wherever the history is shown, with what was checked: "email verified, business not verified" until you send your licence number from the portal and we have checked it with your state, then "email and business verified". Any later change to its facts removes the mark. Contractors cannot see or change homeowners\' properties.',
          },
        ],
      },
      contactSupport,
    ],
    related: ['quickbooks', 'permissions', 'getting-started'],
  },

  'technical-support': {
    slug: 'technical-support',
    title: 'Technical Support',
    summary: 'Fixes for common sign-in, address, map and upload problems, and how to reach us.',
    sections: [
      {
        heading: 'Browsers',
        blocks: [
          {
            kind: 'p',
            text: 'HomeLedger works in current versions of Chrome, Edge, Firefox and Safari, on desktop and mobile, with JavaScript turned on.',
          },
        ],
      },
      {
        heading: 'Signing in',
        blocks: [
          {
            kind: 'list',
            items: [
              '"Invalid email or password. Please try again.": check the email address for typos; passwords are case-sensitive.',
              '"This email is already registered": you already have an account with that address, so log in instead, or use "Forgot password?".',
              'If you are signed out unexpectedly, your browser may be clearing site data; allow storage for this site.',
            ],
          },
          { kind: 'links', items: [{ href: paths.forgotPassword, label: 'Reset your password' }] },
        ],
      },
      {
        heading: 'Address suggestions and maps',
        blocks: [
          {
            kind: 'p',
            text: 'Suggestions appear after you type at least three characters of an address. If they do not appear, or the map shows "Unable to load map", you can still type the street address, city, state and ZIP code by hand; the property is saved either way.',
          },
        ],
      },
      {
        heading: 'Uploading receipts',
        blocks: [
          {
            kind: 'p',
            text: 'Receipts must be PDF, JPG or PNG files of up to 10 MB. If an upload fails, check the file type and size and your connection, then try again. A photo of a paper receipt taken with your phone works well.',
          },
        ],
      },
      {
        heading: 'I cannot add a repair',
        blocks: [
          {
            kind: 'p',
            text: 'Add Repair is turned off for properties marked "Ownership Disputed". See the properties guide for what that means and how to resolve it.',
          },
          {
            kind: 'links',
            items: [{ href: paths.helpTopic('properties'), label: 'Ownership disputes' }],
          },
        ],
      },
      {
        heading: 'Contact us',
        blocks: [
          {
            kind: 'p',
            text: `Email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}. We reply within 24 hours on business days. Tell us the page you were on, what you did and the message you saw. Never send us your password.`,
          },
          { kind: 'links', items: [{ href: `mailto:${SUPPORT_EMAIL}`, label: 'Email support' }] },
        ],
      },
    ],
    related: ['getting-started', 'properties', 'permissions'],
  },

  properties: {
    slug: 'properties',
    title: 'Adding and Verifying Properties',
    summary:
      'Add your homes, understand verification and ownership disputes, and remove a property you no longer own.',
    sections: [
      {
        heading: 'Add a property',
        blocks: [
          {
            kind: 'steps',
            items: [
              'On your dashboard, select Add Property.',
              'Start typing the street address. After three characters, suggestions may appear: choose one to fill in the city, state and ZIP code.',
              'Check the city, state and ZIP code, or enter them by hand.',
              'Select Add Property.',
            ],
          },
          {
            kind: 'p',
            text: 'You can add as many properties as you own. Each one keeps its own repair history.',
          },
        ],
      },
      {
        heading: 'Verification status',
        blocks: [
          {
            kind: 'terms',
            items: [
              {
                term: 'Verified',
                text: 'You are the only HomeLedger homeowner who has claimed this address.',
              },
              {
                term: 'Ownership Disputed',
                text: 'Another homeowner has claimed the same address. No new repairs can be added to a disputed property.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Ownership disputes',
        blocks: [
          {
            kind: 'p',
            text: 'HomeLedger compares addresses when a property is added. If the same address is claimed by two homeowners, both properties are marked as disputed and stay disputed until one of the claims is removed. When only one claim is left, that property is verified again.',
          },
          {
            kind: 'p',
            text: 'Existing repair records are kept during a dispute. If the other claim is a mistake, email us and we will help verify who owns the home.',
          },
          {
            kind: 'note',
            tone: 'warning',
            title: 'Claimed your own address twice?',
            text: 'A second account of yours counts as another owner. Remove the duplicate property and the remaining one is verified again.',
          },
        ],
      },
      {
        heading: 'Remove a property',
        blocks: [
          {
            kind: 'p',
            text: 'On the property page, select Remove Property and confirm. The property, all its repair records and their receipts are deleted. This cannot be undone.',
          },
        ],
      },
      contactSupport,
    ],
    related: ['homeowner-guides', 'permissions', 'technical-support'],
  },

  quickbooks: {
    slug: 'quickbooks',
    title: 'QuickBooks Integration',
    summary:
      'Contractors can link QuickBooks Online to HomeLedger and fetch their recent invoices.',
    sections: [
      {
        heading: 'Who can use it',
        blocks: [
          {
            kind: 'p',
            text: 'The QuickBooks integration is part of the Contractor Portal, so it is available to contractor accounts. You need a QuickBooks Online company you can sign in to.',
          },
        ],
      },
      {
        heading: 'Connect QuickBooks',
        blocks: [
          {
            kind: 'steps',
            items: [
              'In the Contractor Portal, open the QuickBooks Integration tab.',
              'Select Connect QuickBooks. You are taken to Intuit to sign in.',
              'Choose your company and approve access for HomeLedger.',
              'You return to the portal, which now shows "Connected to QuickBooks".',
            ],
          },
        ],
      },
      {
        heading: 'Fetch your invoices',
        blocks: [
          {
            kind: 'p',
            text: 'Once connected, select Fetch Invoices. The Recent Invoices table lists each invoice number, date, customer, amount and open balance.',
          },
        ],
      },
      {
        heading: 'Security',
        blocks: [
          {
            kind: 'list',
            items: [
              'Your QuickBooks access keys are stored on our servers only; they are never sent to your browser.',
              'Each connection request is tied to your account, can be used once and expires quickly.',
              "You can revoke HomeLedger's access at any time from the connected apps in your Intuit account.",
            ],
          },
        ],
      },
      {
        heading: 'Troubleshooting',
        blocks: [
          {
            kind: 'terms',
            items: [
              {
                term: '"Failed to initiate QuickBooks connection"',
                text: 'Try again in a moment; if it keeps happening, contact support.',
              },
              {
                term: '"Not connected to QuickBooks"',
                text: 'The link has expired or was revoked. Select Connect QuickBooks again.',
              },
              {
                term: '"Failed to fetch invoices"',
                text: 'Check that your QuickBooks company is active, then try again.',
              },
            ],
          },
        ],
      },
      contactSupport,
    ],
    related: ['contractor-resources', 'permissions', 'technical-support'],
  },

  reports: {
    slug: 'reports',
    title: 'Reports and Exports',
    summary: 'What you can export today (CSV for realtors) and what is planned (PDF reports).',
    sections: [
      {
        heading: 'CSV export for realtors',
        blocks: [
          {
            kind: 'p',
            text: 'The Realtor Dashboard has two tabs, Properties and Repair History, each with an export button. The file contains exactly the rows in that tab, which are the properties and repairs homeowners have shared with you.',
          },
          {
            kind: 'list',
            items: [
              'Files are named after the data and the date, for example properties-2026-11-21.csv.',
              'They open in Excel, Numbers and Google Sheets.',
              'Export is turned off when a tab has no rows.',
              'Cells that could be read as spreadsheet formulas are made safe automatically.',
            ],
          },
        ],
      },
      {
        heading: 'Homeowners',
        blocks: [
          {
            kind: 'p',
            text: "Each property page shows its statistics (total repairs, last repair date, total spent) and the full repair history table. Homeowners can't download a report yet.",
          },
        ],
      },
      {
        heading: 'PDF reports',
        blocks: [
          {
            kind: 'note',
            tone: 'info',
            title: 'Planned',
            text: 'Export to PDF is planned but not available yet. We will announce it when it is ready.',
          },
        ],
      },
      contactSupport,
    ],
    related: ['permissions', 'homeowner-guides', 'getting-started'],
  },

  permissions: {
    slug: 'permissions',
    title: 'Permissions and Sharing',
    summary:
      'Who can see and change your properties and repairs, and how sharing with a realtor works.',
    sections: [
      {
        heading: 'Roles',
        blocks: [
          {
            kind: 'terms',
            items: [
              {
                term: 'Homeowner',
                text: 'Adds properties and repairs, and decides who else may see them.',
              },
              {
                term: 'Contractor',
                text: "Uses the Contractor Portal and QuickBooks. Cannot see homeowners' properties.",
              },
              {
                term: 'Realtor',
                text: 'Reads and exports only the properties homeowners share with them.',
              },
            ],
          },
        ],
      },
      {
        heading: 'Who can see what',
        blocks: [
          {
            kind: 'list',
            items: [
              'A property and its repairs are visible to their owner and to the realtors the owner has shared that property with. Nobody else.',
              'Realtors do not see every home on HomeLedger, only the ones shared with them.',
              'Receipts can be opened only by people who can see the repair.',
            ],
          },
        ],
      },
      {
        heading: 'Who can change what',
        blocks: [
          {
            kind: 'list',
            items: [
              'Only the person who added a repair can edit or delete it.',
              'Only the owner can remove a property (which also deletes its repairs and receipts).',
              'Realtors have read-only access to shared properties: they cannot add, edit or delete anything.',
            ],
          },
        ],
      },
      {
        heading: 'Share a property with a realtor',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Ask your realtor for the email address of their HomeLedger realtor account.',
              'Open the property and add that email address to share it.',
              "The property and its repairs now appear on the realtor's dashboard.",
              'To stop sharing, remove the realtor from the property. Their access ends immediately.',
            ],
          },
        ],
      },
      {
        heading: 'How this is enforced',
        blocks: [
          {
            kind: 'p',
            text: 'These rules are not just hidden buttons. Every change goes through our server, which checks your role and ownership before saving, and the database only returns records you are allowed to read.',
          },
        ],
      },
      contactSupport,
    ],
    related: ['properties', 'reports', 'homeowner-guides'],
  },

  reminders: {
    slug: 'reminders',
    title: 'Maintenance Reminders',
    summary:
      'Maintenance reminders are planned but not available yet. Here is what you can do today.',
    status: 'planned',
    sections: [
      {
        heading: 'Status',
        blocks: [
          {
            kind: 'note',
            tone: 'info',
            title: 'Planned',
            text: 'HomeLedger does not send maintenance reminders yet. We are planning reminders for recurring jobs such as HVAC servicing, gutter cleaning and filter changes, and will announce them when they are ready.',
          },
        ],
      },
      {
        heading: 'What you can do today',
        blocks: [
          {
            kind: 'list',
            items: [
              'Log every repair with its date, so the Repair History tab always shows when a job was last done.',
              'Check the "Last repair" date on each property card at a glance.',
              'Add a recurring event to your own calendar for jobs you want to repeat.',
            ],
          },
        ],
      },
      contactSupport,
    ],
    related: ['homeowner-guides', 'subscription', 'reports'],
  },

  subscription: {
    slug: 'subscription',
    title: 'Plans and Pricing',
    summary: 'HomeLedger is free during the preview. There are no paid plans yet.',
    sections: [
      {
        heading: 'Free during the preview',
        blocks: [
          {
            kind: 'p',
            text: 'Every feature available today is free for homeowners, contractors and realtors. We never ask for card details, and there is nothing to cancel.',
          },
        ],
      },
      {
        heading: 'Paid plans',
        blocks: [
          {
            kind: 'note',
            tone: 'info',
            title: 'Not available yet',
            text: 'There are no paid plans. If we introduce them, we will tell you before anything changes, and nothing will be charged without your agreement.',
          },
        ],
      },
      {
        heading: 'Closing your account',
        blocks: [
          {
            kind: 'p',
            text: `To close your account and delete your data, email ${SUPPORT_EMAIL} from the address you registered with.`,
          },
        ],
      },
      contactSupport,
    ],
    related: ['getting-started', 'reminders', 'technical-support'],
  },
};

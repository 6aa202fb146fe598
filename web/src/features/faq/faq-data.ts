import { paths, registerAs } from '@/lib/paths';
/**
 * The ten FAQ entries (spec §9: "FAQ 10 entries"). Answers describe HomeLedger
 * as it is actually built — keep them in step with the product.
 */

export const FAQ_CATEGORIES = [
  'homeowners',
  'contractors',
  'security',
  'features',
  'general',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  homeowners: 'Homeowners',
  contractors: 'Contractors',
  security: 'Security',
  features: 'Features',
  general: 'General',
};

export interface FaqLink {
  to: string;
  label: string;
}

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  /** Plain text, searched together with the question. */
  answer: string;
  /** Optional "read more" links shown under the answer (not searched). */
  links?: readonly FaqLink[];
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'add-property',
    category: 'homeowners',
    question: 'How do I add my property?',
    answer:
      'Create a free homeowner account, open your dashboard and choose Add Property. Enter the street address, city, state and ZIP code. When the address service is available, suggestions appear after you type three characters; you can always type the address in by hand. You can add as many properties as you own.',
    links: [{ to: paths.helpTopic('properties'), label: 'Adding and verifying a property' }],
  },
  {
    id: 'log-repair',
    category: 'homeowners',
    question: 'How do I record a repair and keep the receipt?',
    answer:
      'Open the property and choose Add Repair. Pick the service type and enter the date, cost, contractor and a description. You can attach the receipt as a PDF, JPG or PNG file of up to 10 MB. Only the person who added a repair can edit or delete it later.',
    links: [{ to: paths.helpTopic('homeowner-guides'), label: 'Homeowner guides' }],
  },
  {
    id: 'ownership-dispute',
    category: 'homeowners',
    question: 'Why does my property say "Ownership Disputed"?',
    answer:
      'Each address can have one owner. If another homeowner adds the same address, both claims are marked as disputed, and no new repairs can be added to either until one claim is removed. Your existing records stay safe. Contact support@homeledger.app and we will help verify ownership; once only one claim remains, that property is verified again.',
    links: [{ to: paths.helpTopic('properties'), label: 'Ownership disputes explained' }],
  },
  {
    id: 'quickbooks',
    category: 'contractors',
    question: 'How does the QuickBooks integration work?',
    answer:
      'In the Contractor Portal, open the QuickBooks Integration tab and choose Connect QuickBooks. You sign in at Intuit and approve access, then return to HomeLedger connected. Fetch Invoices then lists your recent invoices. Your QuickBooks keys are kept on our servers and are never sent to your browser.',
    links: [{ to: paths.helpTopic('quickbooks'), label: 'Connecting QuickBooks' }],
  },
  {
    id: 'join-contractor',
    category: 'contractors',
    question: 'How do I join HomeLedger as a contractor?',
    answer:
      'Choose Contractor when you sign up and add your business name, business phone and, if you have one, your website. You then sign in straight to the Contractor Portal. Joining is free during the preview.',
    links: [
      { to: registerAs('contractor'), label: 'Join as a contractor' },
      { to: paths.helpTopic('contractor-resources'), label: 'Contractor resources' },
    ],
  },
  {
    id: 'who-can-see',
    category: 'security',
    question: 'Who can see my property and repair history?',
    answer:
      'Only you. Other homeowners and contractors cannot see your properties. A realtor sees a property only after you share it with them using the email address of their realtor account, and they can only read it, never change it. You can stop sharing at any time.',
    links: [{ to: paths.helpTopic('permissions'), label: 'Permissions and sharing' }],
  },
  {
    id: 'data-storage',
    category: 'security',
    question: 'How is my data stored and protected?',
    answer:
      'HomeLedger runs on Google Firebase: accounts use Firebase Authentication, records are kept in Cloud Firestore and receipts in Cloud Storage. Every connection uses HTTPS and Google encrypts stored data. All changes go through our server, which checks that you own the record before saving it, and security rules block everything else.',
    links: [{ to: paths.privacy, label: 'Privacy Policy' }],
  },
  {
    id: 'realtor-export',
    category: 'features',
    question: 'Can realtors export a property history?',
    answer:
      'Yes. Realtors can export the properties and repair records that homeowners have shared with them as a CSV file, which opens in Excel, Numbers or Google Sheets. Realtors never see properties that were not shared with them.',
    links: [{ to: paths.helpTopic('reports'), label: 'Reports and exports' }],
  },
  {
    id: 'coming-soon',
    category: 'features',
    question: 'Can I export to PDF or get maintenance reminders?',
    answer:
      'Not yet. PDF export, maintenance reminders and mobile apps are planned but not available today. HomeLedger works in any modern mobile browser in the meantime, and we will announce new features when they are ready.',
    links: [{ to: paths.helpTopic('reminders'), label: 'About maintenance reminders' }],
  },
  {
    id: 'cost',
    category: 'general',
    question: 'How much does HomeLedger cost?',
    answer:
      'HomeLedger is free while it is in preview. There are no paid plans yet and we never ask for card details. If we introduce paid plans, we will tell you before anything changes, and nothing will be charged without your agreement.',
    links: [{ to: paths.helpTopic('subscription'), label: 'Plans and pricing' }],
  },
];

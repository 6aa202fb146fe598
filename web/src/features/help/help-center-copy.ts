/**
 * The help center's chrome (product spec §2 "Help center": "No questions found matching",
 * "Clear search", Email Support, Live Chat, community forums), word for word where the spec
 * gives it. Topics and categories are content: help-data.ts. Apart from the article page's
 * copy (help-article-copy.ts) so each lazily loaded page carries only its own words.
 */
export const HELP_CENTER_COPY = {
  metaTitle: 'Help Center',
  metaDescription:
    'Guides for HomeLedger homeowners, contractors and realtors: getting started, properties, QuickBooks, reports, permissions, and how to contact support.',
  eyebrow: 'Help Center',
  title: 'How can we help?',
  lead: 'Search our guides, browse by topic, or get in touch with the HomeLedger team.',
  search: 'Search help topics',
  searchPlaceholder: 'Search for answers...',
  results: 'Search results',
  popular: 'Popular topics',
  popularIntro: 'The questions we are asked most often.',
  found: (count: number) => `${count} ${count === 1 ? 'topic' : 'topics'} found`,
  noMatch: (term: string) => `No questions found matching "${term}"`,
  noMatchText: 'Try different words, browse the categories below, or contact us.',
  clearSearch: 'Clear search',
  categories: 'Browse by category',
  categoriesIntro: 'Guides for every kind of HomeLedger account.',
  readGuide: 'Read guide',
  contact: 'Still need help?',
  contactIntro: 'Our team is here for homeowners, contractors and realtors alike.',
  email: {
    title: 'Email Support',
    text: (email: string) => `Write to ${email}. We reply within 24 hours on business days.`,
    action: 'Email Support',
    /** Before the support phone number, which is a link. */
    call: 'Or call',
  },
  chat: {
    title: 'Live Chat',
    text: 'When it opens, live chat will run Monday to Friday, 9am-5pm Eastern.',
    unavailable:
      'Live chat is not available yet. Until it opens, please email us and we will reply within 24 hours on business days.',
  },
  forums: {
    title: 'Community Forums',
    text: 'A place to swap tips with other homeowners, contractors and realtors.',
    unavailable:
      'The community forums have not opened yet. We will announce them here when they do.',
  },
  comingSoon: 'Coming soon',
} as const;

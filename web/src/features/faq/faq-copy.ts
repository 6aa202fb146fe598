/**
 * The FAQ page's chrome (product spec §2 "FAQ page": "No results found", "View all FAQs"),
 * word for word where the spec gives it. The questions themselves are content: faq-data.ts.
 */
export const FAQ_COPY = {
  metaTitle: 'FAQ',
  metaDescription:
    'Answers to common questions about HomeLedger: adding properties, logging repairs and receipts, QuickBooks for contractors, sharing with realtors, security and pricing.',
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  lead: 'Quick answers about how HomeLedger works for homeowners, contractors and realtors.',
  search: 'Search FAQs',
  searchPlaceholder: 'Search questions and answers...',
  categories: 'Filter by category',
  allCategories: 'All',
  allQuestions: 'All questions',
  categoryQuestions: (category: string) => `${category} questions`,
  count: (total: number) => `${total} questions`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} questions`,
  noResults: 'No results found',
  noMatch: (query: string, category: string | null) =>
    `No questions match "${query}"${category ? ` in ${category}` : ''}. Try other words or another category.`,
  emptyCategory: 'There are no questions in this category yet.',
  viewAll: 'View all FAQs',
  moreTitle: 'Still have questions?',
  /** Around the support address, which is a link. */
  moreTextBefore: 'Step-by-step guides live in the Help Center, or email',
  moreTextAfter: 'and we will reply within 24 hours on business days.',
  helpCenter: 'Visit the Help Center',
  emailUs: 'Email us',
} as const;

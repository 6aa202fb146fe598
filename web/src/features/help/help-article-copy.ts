/**
 * The help article page's chrome: breadcrumb, side navigation and support box. The
 * articles themselves are content: help-articles.ts.
 */
export const HELP_ARTICLE_COPY = {
  metaTitle: (article: string) => `${article} – Help Center`,
  breadcrumb: 'Breadcrumb',
  helpCenter: 'Help Center',
  back: 'Back to Help Center',
  aside: 'More help',
  onThisPage: 'On this page',
  related: 'Related articles',
  needHand: 'Need a hand?',
  replyTime: 'We reply within 24 hours on business days.',
} as const;

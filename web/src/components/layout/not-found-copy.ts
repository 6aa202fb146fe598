/**
 * The not-found page's copy (product spec §2 "Not-found page"). The page is loaded on
 * demand, so its words stay out of the bundle every page loads. The navigation bar and
 * footer keep theirs inline: they ship in that bundle, where a copy object's property
 * names cost every route, the landing page included, about 0.3 KB gzip.
 */
export const NOT_FOUND_COPY = {
  metaTitle: 'Page not found',
  metaDescription: 'The page you are looking for does not exist.',
  code: '404',
  title: 'Oops! Page not found',
  home: 'Return to Home',
} as const;

import type { HelpQuickLink } from './help-data';

/**
 * Filters the help center's quick-link topics by a case-insensitive search
 * over the question, the description and the hidden keywords. Every word of
 * the query must match somewhere; a blank query returns every topic. Order is
 * preserved.
 */
export function searchHelpTopics<
  T extends Pick<HelpQuickLink, 'question' | 'description' | 'keywords'>,
>(topics: readonly T[], query: string): T[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...topics];
  return topics.filter((t) => {
    const haystack = [t.question, t.description, ...t.keywords].join('\n').toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
}

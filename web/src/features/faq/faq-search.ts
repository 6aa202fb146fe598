import { FAQ_CATEGORIES, type FaqCategory, type FaqItem } from './faq-data';

/** The chip selection: one category, or every category. */
export type FaqCategoryFilter = FaqCategory | 'all';

/** Parses the `category` query parameter; anything unknown means "all". */
export function parseFaqCategory(raw: string | null | undefined): FaqCategoryFilter {
  const v = (raw ?? '').trim().toLowerCase();
  return (FAQ_CATEGORIES as readonly string[]).includes(v) ? (v as FaqCategory) : 'all';
}

/** Splits a query into lower-case words (whitespace collapsed). */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Filters FAQ items by category and by a case-insensitive text search over
 * the question and the answer. Every word of the query must appear (in any
 * order) in the question or the answer, so "pdf export" finds "export to PDF".
 * An empty or blank query matches everything. Order is preserved.
 */
export function filterFaqs<T extends Pick<FaqItem, 'question' | 'answer' | 'category'>>(
  items: readonly T[],
  query: string,
  category: FaqCategoryFilter = 'all',
): T[] {
  const terms = queryTerms(query);
  return items.filter((item) => {
    if (category !== 'all' && item.category !== category) return false;
    if (terms.length === 0) return true;
    const haystack = `${item.question}\n${item.answer}`.toLowerCase();
    return terms.every((t) => haystack.includes(t));
  });
}

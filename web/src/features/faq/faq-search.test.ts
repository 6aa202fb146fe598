import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqItem } from './faq-data';
import { filterFaqs, parseFaqCategory, queryTerms } from './faq-search';

const items: FaqItem[] = [
  {
    id: 'a',
    category: 'homeowners',
    question: 'How do I add a Property?',
    answer: 'Open the dashboard.',
  },
  {
    id: 'b',
    category: 'contractors',
    question: 'QuickBooks?',
    answer: 'Connect your QUICKBOOKS account.',
  },
  {
    id: 'c',
    category: 'security',
    question: 'Who sees my data?',
    answer: 'Only realtors you share a property with.',
  },
  { id: 'd', category: 'general', question: 'Cost', answer: 'Free during the preview.' },
];

const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe('the FAQ data', () => {
  it('has exactly ten entries with unique ids, in every category', () => {
    expect(FAQ_ITEMS).toHaveLength(10);
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(10);
    for (const c of FAQ_CATEGORIES) {
      expect(FAQ_ITEMS.some((i) => i.category === c)).toBe(true);
    }
  });

  it('is honest about features that are not built yet', () => {
    const all = FAQ_ITEMS.map((i) => `${i.question} ${i.answer}`).join(' ');
    expect(all).toMatch(/PDF export, maintenance reminders and mobile apps are planned/);
    expect(all).toMatch(/10 MB/);
    expect(all).not.toMatch(/256-bit/);
  });
});

describe('parseFaqCategory', () => {
  it('accepts the five categories, case-insensitively', () => {
    for (const c of FAQ_CATEGORIES) {
      expect(parseFaqCategory(c)).toBe(c);
      expect(parseFaqCategory(c.toUpperCase())).toBe(c);
    }
  });
  it('falls back to all for missing or unknown values', () => {
    expect(parseFaqCategory(null)).toBe('all');
    expect(parseFaqCategory(undefined)).toBe('all');
    expect(parseFaqCategory('')).toBe('all');
    expect(parseFaqCategory('all')).toBe('all');
    expect(parseFaqCategory('pricing')).toBe('all');
  });
});

describe('queryTerms', () => {
  it('lower-cases and splits on any whitespace', () => {
    expect(queryTerms('  PDF\texport  ')).toEqual(['pdf', 'export']);
    expect(queryTerms('   ')).toEqual([]);
  });
});

describe('filterFaqs', () => {
  it('returns everything, in order, for an empty query and all categories', () => {
    expect(ids(filterFaqs(items, ''))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterFaqs(items, '   ', 'all'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the question case-insensitively', () => {
    expect(ids(filterFaqs(items, 'PROPERTY'))).toEqual(['a', 'c']);
    expect(ids(filterFaqs(items, 'cost'))).toEqual(['d']);
  });

  it('matches the answer as well as the question', () => {
    expect(ids(filterFaqs(items, 'dashboard'))).toEqual(['a']);
    expect(ids(filterFaqs(items, 'free'))).toEqual(['d']);
  });

  it('matches substrings', () => {
    expect(ids(filterFaqs(items, 'quickb'))).toEqual(['b']);
  });

  it('requires every word, in any order', () => {
    expect(ids(filterFaqs(items, 'share realtors'))).toEqual(['c']);
    expect(ids(filterFaqs(items, 'realtors dashboard'))).toEqual([]);
  });

  it('filters by category', () => {
    expect(ids(filterFaqs(items, '', 'contractors'))).toEqual(['b']);
    expect(ids(filterFaqs(items, '', 'features'))).toEqual([]);
  });

  it('combines category and search', () => {
    expect(ids(filterFaqs(items, 'property', 'security'))).toEqual(['c']);
    expect(ids(filterFaqs(items, 'property', 'general'))).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterFaqs(items, 'zzzz')).toEqual([]);
  });

  it('finds the real entries a visitor would search for', () => {
    expect(ids(filterFaqs(FAQ_ITEMS, 'quickbooks'))).toContain('quickbooks');
    expect(ids(filterFaqs(FAQ_ITEMS, 'pdf'))).toEqual(['log-repair', 'coming-soon']);
    expect(ids(filterFaqs(FAQ_ITEMS, 'pdf export'))).toEqual(['coming-soon']);
    expect(ids(filterFaqs(FAQ_ITEMS, 'csv'))).toEqual(['realtor-export']);
    expect(ids(filterFaqs(FAQ_ITEMS, 'receipt', 'homeowners'))).toContain('log-repair');
  });

  it('does not mutate its input', () => {
    const copy = [...items];
    filterFaqs(items, 'property', 'security');
    expect(items).toEqual(copy);
  });
});

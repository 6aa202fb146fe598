import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_TOPICS, isHelpTopic } from './help-articles';
import { HELP_CATEGORIES, HELP_QUICK_LINKS } from './help-data';
import { searchHelpTopics } from './help-search';

const topics = (xs: { topic: string }[]) => xs.map((x) => x.topic);

describe('help data', () => {
  it('has six quick links and four categories, all pointing at real articles', () => {
    expect(HELP_QUICK_LINKS).toHaveLength(6);
    expect(HELP_CATEGORIES).toHaveLength(4);
    for (const l of [...HELP_QUICK_LINKS, ...HELP_CATEGORIES]) {
      expect(isHelpTopic(l.topic)).toBe(true);
    }
    // Together they cover every article exactly once.
    expect(new Set([...topics([...HELP_QUICK_LINKS]), ...topics([...HELP_CATEGORIES])]).size).toBe(
      10,
    );
  });

  it('has one article per topic, each keyed by its own slug', () => {
    expect(HELP_TOPICS).toHaveLength(10);
    for (const slug of HELP_TOPICS) {
      const a = HELP_ARTICLES[slug];
      expect(a.slug).toBe(slug);
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.sections.length).toBeGreaterThan(0);
      for (const r of a.related) expect(isHelpTopic(r)).toBe(true);
      expect(a.related).not.toContain(slug);
    }
  });

  it('labels unbuilt features honestly', () => {
    expect(HELP_ARTICLES.reminders.status).toBe('planned');
    const text = JSON.stringify(HELP_ARTICLES);
    expect(text).toMatch(/free during the preview/i);
    expect(text).toMatch(/Export to PDF is planned/);
    expect(text).not.toMatch(/256-bit/);
  });

  it('isHelpTopic rejects unknown slugs', () => {
    expect(isHelpTopic('getting-started')).toBe(true);
    expect(isHelpTopic('billing')).toBe(false);
    expect(isHelpTopic(undefined)).toBe(false);
    expect(isHelpTopic('')).toBe(false);
  });
});

describe('searchHelpTopics', () => {
  it('returns all six topics, in order, for a blank query', () => {
    expect(searchHelpTopics(HELP_QUICK_LINKS, '')).toHaveLength(6);
    expect(topics(searchHelpTopics(HELP_QUICK_LINKS, '   '))).toEqual(
      topics([...HELP_QUICK_LINKS]),
    );
  });

  it('matches the question case-insensitively', () => {
    expect(topics(searchHelpTopics(HELP_QUICK_LINKS, 'QUICKBOOKS'))).toEqual(['quickbooks']);
  });

  it('matches the description', () => {
    expect(topics(searchHelpTopics(HELP_QUICK_LINKS, 'ownership disputes'))).toEqual([
      'properties',
    ]);
  });

  it('matches hidden keywords', () => {
    expect(topics(searchHelpTopics(HELP_QUICK_LINKS, 'pricing'))).toEqual(['subscription']);
    expect(topics(searchHelpTopics(HELP_QUICK_LINKS, 'csv'))).toEqual(['reports']);
  });

  it('requires every word', () => {
    expect(topics(searchHelpTopics(HELP_QUICK_LINKS, 'export csv'))).toEqual(['reports']);
    expect(searchHelpTopics(HELP_QUICK_LINKS, 'export quickbooks')).toEqual([]);
  });

  it('returns nothing for an unknown term', () => {
    expect(searchHelpTopics(HELP_QUICK_LINKS, 'xyzzy')).toEqual([]);
  });

  it('does not return the input array itself', () => {
    const input = [...HELP_QUICK_LINKS];
    expect(searchHelpTopics(input, '')).not.toBe(input);
  });
});

import { LifeBuoy, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { SearchEmptyState, SearchPageHeader } from '@/components/content/hero-search';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { cardSurface, shell, textLink } from '@/components/content/marketing-ui';
import { FAQ_COPY as C } from './faq-copy';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FAQ_ITEMS } from './faq-data';
import { filterFaqs, parseFaqCategory, type FaqCategoryFilter } from './faq-search';
import { paths } from '@/lib/paths';

const CHIPS: readonly { value: FaqCategoryFilter; label: string }[] = [
  { value: 'all', label: C.allCategories },
  ...FAQ_CATEGORIES.map((c) => ({ value: c, label: FAQ_CATEGORY_LABELS[c] })),
];

/**
 * FAQ with text search and category chips, both kept in the URL
 * (`?q=…&category=…`, replacing the history entry) so a filtered view can be
 * shared and survives a reload.
 */
export function FaqPage() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const category = parseFaqCategory(params.get('category'));

  // The input keeps its own state so typing is never slowed or reset by the
  // router; the URL follows it. External URL changes (links, back/forward)
  // are copied in while the user is not typing in the box.
  const [query, setQuery] = useState(urlQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setQuery(urlQuery);
  }, [urlQuery]);

  const writeUrl = (next: { q?: string; category?: FaqCategoryFilter }) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.q !== undefined) {
          if (next.q.trim() === '') p.delete('q');
          else p.set('q', next.q);
        }
        if (next.category !== undefined) {
          if (next.category === 'all') p.delete('category');
          else p.set('category', next.category);
        }
        return p;
      },
      { replace: true },
    );
  };

  const results = filterFaqs(FAQ_ITEMS, query, category);
  const isFiltered = query.trim() !== '' || category !== 'all';

  const resetAll = () => {
    setQuery('');
    writeUrl({ q: '', category: 'all' });
    inputRef.current?.focus();
  };

  const resultsHeading =
    category === 'all' ? C.allQuestions : C.categoryQuestions(FAQ_CATEGORY_LABELS[category]);

  return (
    <>
      <SearchPageHeader
        copy={C}
        inputRef={inputRef}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          writeUrl({ q: e.target.value });
        }}
      />

      <div className={cx(shell, css({ maxW: '4xl', py: { base: '10', md: '14' } }))}>
        <div
          role="group"
          aria-label={C.categories}
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            justifyContent: { base: 'flex-start', sm: 'center' },
          })}
        >
          {CHIPS.map((chip) => {
            const pressed = chip.value === category;
            return (
              <button
                key={chip.value}
                type="button"
                aria-pressed={pressed}
                onClick={() => writeUrl({ category: chip.value })}
                className={chipStyle}
              >
                {chip.label}
              </button>
            );
          })}
        </div>

        <section aria-labelledby="faq-results-heading" className={css({ mt: '10' })}>
          <div
            className={css({
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: '4',
              flexWrap: 'wrap',
              mb: '4',
            })}
          >
            <h2
              id="faq-results-heading"
              className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default' })}
            >
              {resultsHeading}
            </h2>
            <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {isFiltered ? C.showing(results.length, FAQ_ITEMS.length) : C.count(FAQ_ITEMS.length)}
            </p>
          </div>

          {results.length > 0 ? (
            <Accordion.Root className={css({ borderTopWidth: '1px' })}>
              {results.map((item) => (
                <Accordion.Item key={item.id} value={item.id} data-testid={`faq-item-${item.id}`}>
                  <h3 className={css({ m: '0' })}>
                    <Accordion.ItemTrigger
                      className={css({ fontSize: { base: 'md', md: 'lg' }, py: '5' })}
                    >
                      {item.question}
                    </Accordion.ItemTrigger>
                  </h3>
                  <Accordion.ItemContent>
                    <p className={css({ fontSize: 'md', color: 'fg.muted', lineHeight: '1.7' })}>
                      {item.answer}
                    </p>
                    {item.links && item.links.length > 0 ? (
                      <ul
                        className={css({
                          listStyle: 'none',
                          p: '0',
                          mt: '3',
                          display: 'flex',
                          flexWrap: 'wrap',
                          gap: '4',
                        })}
                      >
                        {item.links.map((l) => (
                          <li key={l.to}>
                            <Link to={l.to} className={cx(textLink, css({ fontSize: 'sm' }))}>
                              {l.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          ) : (
            <SearchEmptyState
              title={C.noResults}
              description={
                query.trim() !== ''
                  ? C.noMatch(
                      query.trim(),
                      category !== 'all' ? FAQ_CATEGORY_LABELS[category] : null,
                    )
                  : C.emptyCategory
              }
              resetLabel={C.viewAll}
              onReset={resetAll}
            />
          )}
        </section>

        <section
          aria-labelledby="faq-more-heading"
          className={cx(
            cardSurface,
            css({
              mt: '12',
              flexDirection: { base: 'column', md: 'row' },
              alignItems: { md: 'center' },
              gap: '5',
            }),
          )}
        >
          <span
            aria-hidden="true"
            className={css({
              display: 'inline-flex',
              p: '3',
              borderRadius: 'l3',
              bg: 'accent.subtle',
              color: 'accent.text',
              alignSelf: 'flex-start',
            })}
          >
            <LifeBuoy size={24} />
          </span>
          <div className={css({ flex: '1' })}>
            <h2
              id="faq-more-heading"
              className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' })}
            >
              {C.moreTitle}
            </h2>
            <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
              {C.moreTextBefore}{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className={textLink}>
                {SUPPORT_EMAIL}
              </a>{' '}
              {C.moreTextAfter}
            </p>
          </div>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <Button asChild>
              <Link to={paths.help}>{C.helpCenter}</Link>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <Mail aria-hidden="true" />
                {C.emailUs}
              </a>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}

const chipStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '9',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  bg: 'bg.default',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s, border-color 0.15s',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '&[aria-pressed=true]': {
    bg: 'accent.default',
    color: 'accent.fg',
    borderColor: 'accent.default',
    _hover: { bg: 'accent.emphasized' },
  },
});

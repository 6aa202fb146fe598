import {
  ArrowRight,
  BookOpen,
  ChevronRight,
  HardHat,
  House,
  Mail,
  MessageCircle,
  MessagesSquare,
  Phone,
  Rocket,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { SearchEmptyState, SearchPageHeader } from '@/components/content/hero-search';
import {
  cardInteractive,
  cardSurface,
  cardText,
  cardTitle,
  gridCols,
  IconTile,
  listReset,
  Section,
  textLink,
} from '@/components/content/marketing-ui';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/contact';
import type { HelpTopic } from './help-articles';
import { HELP_CENTER_COPY as C } from './help-center-copy';
import { HELP_CATEGORIES, HELP_QUICK_LINKS } from './help-data';
import { searchHelpTopics } from './help-search';
import { paths } from '@/lib/paths';

const CATEGORY_ICONS: Partial<Record<HelpTopic, LucideIcon>> = {
  'getting-started': Rocket,
  'homeowner-guides': House,
  'contractor-resources': HardHat,
  'technical-support': Wrench,
};

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const term = query.trim();
  const results = searchHelpTopics(HELP_QUICK_LINKS, query);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <>
      <SearchPageHeader
        copy={C}
        inputRef={inputRef}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />

      <Section
        id="popular-topics"
        align="start"
        title={term ? C.results : C.popular}
        intro={term ? undefined : C.popularIntro}
      >
        <p role="status" className={css({ srOnly: true })}>
          {term ? C.found(results.length) : ''}
        </p>
        {results.length > 0 ? (
          <ul className={cx(gridCols(2), listReset)}>
            {results.map((q) => (
              <li key={q.topic}>
                <Link
                  to={paths.helpTopic(q.topic)}
                  className={cx(cardSurface, cardInteractive, quickLink)}
                >
                  <span
                    className={css({
                      display: 'flex',
                      flexDirection: 'column',
                      gap: '1',
                      flex: '1',
                    })}
                  >
                    <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
                      {q.question}
                    </span>
                    <span className={cardText}>{q.description}</span>
                  </span>
                  <ChevronRight
                    size={20}
                    aria-hidden="true"
                    className={css({ color: 'accent.text', flexShrink: '0' })}
                  />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <SearchEmptyState
            titleAs="p"
            title={C.noMatch(term)}
            description={C.noMatchText}
            resetLabel={C.clearSearch}
            onReset={clear}
          />
        )}
      </Section>

      <Section
        id="categories"
        tone="subtle"
        align="start"
        title={C.categories}
        intro={C.categoriesIntro}
      >
        <ul className={cx(gridCols(4), listReset)}>
          {HELP_CATEGORIES.map((c) => {
            const Icon = CATEGORY_ICONS[c.topic] ?? BookOpen;
            return (
              <li key={c.topic} className={cx(cardSurface, cardInteractive)}>
                <IconTile icon={Icon} />
                <h3 className={cardTitle}>
                  <Link to={paths.helpTopic(c.topic)} className={stretchedLink}>
                    {c.title}
                  </Link>
                </h3>
                <p className={cardText}>{c.description}</p>
                <ul
                  className={cx(
                    listReset,
                    css({
                      display: 'grid',
                      gap: '1.5',
                      fontSize: 'sm',
                      color: 'fg.muted',
                      flex: '1',
                    }),
                  )}
                >
                  {c.highlights.map((h) => (
                    <li
                      key={h}
                      className={css({ display: 'flex', gap: '2', alignItems: 'center' })}
                    >
                      <span
                        aria-hidden="true"
                        className={css({
                          w: '1.5',
                          h: '1.5',
                          borderRadius: 'full',
                          bg: 'accent.default',
                          flexShrink: '0',
                        })}
                      />
                      {h}
                    </li>
                  ))}
                </ul>
                <span
                  aria-hidden="true"
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '1',
                    fontSize: 'sm',
                    fontWeight: 'semibold',
                    color: 'accent.text',
                  })}
                >
                  {C.readGuide} <ArrowRight size={14} />
                </span>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="contact" align="start" title={C.contact} intro={C.contactIntro}>
        <ul className={cx(gridCols(3), listReset)}>
          <ContactCard
            icon={Mail}
            title={C.email.title}
            text={C.email.text(SUPPORT_EMAIL)}
            action={
              <Button asChild>
                <a href={`mailto:${SUPPORT_EMAIL}`}>
                  <Mail aria-hidden="true" />
                  {C.email.action}
                </a>
              </Button>
            }
            extra={
              <p
                className={css({
                  fontSize: 'sm',
                  color: 'fg.muted',
                  display: 'flex',
                  alignItems: 'center',
                  gap: '2',
                })}
              >
                <Phone size={14} aria-hidden="true" />
                {C.email.call}{' '}
                <a href={SUPPORT_PHONE_HREF} className={textLink}>
                  {SUPPORT_PHONE}
                </a>
              </p>
            }
          />
          <ContactCard
            icon={MessageCircle}
            title={C.chat.title}
            text={C.chat.text}
            unavailable={C.chat.unavailable}
          />
          <ContactCard
            icon={MessagesSquare}
            title={C.forums.title}
            text={C.forums.text}
            unavailable={C.forums.unavailable}
          />
        </ul>
      </Section>
    </>
  );
}

function ContactCard({
  icon,
  title,
  text,
  action,
  extra,
  unavailable,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
  extra?: ReactNode;
  /** When set, the channel does not exist yet: say so and show a disabled button. */
  unavailable?: string;
}) {
  const noteId = useId();
  return (
    <li className={cx(cardSurface, css({ gap: '4' }))}>
      <IconTile icon={icon} tone={unavailable ? 'info' : 'accent'} />
      <h3 className={cardTitle}>{title}</h3>
      <p className={cardText}>{text}</p>
      {unavailable ? (
        <p
          id={noteId}
          className={css({
            fontSize: 'sm',
            color: 'fg.default',
            bg: 'bg.subtle',
            borderRadius: 'l2',
            p: '3',
            borderWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          {unavailable}
        </p>
      ) : null}
      {extra}
      <div className={css({ mt: 'auto', pt: '2' })}>
        {unavailable ? (
          <Button variant="outline" disabled aria-describedby={noteId}>
            {C.comingSoon}
          </Button>
        ) : (
          action
        )}
      </div>
    </li>
  );
}

const quickLink = css({
  flexDirection: 'row',
  alignItems: 'center',
  gap: '4',
  height: 'full',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/** Makes the whole card clickable while keeping one focusable link per card. */
const stretchedLink = css({
  color: 'fg.default',
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
  _focusVisible: {
    outline: 'none',
    _after: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  },
});

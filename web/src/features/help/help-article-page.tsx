import { ArrowLeft, ChevronRight, Info, Mail, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { NotFoundPage } from '@/components/layout/not-found-page';
import {
  AvailabilityBadge,
  cardSurface,
  iconTextLink,
  linkRow,
  shell,
  stepBadge,
  textLink,
} from '@/components/content/marketing-ui';
import {
  HELP_ARTICLES,
  HELP_TOPICS,
  isHelpTopic,
  type HelpArticle,
  type HelpBlock,
  type HelpLink,
} from './help-articles';
import { HELP_ARTICLE_COPY as C } from './help-article-copy';
import { paths } from '@/lib/paths';

export { HELP_TOPICS };

/** Stable id for a section heading, used by the "On this page" links. */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `/help/:topic`. Unknown topics render the app's not-found page (which logs
 * the path with `console.error`).
 */
export function HelpArticlePage() {
  const { topic } = useParams();
  if (!isHelpTopic(topic)) return <NotFoundPage />;
  return <Article article={HELP_ARTICLES[topic]} />;
}

function Article({ article }: { article: HelpArticle }) {
  return (
    <>
      <PageMeta title={C.metaTitle(article.title)} description={article.summary} />
      <header
        className={css({
          bg: 'bg.subtle',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <div className={cx(shell, css({ py: { base: '8', md: '12' } }))}>
          <nav aria-label={C.breadcrumb}>
            <ol
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '1.5',
                listStyle: 'none',
                p: '0',
                m: '0',
                fontSize: 'sm',
              })}
            >
              <li className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                <Link to={paths.help} className={textLink}>
                  {C.helpCenter}
                </Link>
                <ChevronRight size={14} aria-hidden="true" className={css({ color: 'fg.muted' })} />
              </li>
              <li>
                <span
                  aria-current="page"
                  className={css({ color: 'fg.muted', fontWeight: 'medium' })}
                >
                  {article.title}
                </span>
              </li>
            </ol>
          </nav>
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              flexWrap: 'wrap',
              mt: '5',
            })}
          >
            <h1 className={css({ textStyle: 'h2', color: 'fg.default' })}>{article.title}</h1>
            {article.status ? <AvailabilityBadge status={article.status} /> : null}
          </div>
          <p className={css({ textStyle: 'lead', mt: '3', maxW: '2xl' })}>{article.summary}</p>
        </div>
      </header>

      <div
        className={cx(
          shell,
          css({
            display: 'grid',
            gap: { base: '10', lg: '14' },
            gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 16rem' },
            py: { base: '10', md: '14' },
          }),
        )}
      >
        <article className={css({ minW: '0', maxW: '3xl' })}>
          {article.sections.map((s) => (
            <section
              key={s.heading}
              aria-labelledby={sectionId(s.heading)}
              className={css({ '& + &': { mt: '10' } })}
            >
              <h2
                id={sectionId(s.heading)}
                className={css({
                  fontSize: { base: 'xl', md: '2xl' },
                  fontWeight: 'bold',
                  color: 'fg.default',
                  scrollMarginTop: '20',
                })}
              >
                {s.heading}
              </h2>
              <div className={css({ mt: '3', display: 'grid', gap: '4' })}>
                {s.blocks.map((b, i) => (
                  <Block key={i} block={b} />
                ))}
              </div>
            </section>
          ))}
          <p
            className={css({
              mt: '12',
              pt: '6',
              borderTopWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <Link to={paths.help} className={iconTextLink}>
              <ArrowLeft size={16} aria-hidden="true" />
              {C.back}
            </Link>
          </p>
        </article>

        <aside
          aria-label={C.aside}
          className={css({
            display: 'grid',
            gap: '6',
            alignContent: 'start',
            lg: { position: 'sticky', top: '24' },
          })}
        >
          <nav
            aria-label={C.onThisPage}
            className={css({ display: { base: 'none', lg: 'block' } })}
          >
            <p className={asideTitle}>{C.onThisPage}</p>
            <ul className={asideList}>
              {article.sections.map((s) => (
                <li key={s.heading}>
                  <a href={`#${sectionId(s.heading)}`} className={asideLink}>
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={C.related}>
            <p className={asideTitle}>{C.related}</p>
            <ul className={asideList}>
              {article.related.map((slug) => (
                <li key={slug}>
                  <Link to={paths.helpTopic(slug)} className={asideLink}>
                    {HELP_ARTICLES[slug].title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={cx(cardSurface, css({ p: '4', gap: '2' }))}>
            <p className={css({ fontWeight: 'semibold', color: 'fg.default', fontSize: 'sm' })}>
              {C.needHand}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{C.replyTime}</p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className={cx(
                textLink,
                css({ fontSize: 'sm', display: 'inline-flex', alignItems: 'center', gap: '1.5' }),
              )}
            >
              <Mail size={14} aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}

function HelpAnchor({ link, className }: { link: HelpLink; className?: string }) {
  return link.href.startsWith('/') ? (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}

const prose = css({ color: 'fg.muted', lineHeight: '1.75', fontSize: 'md' });

function Block({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case 'p':
      return <p className={prose}>{block.text}</p>;
    case 'steps':
      return (
        <ol className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' })}>
          {block.items.map((item, i) => (
            <li
              key={i}
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '3',
                alignItems: 'start',
              })}
            >
              <span aria-hidden="true" className={cx(stepBadge, css({ mt: '0.5' }))}>
                {i + 1}
              </span>
              <span className={cx(prose, css({ color: 'fg.default' }))}>{item}</span>
            </li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul
          className={css({
            listStyle: 'disc',
            pl: '6',
            display: 'grid',
            gap: '2',
            '& li::marker': { color: 'accent.default' },
          })}
        >
          {block.items.map((item, i) => (
            <li key={i} className={prose}>
              {item}
            </li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className={css({ display: 'grid', gap: '3' })}>
          {block.items.map((item) => (
            <div
              key={item.term}
              className={css({
                borderLeftWidth: '3px',
                borderColor: 'accent.default',
                pl: '4',
                py: '1',
              })}
            >
              <dt className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{item.term}</dt>
              <dd className={cx(prose, css({ mt: '0.5' }))}>{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case 'note': {
      const Icon = block.tone === 'warning' ? TriangleAlert : Info;
      return (
        <div
          className={cx(
            css({ display: 'flex', gap: '3', p: '4', borderRadius: 'l2', borderWidth: '1px' }),
            block.tone === 'warning'
              ? css({ bg: 'warning.subtle', borderColor: 'warning.default' })
              : css({ bg: 'info.subtle', borderColor: 'info.default' }),
          )}
        >
          <Icon
            size={20}
            aria-hidden="true"
            className={cx(
              css({ flexShrink: '0', mt: '0.5' }),
              block.tone === 'warning'
                ? css({ color: 'warning.text' })
                : css({ color: 'info.text' }),
            )}
          />
          <div>
            <p
              className={cx(
                css({ fontWeight: 'semibold' }),
                block.tone === 'warning'
                  ? css({ color: 'warning.text' })
                  : css({ color: 'info.text' }),
              )}
            >
              {block.title}
            </p>
            <p className={css({ color: 'fg.default', mt: '1', lineHeight: '1.7' })}>{block.text}</p>
          </div>
        </div>
      );
    }
    case 'links':
      return (
        <ul className={linkRow}>
          {block.items.map((l) => (
            <li key={l.href}>
              <HelpAnchor link={l} className={textLink} />
            </li>
          ))}
        </ul>
      );
  }
}

const asideTitle = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: 'fg.muted',
  mb: '2',
});
const asideList = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  display: 'grid',
  gap: '1',
  borderLeftWidth: '1px',
  borderColor: 'border.default',
});
const asideLink = css({
  display: 'block',
  pl: '3',
  py: '1',
  ml: '-1px',
  borderLeftWidth: '2px',
  borderColor: 'transparent',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { color: 'fg.default', borderColor: 'accent.default' },
});

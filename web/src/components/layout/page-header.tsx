import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { pageHeader, type PageHeaderVariantProps } from 'styled-system/recipes';
import { Button } from '../ui';

/** Where the back link goes: a route, or an action (e.g. the browser's history). */
export type PageBack = { label: string } & ({ to: string } | { onClick: () => void });

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The h1's id: the page's `<section aria-labelledby>` names it. */
  titleId: string;
  /** Beside the title, outside the h1 (a status badge). */
  titleBadge?: ReactNode;
  /** Under the title, muted. A string is one paragraph; pass elements for several lines. */
  description?: ReactNode;
  /** The page's buttons: right-aligned beside the title, full-width rows below it on phones. */
  actions?: ReactNode;
  /** From which width the actions sit beside the title; `lg` for rows of three or more. */
  actionsBeside?: NonNullable<PageHeaderVariantProps['actionsBeside']>;
  /** A ghost "back" button above the title. */
  back?: PageBack;
  /** Keep the heading for screen readers only (a page still loading shows no title). */
  srOnlyTitle?: boolean;
  /** E.g. `mb: 0` where the page already spaces its children with a gap. */
  className?: string;
}

/**
 * The title block of a signed-in page (docs/architecture.md §1, "components/"): one place
 * for the h1, its description, the page's actions and the back link, so every page has the
 * same rhythm and the same phone layout.
 */
export function PageHeader(props: PageHeaderProps) {
  const styles = pageHeader({ actionsBeside: props.actionsBeside });
  const title = (
    <h1 id={props.titleId} className={styles.title}>
      {props.title}
    </h1>
  );
  return (
    <header className={cx(styles.root, props.className)}>
      {props.back ? <BackButton back={props.back} className={styles.back} /> : null}
      <div className={cx(styles.heading, props.srOnlyTitle ? srOnly : undefined)}>
        {props.titleBadge ? (
          <div className={styles.titleRow}>
            {title}
            {props.titleBadge}
          </div>
        ) : (
          title
        )}
        {!props.description ? null : typeof props.description === 'string' ? (
          <p className={styles.description}>{props.description}</p>
        ) : (
          <div className={styles.description}>{props.description}</div>
        )}
      </div>
      {props.actions ? <div className={styles.actions}>{props.actions}</div> : null}
    </header>
  );
}

function BackButton({ back, className }: { back: PageBack; className: string }) {
  const content = (
    <>
      <ArrowLeft aria-hidden="true" />
      {back.label}
    </>
  );
  return 'to' in back ? (
    <Button asChild variant="ghost" size="sm" className={className}>
      <Link to={back.to}>{content}</Link>
    </Button>
  ) : (
    <Button variant="ghost" size="sm" className={className} onClick={back.onClick}>
      {content}
    </Button>
  );
}

const srOnly = css({ srOnly: true });

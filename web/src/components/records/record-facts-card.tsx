/**
 * The facts of one record someone is asked to answer: a contractor's validation request
 * (Validate / Decline) or a contractor's service record offered to a homeowner (Accept /
 * Decline). Service type, who and where, description, date and cost, then the two
 * answers; while an answer is under way both buttons are disabled and the chosen one
 * shows its progress label. `layout="row"` puts the answers beside the facts from md up
 * (a list), `layout="card"` under them (a grid).
 */
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, MapPin, X } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { cityStateZip, formatCentsOr, formatShortDate } from '@homeledger/domain';
import type { RecordFacts } from '@/lib/data/record-facts';
import { Button } from '../ui';

const RECORD_FACTS_COPY = {
  date: 'Date',
  cost: 'Cost',
  notSpecified: 'Not specified',
  noDescription: 'No description provided',
} as const;

/** One of the two answers. `busyLabel` replaces `label` (and the icon) while it runs. */
export interface RecordAnswerButton {
  label: string;
  busyLabel: string;
  /** The accessible name: the answer with what it is about. */
  ariaLabel: string;
  onClick: () => void;
}

/** The yes (Validate, Accept) and the no (Decline, outlined in the danger colour). */
const ANSWERS = [
  { key: 'accept', icon: <BadgeCheck aria-hidden="true" />, destructive: false },
  { key: 'decline', icon: <X aria-hidden="true" />, destructive: true },
] as const;

/** Which answer a row's answer under way is: 'decline', or any other (the yes). */
export function runningAnswer(answer: string | undefined): 'accept' | 'decline' | undefined {
  return answer === undefined ? undefined : answer === 'decline' ? 'decline' : 'accept';
}

export function RecordFactsCard({
  id,
  facts,
  party,
  partyFirst = false,
  layout,
  answers,
  running,
}: {
  /** Unique per card: the title's id is derived from it. */
  id: string;
  facts: RecordFacts;
  /** Who else is involved ("Requested by …", "From …") and the icon for it. */
  party: { icon: LucideIcon; text: string };
  /** Show the party line before the address (offers) rather than after it (requests). */
  partyFirst?: boolean;
  layout: 'row' | 'card';
  answers: { accept: RecordAnswerButton; decline: RecordAnswerButton };
  /** The answer under way, if any. */
  running?: 'accept' | 'decline';
}) {
  const titleId = `${id}-title`;
  const busy = running !== undefined;
  const PartyIcon = party.icon;
  const partyLine = (
    <p className={styles.line}>
      <PartyIcon aria-hidden="true" size={16} className={styles.icon} />
      <span>{party.text}</span>
    </p>
  );
  const addressLine = (
    <p className={styles.line}>
      <MapPin aria-hidden="true" size={16} className={styles.icon} />
      <span>
        {facts.property.address}
        <span className={styles.muted}>, {cityStateZip(facts.property)}</span>
      </span>
    </p>
  );
  return (
    <article
      className={cx(styles.article, layout === 'row' ? styles.row : styles.card)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <div className={styles.main}>
        <h3 id={titleId} className={styles.serviceType}>
          {facts.serviceType}
        </h3>
        {partyFirst ? partyLine : addressLine}
        {partyFirst ? addressLine : partyLine}
        <p
          className={
            facts.description
              ? cx(styles.description, layout === 'card' && styles.clamp)
              : styles.fallback
          }
        >
          {facts.description ?? RECORD_FACTS_COPY.noDescription}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{RECORD_FACTS_COPY.date}</dt>
            <dd className={styles.value}>{formatShortDate(facts.date)}</dd>
          </div>
          <div>
            <dt className={styles.term}>{RECORD_FACTS_COPY.cost}</dt>
            <dd className={styles.value}>
              {formatCentsOr(facts.costCents, RECORD_FACTS_COPY.notSpecified)}
            </dd>
          </div>
        </dl>
      </div>
      <div className={layout === 'row' ? styles.rowActions : styles.cardActions}>
        {ANSWERS.map(({ key, icon, destructive }) => {
          const answer = answers[key];
          const runningThis = running === key;
          return (
            <Button
              key={key}
              size="sm"
              variant={destructive ? 'outline' : undefined}
              className={destructive ? css({ color: 'danger.text' }) : undefined}
              disabled={busy}
              loading={runningThis}
              // While it runs the visible "…ing" text is the name (the label would not contain it).
              aria-label={runningThis ? undefined : answer.ariaLabel}
              onClick={answer.onClick}
            >
              {runningThis ? null : icon}
              {runningThis ? answer.busyLabel : answer.label}
            </Button>
          );
        })}
      </div>
    </article>
  );
}

const styles = {
  article: css({
    display: 'flex',
    gap: '4',
    p: '4',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
  }),
  row: css({
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'stretch', md: 'flex-start' },
  }),
  card: css({ flexDirection: 'column', gap: '1.5' }),
  main: css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1.5' }),
  serviceType: css({ fontWeight: 'semibold', wordBreak: 'break-word' }),
  line: css({ display: 'flex', alignItems: 'flex-start', gap: '2', wordBreak: 'break-word' }),
  icon: css({ flexShrink: '0', mt: '0.5', color: 'fg.muted' }),
  muted: css({ color: 'fg.muted' }),
  description: css({ whiteSpace: 'pre-line', wordBreak: 'break-word' }),
  clamp: css({ lineClamp: '4' }),
  fallback: css({ color: 'fg.muted', fontStyle: 'italic' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '6', mt: '1' }),
  term: css({ fontSize: 'sm', color: 'fg.muted' }),
  value: css({ fontWeight: 'medium' }),
  rowActions: css({
    display: 'flex',
    flexDirection: { base: 'row', md: 'column' },
    gap: '2',
    flexShrink: '0',
    '& > *': { flex: { base: '1', md: 'none' } },
  }),
  cardActions: css({ display: 'flex', gap: '2', mt: 'auto', pt: '2', '& > *': { flex: '1' } }),
};

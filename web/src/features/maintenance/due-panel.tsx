/**
 * The dashboard's maintenance panel (docs/architecture.md §8): tasks overdue and due in
 * the next 30 days across every property, and warranties expiring within 60 days or
 * expired; plus the per-property counts shown on the property cards. Presentational.
 */
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import {
  countDue,
  formatShortDate,
  taskDueState,
  warrantyState,
  type DueCounts,
  type MaintenanceTask,
  type Warranty,
} from '@homeledger/domain';
import { Badge, Card, CardBody, CardHeader, CardTitle, RetryAlert, Spinner } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { DUE_PANEL_COPY as COPY, MAINTENANCE_COPY, WARRANTY_COPY } from './maintenance-copy';
import { paths, propertyMaintenance } from '@/lib/paths';

export interface DuePanelProps {
  today: string;
  tasks: Loadable<MaintenanceTask[]>;
  warranties: Loadable<Warranty[]>;
  onRetry: () => void;
  /** How a property is named in the list (its address when known). */
  propertyLabel?: (propertyId: string) => string | null;
}

const SHOWN = 5;

/** Overdue and due-soon counts per property. */
export function dueCountsByProperty(
  tasks: readonly MaintenanceTask[],
  today: string,
): Record<string, DueCounts> {
  const byProperty: Record<string, MaintenanceTask[]> = {};
  for (const task of tasks) (byProperty[task.propertyId] ??= []).push(task);
  return Object.fromEntries(
    Object.entries(byProperty).map(([id, list]) => [id, countDue(list, today)]),
  );
}

/** "2 overdue · 1 due soon" on a property card; nothing when nothing is due. */
export function DueCountBadges({ counts }: { counts: DueCounts | undefined }) {
  if (!counts || (counts.overdue === 0 && counts.dueSoon === 0)) return null;
  return (
    <p className={css({ display: 'flex', gap: '1.5', flexWrap: 'wrap' })}>
      {counts.overdue ? (
        <Badge size="sm" variant="danger">
          {counts.overdue} {COPY.overdue.toLowerCase()}
        </Badge>
      ) : null}
      {counts.dueSoon ? (
        <Badge size="sm" variant="warning">
          {counts.dueSoon} {COPY.dueSoon.toLowerCase()}
        </Badge>
      ) : null}
    </p>
  );
}

export function DuePanel({ today, tasks, warranties, onRetry, propertyLabel }: DuePanelProps) {
  // Most homes have no plan, and then no panel: a visible loading card would flash up and
  // vanish above the properties, which have their own skeleton. Screen readers still hear it.
  if (tasks.status === 'loading' || warranties.status === 'loading')
    return <Spinner label={COPY.loading} className={css({ srOnly: true })} />;
  if (tasks.status === 'error' || warranties.status === 'error')
    return (
      <RetryAlert
        title={MAINTENANCE_COPY.somethingWrong}
        message={COPY.loadFailed}
        retryLabel={MAINTENANCE_COPY.tryAgain}
        onRetry={onRetry}
      />
    );
  const active = tasks.data.filter((t) => t.status === 'active');
  // A new owner without a plan or warranties sees no panel at all.
  if (active.length === 0 && warranties.data.length === 0) return null;
  const byDue = (a: MaintenanceTask, b: MaintenanceTask) =>
    (a.nextDue ?? '').localeCompare(b.nextDue ?? '') || a.name.localeCompare(b.name);
  const overdue = active.filter((t) => taskDueState(t, today) === 'overdue').sort(byDue);
  const dueSoon = active.filter((t) => taskDueState(t, today) === 'due-soon').sort(byDue);
  const expiring = warranties.data.filter((w) => warrantyState(w, today) === 'expiring');
  const expired = warranties.data.filter((w) => warrantyState(w, today) === 'expired');
  return (
    <Card>
      <CardHeader
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '2',
          flexDirection: 'row',
        })}
      >
        <CardTitle className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <CalendarClock size={18} aria-hidden="true" /> {COPY.title}
        </CardTitle>
        <Link to={paths.reminderSettings} className={styles.link}>
          {COPY.settings}
        </Link>
      </CardHeader>
      <CardBody className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {overdue.length === 0 && dueSoon.length === 0 ? (
          <p className={styles.muted}>{COPY.allClear}</p>
        ) : (
          <div className={styles.columns}>
            <TaskList
              title={COPY.overdue}
              tasks={overdue}
              variant="danger"
              propertyLabel={propertyLabel}
            />
            <TaskList
              title={COPY.dueSoon}
              tasks={dueSoon}
              variant="warning"
              propertyLabel={propertyLabel}
            />
          </div>
        )}
        {expiring.length || expired.length ? (
          <ul className={styles.warranties} aria-label="Warranties">
            {[...expired, ...expiring].map((w) => (
              <li key={w.id} className={styles.row}>
                <Badge
                  size="sm"
                  variant={warrantyState(w, today) === 'expired' ? 'danger' : 'warning'}
                >
                  {warrantyState(w, today) === 'expired'
                    ? WARRANTY_COPY.expired
                    : WARRANTY_COPY.expiring}
                </Badge>
                <Link to={propertyMaintenance(w.propertyId)} className={styles.link}>
                  {w.item}
                </Link>
                <span className={styles.muted}>{formatShortDate(w.endDate)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardBody>
    </Card>
  );
}

function TaskList({
  title,
  tasks,
  variant,
  propertyLabel,
}: {
  title: string;
  tasks: MaintenanceTask[];
  variant: 'danger' | 'warning';
  propertyLabel?: (propertyId: string) => string | null;
}) {
  const headingId = `due-${variant}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {title}{' '}
        <Badge size="sm" variant={tasks.length ? variant : 'neutral'}>
          {tasks.length}
        </Badge>
      </h3>
      {tasks.length === 0 ? (
        <p className={styles.muted}>{MAINTENANCE_COPY.noneInSection}</p>
      ) : (
        <ul className={styles.list}>
          {tasks.slice(0, SHOWN).map((task) => {
            const where = propertyLabel?.(task.propertyId);
            return (
              <li key={task.id} className={styles.row}>
                <Link to={propertyMaintenance(task.propertyId)} className={styles.link}>
                  {task.name}
                </Link>
                <span className={styles.muted}>
                  {formatShortDate(task.nextDue ?? '')}
                  {where ? ` · ${where}` : ''}
                </span>
              </li>
            );
          })}
          {tasks.length > SHOWN ? (
            <li className={styles.muted}>and {tasks.length - SHOWN} more</li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

const styles = {
  columns: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' }),
  heading: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    mb: '2',
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  warranties: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    pt: '3',
  }),
  row: css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline' }),
  link: css({
    fontWeight: 'medium',
    color: 'accent.text',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    overflowWrap: 'anywhere',
  }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
};

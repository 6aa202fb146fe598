/**
 * The property page's Maintenance tab (docs/architecture.md §8): suggested tasks to
 * accept, edit or skip; overdue, due-soon, upcoming and done tasks with Mark Done, Skip
 * this time, Snooze; the property's warranties. Presentational: data and actions are props
 * (the container binds them), so the catalogue renders every state from fixtures.
 * `readOnly` (viewers and delegates, issue #31) shows the plan and warranties without a
 * button that changes them (the callables refuse those roles too) and without suggestions.
 */
import {
  CalendarCheck,
  ClipboardList,
  FileText,
  MoreVertical,
  Plus,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  describeRepeat,
  formatShortDate,
  serviceTypeLabel,
  taskDueState,
  warrantyState,
  type MaintenanceTask,
  type TaskDueState,
  type Warranty,
} from '@homeledger/domain';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Menu,
  RetryAlert,
  SpinnerBlock,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { MAINTENANCE_COPY as COPY, WARRANTY_COPY as WCOPY } from './maintenance-copy';

export interface MaintenanceTabProps {
  /** A viewer's or delegate's view: no Add, Mark Done, Edit, Skip, Snooze or Delete. */
  readOnly?: boolean;
  /** The owner's calendar date `yyyy-MM-dd`. */
  today: string;
  tasks: Loadable<MaintenanceTask[]>;
  warranties: Loadable<Warranty[]>;
  onRetryTasks: () => void;
  onRetryWarranties: () => void;
  /** The task or warranty an action is running for (its buttons are disabled). */
  busyId?: string | null;
  addingSuggested?: boolean;
  onAddTask: () => void;
  onAddSuggested: () => void;
  onEditTask: (task: MaintenanceTask) => void;
  onAcceptTask: (task: MaintenanceTask) => void;
  onDeleteTask: (task: MaintenanceTask) => void;
  onMarkDone: (task: MaintenanceTask) => void;
  onSkipTask: (task: MaintenanceTask) => void;
  onSnoozeTask: (task: MaintenanceTask) => void;
  onAddWarranty: () => void;
  onEditWarranty: (warranty: Warranty) => void;
  onDeleteWarranty: (warranty: Warranty) => void;
  onViewDocument: (warranty: Warranty) => void;
}

const SECTIONS: readonly { state: TaskDueState; title: string }[] = [
  { state: 'overdue', title: COPY.overdue },
  { state: 'due-soon', title: COPY.dueSoon },
  { state: 'upcoming', title: COPY.upcoming },
  { state: 'done', title: COPY.done },
];

/** Tasks in a section, soonest first (done ones: most recently done first). */
export function tasksIn(
  tasks: readonly MaintenanceTask[],
  state: TaskDueState,
  today: string,
): MaintenanceTask[] {
  return tasks
    .filter((task) => taskDueState(task, today) === state)
    .sort((a, b) =>
      state === 'done'
        ? (b.lastDoneDate ?? '').localeCompare(a.lastDoneDate ?? '')
        : (a.nextDue ?? a.startDate).localeCompare(b.nextDue ?? b.startDate) ||
          a.name.localeCompare(b.name),
    );
}

export function MaintenanceTab(props: MaintenanceTabProps) {
  return (
    <div className={styles.stack}>
      <Card>
        <CardHeader className={styles.header}>
          <div>
            <CardTitle>{COPY.tasksTitle}</CardTitle>
            <CardDescription>
              {props.readOnly ? COPY.readOnlyDescription : COPY.tasksDescription}
            </CardDescription>
          </div>
          {props.readOnly ? null : (
            <div className={styles.headerActions}>
              <Button
                variant="outline"
                size="sm"
                onClick={props.onAddSuggested}
                loading={props.addingSuggested}
                disabled={props.tasks.status !== 'ready'}
              >
                <Sparkles size={16} aria-hidden="true" />
                {props.addingSuggested ? COPY.addingSuggested : COPY.addSuggested}
              </Button>
              <Button size="sm" onClick={props.onAddTask} disabled={props.tasks.status !== 'ready'}>
                <Plus size={16} aria-hidden="true" />
                {COPY.addTask}
              </Button>
            </div>
          )}
        </CardHeader>
        <CardBody>
          <TaskPanel {...props} />
        </CardBody>
      </Card>
      <WarrantyPanel {...props} />
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return <SpinnerBlock label={label} space="sm" />;
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <RetryAlert
      title={COPY.somethingWrong}
      message={text}
      retryLabel={COPY.tryAgain}
      onRetry={onRetry}
    />
  );
}

function TaskPanel(props: MaintenanceTabProps) {
  const { tasks, today } = props;
  if (tasks.status === 'loading') return <Loading label="Loading the maintenance plan" />;
  if (tasks.status === 'error')
    return <Failure text={COPY.loadFailed} onRetry={props.onRetryTasks} />;
  // A read-only view never shows the starter plan: it is the keepers' to accept or skip.
  const visible = props.readOnly ? tasks.data.filter((t) => t.status !== 'suggested') : tasks.data;
  if (visible.length === 0)
    return (
      <EmptyState
        icon={<ClipboardList size={28} />}
        title={COPY.emptyTitle}
        description={props.readOnly ? COPY.readOnlyEmptyText : COPY.emptyText}
        action={
          props.readOnly ? undefined : (
            <div className={styles.headerActions}>
              <Button
                variant="outline"
                onClick={props.onAddSuggested}
                loading={props.addingSuggested}
              >
                <Sparkles size={16} aria-hidden="true" />
                {props.addingSuggested ? COPY.addingSuggested : COPY.addSuggested}
              </Button>
              <Button onClick={props.onAddTask}>
                <Plus size={16} aria-hidden="true" />
                {COPY.addTask}
              </Button>
            </div>
          )
        }
      />
    );
  const suggested = tasksIn(visible, 'suggested', today);
  return (
    <div className={styles.stack}>
      {suggested.length > 0 ? (
        <section aria-labelledby="suggested-tasks" className={styles.suggested}>
          <h3 id="suggested-tasks" className={styles.sectionTitle}>
            <Sparkles size={16} aria-hidden="true" /> {COPY.suggestedTitle}
          </h3>
          <p className={styles.muted}>{COPY.suggestedText}</p>
          <ul className={styles.list}>
            {suggested.map((task) => (
              <TaskItem key={task.id} task={task} state="suggested" {...props}>
                <Button
                  size="sm"
                  onClick={() => props.onAcceptTask(task)}
                  disabled={props.busyId === task.id}
                >
                  {COPY.accept}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => props.onEditTask(task)}
                  disabled={props.busyId === task.id}
                >
                  {COPY.edit}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => props.onDeleteTask(task)}
                  disabled={props.busyId === task.id}
                >
                  {COPY.skipSuggestion}
                </Button>
              </TaskItem>
            ))}
          </ul>
        </section>
      ) : null}
      {SECTIONS.map(({ state, title }) => {
        const items = tasksIn(visible, state, today);
        if (items.length === 0) return null;
        return (
          <section key={state} aria-labelledby={`tasks-${state}`}>
            <h3 id={`tasks-${state}`} className={styles.sectionTitle}>
              {title}{' '}
              <Badge
                size="sm"
                variant={
                  state === 'overdue' ? 'danger' : state === 'due-soon' ? 'warning' : 'neutral'
                }
              >
                {items.length}
              </Badge>
            </h3>
            <ul className={styles.list}>
              {items.map((task) => (
                <TaskItem key={task.id} task={task} state={state} {...props}>
                  {state === 'done' || props.readOnly ? null : (
                    <Button
                      size="sm"
                      onClick={() => props.onMarkDone(task)}
                      disabled={props.busyId === task.id}
                    >
                      <CalendarCheck size={16} aria-hidden="true" />
                      {COPY.markDone}
                    </Button>
                  )}
                  {props.readOnly ? null : <TaskMenu task={task} state={state} {...props} />}
                </TaskItem>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function dueLine(task: MaintenanceTask, state: TaskDueState): string {
  if (state === 'suggested') return COPY.firstDue(formatShortDate(task.startDate));
  if (state === 'done')
    return task.lastDoneDate ? COPY.completedOn(formatShortDate(task.lastDoneDate)) : COPY.done;
  const due = formatShortDate(task.nextDue ?? task.startDate);
  return state === 'overdue' ? COPY.wasDue(due) : COPY.dueOn(due);
}

function TaskItem({
  task,
  state,
  children,
}: MaintenanceTabProps & { task: MaintenanceTask; state: TaskDueState; children: ReactNode }) {
  return (
    <li className={styles.item} data-state={state}>
      <div className={styles.itemText}>
        <p className={styles.itemName}>{task.name}</p>
        <p className={styles.muted}>
          <span className={state === 'overdue' ? styles.overdue : undefined}>
            {dueLine(task, state)}
          </span>
          {' · '}
          {describeRepeat(task.repeat)}
          {task.serviceType ? ` · ${serviceTypeLabel(task.serviceType)}` : ''}
        </p>
        {task.lastDoneDate && state !== 'done' && state !== 'suggested' ? (
          <p className={styles.muted}>{COPY.lastDone(formatShortDate(task.lastDoneDate))}</p>
        ) : null}
        {task.notes ? <p className={styles.notes}>{task.notes}</p> : null}
      </div>
      <div className={styles.itemActions}>{children}</div>
    </li>
  );
}

function TaskMenu({
  task,
  state,
  ...props
}: MaintenanceTabProps & { task: MaintenanceTask; state: TaskDueState }) {
  const items = [
    ...(state === 'done'
      ? []
      : [
          { value: 'skip', label: COPY.skipThisTime },
          { value: 'snooze', label: COPY.snooze },
        ]),
    { value: 'edit', label: COPY.edit },
    { value: 'delete', label: COPY.delete },
  ];
  return (
    <ActionsMenu
      items={items}
      label={COPY.moreActions(task.name)}
      disabled={props.busyId === task.id}
      onSelect={(value) => {
        if (value === 'skip') props.onSkipTask(task);
        else if (value === 'snooze') props.onSnoozeTask(task);
        else if (value === 'edit') props.onEditTask(task);
        else if (value === 'delete') props.onDeleteTask(task);
      }}
    />
  );
}

/** A "more actions" button opening a menu of actions (keyboard: Enter/Space, arrows, Escape). */
function ActionsMenu(props: {
  items: readonly { value: string; label: string }[];
  label: string;
  disabled?: boolean;
  onSelect: (value: string) => void;
}) {
  return (
    <Menu.Root onSelect={(details) => props.onSelect(details.value)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label={props.label} disabled={props.disabled}>
          <MoreVertical size={16} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {props.items.map((item) => (
            <Menu.Item key={item.value} value={item.value}>
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

const WARRANTY_BADGE = {
  expired: { label: WCOPY.expired, variant: 'danger' },
  expiring: { label: WCOPY.expiring, variant: 'warning' },
  active: { label: WCOPY.active, variant: 'success' },
} as const;

/** Warranties: expired and expiring first, then by end date. */
export function sortedWarranties(warranties: readonly Warranty[]): Warranty[] {
  return [...warranties].sort(
    (a, b) => a.endDate.localeCompare(b.endDate) || a.item.localeCompare(b.item),
  );
}

function WarrantyPanel(props: MaintenanceTabProps) {
  const { warranties, today } = props;
  return (
    <Card>
      <CardHeader className={styles.header}>
        <div>
          <CardTitle>{WCOPY.title}</CardTitle>
          <CardDescription>{WCOPY.description}</CardDescription>
        </div>
        {props.readOnly ? null : (
          <Button size="sm" onClick={props.onAddWarranty} disabled={warranties.status !== 'ready'}>
            <Plus size={16} aria-hidden="true" />
            {WCOPY.add}
          </Button>
        )}
      </CardHeader>
      <CardBody>
        {warranties.status === 'loading' ? (
          <Loading label="Loading the warranties" />
        ) : warranties.status === 'error' ? (
          <Failure text={WCOPY.loadFailed} onRetry={props.onRetryWarranties} />
        ) : warranties.data.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck size={28} />}
            title={WCOPY.emptyTitle}
            description={WCOPY.emptyText}
          />
        ) : (
          <ul className={styles.list}>
            {sortedWarranties(warranties.data).map((warranty) => {
              const state = warrantyState(warranty, today);
              const badge = WARRANTY_BADGE[state];
              const end = formatShortDate(warranty.endDate);
              return (
                <li key={warranty.id} className={styles.item} data-state={state}>
                  <div className={styles.itemText}>
                    <p className={styles.itemName}>
                      {warranty.item}{' '}
                      <Badge size="sm" variant={badge.variant}>
                        {badge.label}
                      </Badge>{' '}
                      {warranty.transferable ? (
                        <Badge size="sm" variant="info">
                          {WCOPY.transferable}
                        </Badge>
                      ) : null}
                    </p>
                    <p className={styles.muted}>
                      {state === 'expired' ? WCOPY.endedOn(end) : WCOPY.endsOn(end)}
                      {warranty.provider ? ` · ${WCOPY.provider(warranty.provider)}` : ''}
                    </p>
                    {warranty.notes ? <p className={styles.notes}>{warranty.notes}</p> : null}
                  </div>
                  <div className={styles.itemActions}>
                    {warranty.document ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => props.onViewDocument(warranty)}
                      >
                        <FileText size={16} aria-hidden="true" />
                        {WCOPY.viewDocument}
                      </Button>
                    ) : null}
                    {props.readOnly ? null : (
                      <ActionsMenu
                        items={[
                          { value: 'edit', label: WCOPY.edit },
                          { value: 'delete', label: WCOPY.delete },
                        ]}
                        label={COPY.moreActions(warranty.item)}
                        disabled={props.busyId === warranty.id}
                        onSelect={(value) => {
                          if (value === 'edit') props.onEditWarranty(warranty);
                          else props.onDeleteWarranty(warranty);
                        }}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'flex-start' },
    justifyContent: 'space-between',
    gap: '3',
  }),
  headerActions: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    justifyContent: 'center',
  }),
  suggested: css({ bg: 'bg.subtle', borderRadius: 'l2', p: '4' }),
  sectionTitle: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    fontSize: 'md',
    mb: '2',
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' }),
  item: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    justifyContent: 'space-between',
    gap: '3',
    p: '3',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    bg: 'bg.default',
  }),
  itemText: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  itemName: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  itemActions: css({
    display: 'flex',
    gap: '2',
    flexWrap: 'wrap',
    alignItems: 'center',
    flexShrink: 0,
  }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  overdue: css({ color: 'danger.text', fontWeight: 'medium' }),
  notes: css({
    color: 'fg.muted',
    fontSize: 'sm',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
};

/**
 * "Household" on the property page (issue #31): the owner first, then the members with their
 * role (a delegate's last day and whether it may make a report), then — for the owner — the
 * invitations still waiting, with Withdraw. The owner invites, changes roles and removes; a
 * member may leave. Every destructive step asks first. Fed by props; MembersPanelContainer
 * binds the property, the invitations and the callables.
 */
import { LogOut, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { css, cx } from 'styled-system/css';
import {
  ROLE_LABELS,
  formatShortDate,
  type HouseholdRole,
  type MemberRole,
} from '@homeledger/domain';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  panelRow,
  panelRowList,
  RetryAlert,
  SectionCard,
  Spinner,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import type {
  HomeOpenRow,
  HouseholdHome,
  InvitationRow,
  MemberRow,
  RoleChoice,
} from './household-types';
import { MEMBERS_COPY as C } from './households-copy';
import type { MemberFormState } from './member-form-dialog';

// The form (radio group, checkbox, date rules) loads when a dialog first opens, keeping the
// property page within its route budget (npm run bench:bundle).
const MemberFormDialog = lazy(async () => ({
  default: (await import('./member-form-dialog')).MemberFormDialog,
}));

const ROLE_BADGE: Record<HouseholdRole, 'info' | 'success' | 'neutral' | 'warning'> = {
  owner: 'success',
  'co-owner': 'info',
  viewer: 'neutral',
  delegate: 'warning',
};

/** A confirmation the panel may show. */
export type MemberConfirm =
  | { kind: 'remove'; member: MemberRow }
  | { kind: 'withdraw'; invitation: InvitationRow }
  | { kind: 'leave' };

/** A form the panel may show. */
export type MemberDialog = { kind: 'invite' } | { kind: 'change'; member: MemberRow };

export interface MembersPanelProps {
  /** The home with its owner and members (loading/error while the property loads). */
  home: Loadable<HouseholdHome>;
  /** The owner's pending invitations (ready([]) for anyone else). */
  invitations: Loadable<readonly InvitationRow[]>;
  /** The delegates' logged opens, newest first (the owner's; ready([]) for anyone else). */
  opens?: Loadable<readonly HomeOpenRow[]>;
  /**
   * Whether the signed-in owner or co-owner gets this home's reminders (the digest), or
   * undefined where the choice is not theirs (viewers, delegates) or not known yet.
   */
  reminders?: boolean;
  /** Resolves once saved (failures are the container's toasts). */
  onReminders?: (on: boolean) => Promise<void>;
  /** The viewer's role on the home. */
  role: HouseholdRole;
  currentUid: string;
  /** Today, `yyyy-MM-dd` UTC (the grant's calendar). */
  today: string;
  onRetry: () => void;
  onInvite: (values: { email: string } & RoleChoice) => Promise<SubmitOutcome>;
  onChangeRole: (member: MemberRow, choice: RoleChoice) => Promise<SubmitOutcome>;
  /** Resolve once done (the confirmation then closes); failures are the container's toasts. */
  onRemove: (member: MemberRow) => Promise<void>;
  onWithdraw: (invitation: InvitationRow) => Promise<void>;
  onLeave: () => Promise<void>;
  /** Catalogue and tests: a confirmation or form open at first. */
  initialConfirm?: MemberConfirm | null;
  initialDialog?: MemberDialog | null;
  dialogDefaults?: Partial<MemberFormState>;
  validateDialogOnMount?: boolean;
}

export function MembersPanel(props: MembersPanelProps) {
  const { home, role } = props;
  const owner = role === 'owner';
  const [confirm, setConfirm] = useState<MemberConfirm | null>(props.initialConfirm ?? null);
  const [dialog, setDialog] = useState<MemberDialog | null>(props.initialDialog ?? null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!confirm || busy) return;
    setBusy(true);
    try {
      if (confirm.kind === 'remove') await props.onRemove(confirm.member);
      else if (confirm.kind === 'withdraw') await props.onWithdraw(confirm.invitation);
      else await props.onLeave();
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const address = home.status === 'ready' ? home.data.address : '';
  const propertyId = home.status === 'ready' ? home.data.id : '';

  return (
    <SectionCard
      titleId="household-title"
      title={
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <Users aria-hidden="true" size={18} />
          {C.title}
        </span>
      }
      description={owner ? C.description : C.descriptionMember}
      bodyClassName={css({ display: 'grid', gap: '4' })}
      dialogs={
        <>
          <ConfirmDialog
            open={confirm !== null}
            onOpenChange={(open) => {
              if (!open && !busy) setConfirm(null);
            }}
            title={
              confirm?.kind === 'remove'
                ? C.removeTitle
                : confirm?.kind === 'withdraw'
                  ? C.withdrawTitle
                  : C.leaveTitle
            }
            description={
              confirm?.kind === 'remove'
                ? C.removeText(confirm.member.name)
                : confirm?.kind === 'withdraw'
                  ? C.withdrawText(confirm.invitation.toName)
                  : C.leaveText(address || 'this home')
            }
            confirmLabel={
              confirm?.kind === 'remove'
                ? C.remove
                : confirm?.kind === 'withdraw'
                  ? C.withdraw
                  : C.leave
            }
            destructive
            busy={busy}
            onConfirm={() => void run()}
          />
          {owner && dialog ? (
            <Suspense fallback={null}>
              <MemberFormDialog
                open
                onClose={() => setDialog(null)}
                mode={
                  dialog.kind === 'invite'
                    ? { kind: 'invite' }
                    : {
                        kind: 'change',
                        member: {
                          uid: dialog.member.uid,
                          name: dialog.member.name,
                          role: dialog.member.role as MemberRole,
                          until: dialog.member.grant?.until ?? '',
                          report: dialog.member.grant?.report ?? false,
                        },
                      }
                }
                propertyId={propertyId}
                today={props.today}
                defaultValues={props.dialogDefaults}
                validateOnMount={props.validateDialogOnMount}
                onSubmit={async (values) => {
                  const outcome =
                    dialog.kind === 'invite'
                      ? await props.onInvite(values)
                      : await props.onChangeRole(dialog.member, values);
                  if (outcome.ok) setDialog(null);
                  return outcome;
                }}
              />
            </Suspense>
          ) : null}
        </>
      }
    >
      <Body {...props} onConfirm={setConfirm} onDialog={setDialog} />
    </SectionCard>
  );
}

function Body({
  home,
  invitations,
  opens,
  role,
  currentUid,
  reminders,
  onReminders,
  onRetry,
  onConfirm,
  onDialog,
}: MembersPanelProps & {
  onConfirm: (confirm: MemberConfirm) => void;
  onDialog: (dialog: MemberDialog) => void;
}) {
  if (home.status === 'loading' || invitations.status === 'loading')
    return <Spinner size="sm" label={C.loading} />;
  if (home.status === 'error' || invitations.status === 'error')
    return <RetryAlert message={C.loadFailed} retryLabel={C.tryAgain} onRetry={onRetry} />;
  const owner = role === 'owner';
  const { data } = home;
  const people: MemberRow[] = [
    {
      uid: data.ownerId,
      role: 'owner',
      name: data.ownerName?.trim() || ROLE_LABELS.owner,
      email: '',
      since: null,
      grant: null,
    },
    ...data.members,
  ];
  const alone = data.members.length === 0 && invitations.data.length === 0;
  return (
    <>
      {alone && owner ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{C.empty}</p>
      ) : null}
      <ul aria-label={C.title} className={panelRowList}>
        {people.map((person) => (
          <MemberItem
            key={person.uid}
            member={person}
            self={person.uid === currentUid}
            manage={owner && person.role !== 'owner'}
            onConfirm={onConfirm}
            onDialog={onDialog}
          />
        ))}
      </ul>
      {owner && invitations.data.length > 0 ? (
        <div>
          <h3 className={styles.subhead}>{C.pendingTitle}</h3>
          <ul aria-label={C.pendingTitle} className={panelRowList}>
            {invitations.data.map((invitation) => (
              <li key={invitation.id} className={panelRow({ layout: 'stacked' })}>
                <div className={styles.line}>
                  <span className={styles.name}>{invitation.toName}</span>
                  <Badge variant="neutral">{C.pending}</Badge>
                </div>
                <p className={styles.muted}>
                  {[
                    invitation.toEmail !== invitation.toName ? invitation.toEmail : null,
                    C.invitedAs(ROLE_LABELS[invitation.role]),
                    grantLine(invitation.grant),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onConfirm({ kind: 'withdraw', invitation })}
                    aria-label={`${C.withdraw}: ${invitation.toName}`}
                  >
                    {C.withdraw}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {(role === 'owner' || role === 'co-owner') && reminders !== undefined && onReminders ? (
        <RemindersChoice on={reminders} onChange={onReminders} />
      ) : null}
      {owner ? <OpenLog opens={opens} everDelegate={hasDelegate(data, invitations.data)} /> : null}
      {owner ? (
        <div>
          <Button onClick={() => onDialog({ kind: 'invite' })}>
            <UserPlus aria-hidden="true" />
            {C.invite}
          </Button>
        </div>
      ) : (
        <div>
          <Button
            variant="outline"
            className={css({ color: 'danger.text' })}
            onClick={() => onConfirm({ kind: 'leave' })}
          >
            <LogOut aria-hidden="true" />
            {C.leave}
          </Button>
        </div>
      )}
    </>
  );
}

/** The owner's or a co-owner's own choice of the home's reminders, saved at once. */
function RemindersChoice({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Checkbox
      label={C.reminders}
      description={C.remindersHelp}
      checked={on}
      disabled={saving}
      onChange={(event) => {
        const next = event.target.checked;
        setSaving(true);
        void onChange(next).finally(() => setSaving(false));
      }}
    />
  );
}

/** Whether the home has, or is inviting, a delegate (the visits list is shown then). */
function hasDelegate(home: HouseholdHome, invitations: readonly InvitationRow[]): boolean {
  return (
    home.members.some((m) => m.role === 'delegate') ||
    invitations.some((i) => i.role === 'delegate')
  );
}

const openFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The owner's "Delegate visits": who opened the home and when. Shown once there is a delegate
 * or a logged visit (an ended grant's visits stay listed); a log that fails to load says so
 * here without taking the household with it.
 */
function OpenLog({
  opens,
  everDelegate,
}: {
  opens: Loadable<readonly HomeOpenRow[]> | undefined;
  everDelegate: boolean;
}) {
  if (!opens || opens.status === 'loading') return null;
  if (opens.status === 'error')
    return (
      <p className={styles.muted}>
        {C.opensTitle}: {C.loadFailed}
      </p>
    );
  if (opens.data.length === 0 && !everDelegate) return null;
  return (
    <div>
      <h3 className={styles.subhead}>{C.opensTitle}</h3>
      <p className={cx(styles.muted, css({ mb: '2' }))}>{C.opensHelp}</p>
      {opens.data.length === 0 ? (
        <p className={styles.muted}>{C.opensEmpty}</p>
      ) : (
        <ul aria-label={C.opensTitle} className={panelRowList}>
          {opens.data.map((open) => (
            <li key={open.id} className={panelRow({ layout: 'stacked' })}>
              <div className={styles.line}>
                <span className={styles.name}>{C.opened(open.name)}</span>
              </div>
              <p className={styles.muted}>
                {open.at ? (
                  <time dateTime={open.at}>{openFormat.format(new Date(open.at))}</time>
                ) : null}
                {open.until ? ` · ${C.until(formatShortDate(open.until))}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function grantLine(grant: MemberRow['grant']): string | null {
  if (!grant) return null;
  return `${C.until(formatShortDate(grant.until))}, ${grant.report ? C.mayReport : C.noReport}`;
}

function MemberItem({
  member,
  self,
  manage,
  onConfirm,
  onDialog,
}: {
  member: MemberRow;
  self: boolean;
  manage: boolean;
  onConfirm: (confirm: MemberConfirm) => void;
  onDialog: (dialog: MemberDialog) => void;
}) {
  const details = [
    member.email && member.email !== member.name ? member.email : null,
    grantLine(member.grant),
    member.since ? C.since(formatShortDate(member.since)) : null,
  ].filter(Boolean);
  return (
    <li className={panelRow({ layout: 'stacked' })}>
      <div className={styles.line}>
        <span className={styles.name}>
          {member.name}
          {self ? <span className={styles.mutedInline}> {C.you}</span> : null}
        </span>
        <Badge variant={ROLE_BADGE[member.role]}>{ROLE_LABELS[member.role]}</Badge>
      </div>
      {details.length > 0 ? <p className={styles.muted}>{details.join(' · ')}</p> : null}
      {manage ? (
        <div role="group" aria-label={C.actionsFor(member.name)} className={styles.actions}>
          <Button size="sm" variant="outline" onClick={() => onDialog({ kind: 'change', member })}>
            {C.changeRole}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={css({ color: 'danger.text' })}
            onClick={() => onConfirm({ kind: 'remove', member })}
          >
            {C.remove}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

const styles = {
  line: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  name: css({ fontWeight: 'medium', flex: '1 1 10rem', minW: '0', wordBreak: 'break-word' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-word' }),
  mutedInline: css({ color: 'fg.muted', fontWeight: 'normal' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  subhead: css({ fontWeight: 'semibold', mb: '2' }),
};

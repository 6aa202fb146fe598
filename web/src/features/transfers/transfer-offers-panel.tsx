/**
 * "Home transfers" on the homeowner's dashboard: homes offered to them (Accept / Decline;
 * Finish transfer when an acceptance stopped part-way) and homes they offered (Cancel while
 * pending; then accepted, declined or cancelled). Hidden when there is nothing to show.
 * Fed by props; TransferOffersContainer binds the data and the callables.
 */
import { ArrowRightLeft } from 'lucide-react';
import { css } from 'styled-system/css';
import { ROLE_LABELS, type TransferMember, type TransferState } from '@homeledger/domain';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  panelRow,
  panelRowList,
  RetryAlert,
  SectionCard,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { TRANSFER_OFFERS_COPY } from './transfers-copy';

export interface TransferRow {
  id: string;
  state: TransferState;
  address: string;
  cityStateZip: string;
  fromName: string;
  toName: string;
  toEmail: string;
  /** Sent as an invitation by mail, not yet claimed by the recipient's verified account. */
  invited: boolean;
  createdAt: string | null;
  answeredAt: string | null;
  /** The previous owner's household, offered with the home (the new owner keeps whom they tick). */
  members?: readonly TransferMember[];
}

export type TransferAction = 'accept' | 'decline' | 'cancel';

const C = TRANSFER_OFFERS_COPY;

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string | null) => (iso ? dayFormat.format(new Date(iso)) : '');

const BADGE: Record<TransferState, 'info' | 'warning' | 'success' | 'neutral' | 'danger'> = {
  pending: 'info',
  accepting: 'warning',
  accepted: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
};

export interface TransferOffersPanelProps {
  incoming: Loadable<readonly TransferRow[]>;
  outgoing: Loadable<readonly TransferRow[]>;
  onRetry: () => void;
  /** The transfer whose action is under way. */
  busy: { id: string; action: TransferAction } | null;
  /** The confirmation open, if any. */
  confirm: { row: TransferRow; action: TransferAction } | null;
  onConfirmChange: (confirm: { row: TransferRow; action: TransferAction } | null) => void;
  onAct: (row: TransferRow, action: TransferAction) => void;
  /** The members ticked to keep in the accept confirmation (uids). */
  keep?: readonly string[];
  onKeepChange?: (keep: string[]) => void;
}

export function TransferOffersPanel(props: TransferOffersPanelProps) {
  const { incoming, outgoing } = props;
  if (incoming.status === 'loading' || outgoing.status === 'loading') return null;
  if (incoming.status === 'error' || outgoing.status === 'error')
    return <RetryAlert message={C.loadFailed} retryLabel={C.tryAgain} onRetry={props.onRetry} />;
  if (incoming.data.length === 0 && outgoing.data.length === 0) return null;
  const confirm = props.confirm;
  return (
    <SectionCard
      titleId="transfers-title"
      title={C.title}
      description={C.description}
      bodyClassName={css({ display: 'grid', gap: '5' })}
      dialogs={
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(open) => {
            if (!open && !props.busy) props.onConfirmChange(null);
          }}
          title={
            confirm?.action === 'accept'
              ? C.acceptTitle
              : confirm?.action === 'decline'
                ? C.declineTitle
                : C.cancel
          }
          description={
            confirm?.action === 'accept'
              ? C.acceptText(confirm.row.address)
              : confirm?.action === 'decline'
                ? C.declineText(confirm.row.address)
                : undefined
          }
          confirmLabel={
            confirm?.action === 'accept'
              ? C.accept
              : confirm?.action === 'decline'
                ? C.decline
                : C.cancel
          }
          destructive={confirm?.action !== 'accept'}
          busy={props.busy !== null}
          onConfirm={() => {
            if (confirm) props.onAct(confirm.row, confirm.action);
          }}
        >
          {confirm?.action === 'accept' && (confirm.row.members ?? []).length > 0 ? (
            <KeepMembers
              members={confirm.row.members ?? []}
              keep={props.keep ?? []}
              disabled={props.busy !== null}
              onChange={(keep) => props.onKeepChange?.(keep)}
            />
          ) : null}
        </ConfirmDialog>
      }
    >
      {incoming.data.length > 0 ? (
        <Group title={C.incoming} rows={incoming.data} side="in" {...props} />
      ) : null}
      {outgoing.data.length > 0 ? (
        <Group title={C.outgoing} rows={outgoing.data} side="out" {...props} />
      ) : null}
    </SectionCard>
  );
}

/** Which of the previous owner's household to keep: none unless ticked (issue #31). */
function KeepMembers(props: {
  members: readonly TransferMember[];
  keep: readonly string[];
  disabled: boolean;
  onChange: (keep: string[]) => void;
}) {
  const { members, keep } = props;
  return (
    <fieldset className={css({ display: 'grid', gap: '2' })}>
      <legend className={css({ fontWeight: 'medium', mb: '1' })}>{C.keepTitle}</legend>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{C.keepHelp}</p>
      {members.map((member) => (
        <Checkbox
          key={member.uid}
          label={member.name || C.keepNoName}
          description={ROLE_LABELS[member.role]}
          checked={keep.includes(member.uid)}
          disabled={props.disabled}
          onChange={(event) =>
            props.onChange(
              event.currentTarget.checked
                ? [...keep, member.uid]
                : keep.filter((uid) => uid !== member.uid),
            )
          }
        />
      ))}
    </fieldset>
  );
}

function Group({
  title,
  rows,
  side,
  busy,
  onConfirmChange,
  onAct,
}: TransferOffersPanelProps & { title: string; rows: readonly TransferRow[]; side: 'in' | 'out' }) {
  return (
    <div>
      <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{title}</h3>
      <ul aria-label={title} className={panelRowList}>
        {rows.map((row) => (
          <li key={row.id} className={panelRow({ layout: 'stacked' })}>
            <div
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
            >
              <ArrowRightLeft aria-hidden="true" size={16} className={css({ color: 'fg.muted' })} />
              <p
                className={css({
                  fontWeight: 'medium',
                  flex: '1 1 10rem',
                  minW: '0',
                  wordBreak: 'break-word',
                })}
              >
                {row.address}
                {row.cityStateZip ? (
                  <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                    {' '}
                    · {row.cityStateZip}
                  </span>
                ) : null}
              </p>
              <Badge variant={BADGE[row.state]}>{C.state[row.state]}</Badge>
            </div>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{describe(row, side)}</p>
            <Actions
              row={row}
              side={side}
              busy={busy}
              onConfirmChange={onConfirmChange}
              onAct={onAct}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function describe(row: TransferRow, side: 'in' | 'out'): string {
  const when = day(row.answeredAt);
  switch (row.state) {
    case 'pending':
      if (side === 'in') return C.offer(row.fromName);
      return row.invited ? C.invited(row.toEmail) : C.waiting(row.toName);
    case 'accepting':
      return side === 'in' ? C.unfinished : C.waiting(row.toName);
    case 'accepted':
      return side === 'in' ? C.acceptedIn(when) : C.acceptedOut(row.toName, when);
    case 'declined':
      return side === 'in' ? C.declinedIn(when) : C.declinedOut(row.toName, when);
    case 'cancelled':
      return side === 'in' ? C.cancelledIn(row.fromName, when) : C.cancelledOut(when);
  }
}

function Actions({
  row,
  side,
  busy,
  onConfirmChange,
  onAct,
}: Pick<TransferOffersPanelProps, 'busy' | 'onConfirmChange' | 'onAct'> & {
  row: TransferRow;
  side: 'in' | 'out';
}) {
  const working = busy?.id === row.id;
  const wrap = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
  if (side === 'in' && row.state === 'pending')
    return (
      <div className={wrap}>
        <Button
          size="sm"
          loading={working && busy?.action === 'accept'}
          disabled={working}
          onClick={() => onConfirmChange({ row, action: 'accept' })}
        >
          {C.accept}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={working}
          onClick={() => onConfirmChange({ row, action: 'decline' })}
        >
          {C.decline}
        </Button>
      </div>
    );
  if (side === 'in' && row.state === 'accepting')
    return (
      <div className={wrap}>
        <Button size="sm" loading={working} onClick={() => onAct(row, 'accept')}>
          {working ? C.accepting : C.finish}
        </Button>
      </div>
    );
  if (side === 'out' && row.state === 'pending')
    return (
      <div className={wrap}>
        <Button
          size="sm"
          variant="outline"
          disabled={working}
          onClick={() => onConfirmChange({ row, action: 'cancel' })}
        >
          {C.cancel}
        </Button>
      </div>
    );
  return null;
}

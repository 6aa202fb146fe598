/**
 * "Home transfers" on the homeowner's dashboard: homes offered to them (Accept / Decline;
 * Finish transfer when an acceptance stopped part-way) and homes they offered (Cancel while
 * pending; then accepted, declined or cancelled). Hidden when there is nothing to show.
 * Fed by props; TransferOffersContainer binds the data and the callables.
 */
import { ArrowRightLeft } from 'lucide-react';
import { css } from 'styled-system/css';
import { ROLE_LABELS, type TransferMember, type TransferState } from '@homeledger/domain';
import { AcceptDeclineButtons, OfferedHomeHeading } from '@/components/panels/offered-home-row';
import { RowActionConfirmDialog } from '@/components/panels/row-action-confirm-dialog';
import type { RowAction, RowActionProps } from '@/components/panels/use-row-action';
import {
  Badge,
  Button,
  Checkbox,
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

export interface TransferOffersPanelProps extends RowActionProps<TransferRow, TransferAction> {
  incoming: Loadable<readonly TransferRow[]>;
  outgoing: Loadable<readonly TransferRow[]>;
  onRetry: () => void;
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
        <RowActionConfirmDialog actions={props} copy={confirmCopy}>
          {confirm?.action === 'accept' && (confirm.row.members ?? []).length > 0 ? (
            <KeepMembers
              members={confirm.row.members ?? []}
              keep={props.keep ?? []}
              disabled={props.busy !== null}
              onChange={(keep) => props.onKeepChange?.(keep)}
            />
          ) : null}
        </RowActionConfirmDialog>
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

function confirmCopy(confirm: RowAction<TransferRow, TransferAction> | null) {
  return {
    title:
      confirm?.action === 'accept'
        ? C.acceptTitle
        : confirm?.action === 'decline'
          ? C.declineTitle
          : C.cancel,
    description:
      confirm?.action === 'accept'
        ? C.acceptText(confirm.row.address)
        : confirm?.action === 'decline'
          ? C.declineText(confirm.row.address)
          : undefined,
    confirmLabel:
      confirm?.action === 'accept'
        ? C.accept
        : confirm?.action === 'decline'
          ? C.decline
          : C.cancel,
    destructive: confirm?.action !== 'accept',
  };
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
            <OfferedHomeHeading
              icon={ArrowRightLeft}
              address={row.address}
              cityStateZip={row.cityStateZip}
              badge={<Badge variant={BADGE[row.state]}>{C.state[row.state]}</Badge>}
            />
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
      <AcceptDeclineButtons
        acceptLabel={C.accept}
        declineLabel={C.decline}
        working={working}
        accepting={busy?.action === 'accept'}
        onAccept={() => onConfirmChange({ row, action: 'accept' })}
        onDecline={() => onConfirmChange({ row, action: 'decline' })}
      />
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

/**
 * "Household invitations" on the dashboard: homes whose owner invited the signed-in
 * homeowner, with the role offered (a delegate's last day), Accept and Decline, each asked
 * once more. Hidden while loading and when there is none, like "Home transfers".
 * Fed by props; MemberInvitationsContainer binds the query and the callables.
 */
import { Users } from 'lucide-react';
import { css } from 'styled-system/css';
import { ROLE_LABELS, formatShortDate } from '@homeledger/domain';
import { AcceptDeclineButtons, OfferedHomeHeading } from '@/components/panels/offered-home-row';
import { RowActionConfirmDialog } from '@/components/panels/row-action-confirm-dialog';
import type { RowAction, RowActionProps } from '@/components/panels/use-row-action';
import { Badge, panelRow, panelRowList, RetryAlert, SectionCard } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import type { InvitationRow } from './household-types';
import { INVITATIONS_COPY as C } from './households-copy';

export type InvitationAction = 'accept' | 'decline';

export interface MemberInvitationsPanelProps extends RowActionProps<
  InvitationRow,
  InvitationAction
> {
  invitations: Loadable<readonly InvitationRow[]>;
  onRetry: () => void;
}

export function MemberInvitationsPanel(props: MemberInvitationsPanelProps) {
  const { invitations, busy } = props;
  if (invitations.status === 'loading') return null;
  if (invitations.status === 'error')
    return <RetryAlert message={C.loadFailed} retryLabel={C.tryAgain} onRetry={props.onRetry} />;
  if (invitations.data.length === 0) return null;
  return (
    <SectionCard
      titleId="household-invitations-title"
      title={C.title}
      description={C.description}
      bodyClassName={css({ display: 'grid', gap: '3' })}
      dialogs={<RowActionConfirmDialog actions={props} copy={confirmCopy} />}
    >
      <ul aria-label={C.list} className={panelRowList}>
        {invitations.data.map((row) => (
          <li key={row.id} className={panelRow({ layout: 'stacked' })}>
            <OfferedHomeHeading
              icon={Users}
              address={row.address}
              cityStateZip={row.cityStateZip}
              badge={<Badge variant="info">{ROLE_LABELS[row.role]}</Badge>}
            />
            <p className={styles.muted}>
              {C.offer(row.fromName, ROLE_LABELS[row.role])}
              {row.grant ? ` ${C.grant(formatShortDate(row.grant.until), row.grant.report)}` : ''}
            </p>
            <AcceptDeclineButtons
              acceptLabel={C.accept}
              declineLabel={C.decline}
              working={busy?.id === row.id}
              accepting={busy?.action === 'accept'}
              subject={row.address}
              onAccept={() => props.onConfirmChange({ row, action: 'accept' })}
              onDecline={() => props.onConfirmChange({ row, action: 'decline' })}
            />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function confirmCopy(confirm: RowAction<InvitationRow, InvitationAction> | null) {
  const accept = confirm?.action === 'accept';
  return {
    title: accept ? C.acceptTitle : C.declineTitle,
    description: confirm
      ? accept
        ? C.acceptText(confirm.row.address, ROLE_LABELS[confirm.row.role])
        : C.declineText(confirm.row.address)
      : undefined,
    confirmLabel: accept ? C.accept : C.decline,
    destructive: !accept,
  };
}

const styles = {
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
};

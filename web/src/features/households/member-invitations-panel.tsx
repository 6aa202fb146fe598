/**
 * "Household invitations" on the dashboard: homes whose owner invited the signed-in
 * homeowner, with the role offered (a delegate's last day), Accept and Decline, each asked
 * once more. Hidden while loading and when there is none, like "Home transfers".
 * Fed by props; MemberInvitationsContainer binds the query and the callables.
 */
import { Users } from 'lucide-react';
import { css } from 'styled-system/css';
import { ROLE_LABELS, formatShortDate } from '@homeledger/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  panelRow,
  panelRowList,
  RetryAlert,
  SectionCard,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import type { InvitationRow } from './household-types';
import { INVITATIONS_COPY as C } from './households-copy';

export type InvitationAction = 'accept' | 'decline';

export interface MemberInvitationsPanelProps {
  invitations: Loadable<readonly InvitationRow[]>;
  onRetry: () => void;
  busy: { id: string; action: InvitationAction } | null;
  confirm: { row: InvitationRow; action: InvitationAction } | null;
  onConfirmChange: (confirm: { row: InvitationRow; action: InvitationAction } | null) => void;
  onAct: (row: InvitationRow, action: InvitationAction) => void;
}

export function MemberInvitationsPanel(props: MemberInvitationsPanelProps) {
  const { invitations, confirm, busy } = props;
  if (invitations.status === 'loading') return null;
  if (invitations.status === 'error')
    return <RetryAlert message={C.loadFailed} retryLabel={C.tryAgain} onRetry={props.onRetry} />;
  if (invitations.data.length === 0) return null;
  const accept = confirm?.action === 'accept';
  return (
    <SectionCard
      titleId="household-invitations-title"
      title={C.title}
      description={C.description}
      bodyClassName={css({ display: 'grid', gap: '3' })}
      dialogs={
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(open) => {
            if (!open && !busy) props.onConfirmChange(null);
          }}
          title={accept ? C.acceptTitle : C.declineTitle}
          description={
            confirm
              ? accept
                ? C.acceptText(confirm.row.address, ROLE_LABELS[confirm.row.role])
                : C.declineText(confirm.row.address)
              : undefined
          }
          confirmLabel={accept ? C.accept : C.decline}
          destructive={!accept}
          busy={busy !== null}
          onConfirm={() => {
            if (confirm) props.onAct(confirm.row, confirm.action);
          }}
        />
      }
    >
      <ul aria-label={C.list} className={panelRowList}>
        {invitations.data.map((row) => {
          const working = busy?.id === row.id;
          return (
            <li key={row.id} className={panelRow({ layout: 'stacked' })}>
              <div className={styles.line}>
                <Users aria-hidden="true" size={16} className={css({ color: 'fg.muted' })} />
                <p className={styles.address}>
                  {row.address}
                  {row.cityStateZip ? (
                    <span className={styles.place}> · {row.cityStateZip}</span>
                  ) : null}
                </p>
                <Badge variant="info">{ROLE_LABELS[row.role]}</Badge>
              </div>
              <p className={styles.muted}>
                {C.offer(row.fromName, ROLE_LABELS[row.role])}
                {row.grant ? ` ${C.grant(formatShortDate(row.grant.until), row.grant.report)}` : ''}
              </p>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  loading={working && busy?.action === 'accept'}
                  disabled={working}
                  aria-label={`${C.accept}: ${row.address}`}
                  onClick={() => props.onConfirmChange({ row, action: 'accept' })}
                >
                  {C.accept}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={working}
                  aria-label={`${C.decline}: ${row.address}`}
                  onClick={() => props.onConfirmChange({ row, action: 'decline' })}
                >
                  {C.decline}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

const styles = {
  line: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  address: css({ fontWeight: 'medium', flex: '1 1 10rem', minW: '0', wordBreak: 'break-word' }),
  place: css({ color: 'fg.muted', fontWeight: 'normal' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

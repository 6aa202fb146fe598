import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui';

/**
 * The first line of a home offered on the dashboard (a household invitation, a transfer):
 * what it is (icon), the address with its town, and its badge (the role, the state).
 */
export function OfferedHomeHeading({
  icon: Icon,
  address,
  cityStateZip,
  badge,
}: {
  icon: LucideIcon;
  address: string;
  cityStateZip: string;
  badge: ReactNode;
}) {
  return (
    <div className={styles.line}>
      <Icon aria-hidden="true" size={16} className={css({ color: 'fg.muted' })} />
      <p className={styles.address}>
        {address}
        {cityStateZip ? <span className={styles.place}> · {cityStateZip}</span> : null}
      </p>
      {badge}
    </div>
  );
}

export interface AcceptDeclineButtonsProps {
  acceptLabel: string;
  declineLabel: string;
  /** This row's action is under way: both are disabled. */
  working: boolean;
  /** The action under way is the acceptance: Accept spins. */
  accepting: boolean;
  /** Names the home in each button's accessible name (`Accept: 12 Main St`). */
  subject?: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** Accept and Decline of an offered home, each of which asks once more. */
export function AcceptDeclineButtons(props: AcceptDeclineButtonsProps) {
  const named = (label: string) => (props.subject ? `${label}: ${props.subject}` : undefined);
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        loading={props.working && props.accepting}
        disabled={props.working}
        aria-label={named(props.acceptLabel)}
        onClick={props.onAccept}
      >
        {props.acceptLabel}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={props.working}
        aria-label={named(props.declineLabel)}
        onClick={props.onDecline}
      >
        {props.declineLabel}
      </Button>
    </div>
  );
}

const styles = {
  line: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  address: css({ fontWeight: 'medium', flex: '1 1 10rem', minW: '0', wordBreak: 'break-word' }),
  place: css({ color: 'fg.muted', fontWeight: 'normal' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

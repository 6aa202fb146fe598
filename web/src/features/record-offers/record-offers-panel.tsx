/**
 * "Offers from contractors" on the homeowner dashboard: service records a
 * contractor sent for one of the homeowner's properties, each with Accept (into the
 * property's history as a validated repair) and Decline (confirmed). Hidden while
 * loading and when there are none; a failure is a small inline message with Try Again
 * that leaves the rest of the dashboard alone. Fed entirely by props.
 */
import { HardHat } from 'lucide-react';
import { css } from 'styled-system/css';
import { RecordFactsCard, runningAnswer } from '@/components/records/record-facts-card';
import {
  DeclineConfirmDialog,
  type ConfirmedDeclineProps,
} from '@/components/panels/confirmed-decline';
import { Alert, Button, CountBadge } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { RECORD_OFFERS_COPY } from './record-offers-copy';

export interface RecordOfferRow {
  id: string;
  contractorName: string;
  property: { address: string; city: string; state: string; zipCode: string };
  serviceType: string;
  /** `yyyy-MM-dd`. */
  date: string;
  description: string | null;
  costCents: number | null;
}

export type OfferAnswer = 'accept' | 'decline';

const COPY = RECORD_OFFERS_COPY;

export interface RecordOffersPanelProps extends ConfirmedDeclineProps<RecordOfferRow, OfferAnswer> {
  offers: Loadable<readonly RecordOfferRow[]>;
  onRetry: () => void;
  onAccept: (offer: RecordOfferRow) => void;
}

export function RecordOffersPanel(props: RecordOffersPanelProps) {
  const { offers } = props;
  if (offers.status === 'loading') return null;
  if (offers.status === 'error')
    return (
      <Alert variant="warning" className={css({ mb: '6' })}>
        <p>{COPY.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={props.onRetry} className={css({ mt: '2' })}>
          {COPY.tryAgain}
        </Button>
      </Alert>
    );
  if (offers.data.length === 0) return null;
  return (
    <section aria-labelledby="record-offers-title" className={styles.panel}>
      <div className={styles.titleRow}>
        <h2 id="record-offers-title" className={styles.title}>
          {COPY.title}
        </h2>
        <CountBadge count={offers.data.length} label={`${offers.data.length} waiting`} />
      </div>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '4' })}>{COPY.description}</p>
      <ul aria-label={COPY.list} className={styles.list}>
        {offers.data.map((offer) => (
          <li key={offer.id} className={css({ display: 'flex', '& > *': { flex: '1' } })}>
            <OfferCard offer={offer} {...props} />
          </li>
        ))}
      </ul>
      <DeclineConfirmDialog
        {...props}
        title={COPY.declineTitle}
        text={(offer) => COPY.declineText(offer.contractorName, offer.property.address)}
        confirmLabel={COPY.decline}
      />
    </section>
  );
}

function OfferCard({
  offer,
  answering,
  onAccept,
  onDeclineTargetChange,
}: RecordOffersPanelProps & { offer: RecordOfferRow }) {
  return (
    <RecordFactsCard
      id={`record-offer-${offer.id}`}
      facts={offer}
      party={{ icon: HardHat, text: COPY.from(offer.contractorName) }}
      partyFirst
      layout="card"
      running={runningAnswer(answering[offer.id])}
      answers={{
        accept: {
          label: COPY.accept,
          busyLabel: COPY.accepting,
          ariaLabel: COPY.acceptLabel(offer.serviceType, offer.contractorName),
          onClick: () => onAccept(offer),
        },
        decline: {
          label: COPY.decline,
          busyLabel: COPY.declining,
          ariaLabel: COPY.declineLabel(offer.serviceType, offer.contractorName),
          onClick: () => onDeclineTargetChange(offer),
        },
      }}
    />
  );
}

const styles = {
  panel: css({
    mb: '6',
    p: { base: '4', md: '5' },
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
  }),
  titleRow: css({ display: 'flex', alignItems: 'center', gap: '2', mb: '1' }),
  title: css({ textStyle: 'h3', fontSize: 'lg' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
    gap: '4',
    listStyle: 'none',
    p: '0',
  }),
};

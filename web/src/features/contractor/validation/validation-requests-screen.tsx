/**
 * The contractor's pending validation requests: each request
 * with the repair's property, the homeowner's name, service type, date, description and
 * cost, and Validate / Decline (Decline asks first). Loading, empty and failure states.
 * Fed entirely by props; ValidationRequestsPanel (validation-requests-container.tsx)
 * binds the data and the answerValidation callable.
 */
import { BadgeCheck, ClipboardCheck, MapPin, UserRound, X } from 'lucide-react';
import { css } from 'styled-system/css';
import { cityStateZip, formatCentsOr, formatShortDate } from '@homeledger/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  Spinner,
} from '../../../components/ui';
import type { Loadable } from '../../../lib/data/loadable';
import { VALIDATION_REQUESTS_COPY as COPY } from './validation-copy';
import type { ValidationAnswer, ValidationRequestRow } from './validation-types';

export interface ValidationRequestsScreenProps {
  requests: Loadable<readonly ValidationRequestRow[]>;
  onRetry: () => void;
  /** Validate at once; Decline goes through the dialog (declineTarget). */
  onValidate: (request: ValidationRequestRow) => void;
  /** The answers under way, by request id: those rows' buttons are disabled. */
  answering: Readonly<Record<string, ValidationAnswer>>;
  /** The request whose Decline dialog is open, if any. */
  declineTarget: ValidationRequestRow | null;
  onDeclineTargetChange: (request: ValidationRequestRow | null) => void;
  onConfirmDecline: () => void;
}

export function ValidationRequestsScreen(props: ValidationRequestsScreenProps) {
  const { requests, declineTarget } = props;
  const count = requests.status === 'ready' ? requests.data.length : null;
  const declining = declineTarget ? props.answering[declineTarget.id] === 'decline' : false;
  return (
    <Card asChild>
      <section aria-labelledby="validation-requests-title">
        <CardHeader>
          <div className={styles.titleRow}>
            <CardTitle asChild>
              <h2 id="validation-requests-title">{COPY.title}</h2>
            </CardTitle>
            {count ? (
              <Badge variant="info">
                <span aria-hidden="true">{count}</span>
                <span className={css({ srOnly: true })}>{`${count} pending`}</span>
              </Badge>
            ) : null}
          </div>
          <CardDescription>{COPY.description}</CardDescription>
        </CardHeader>
        <CardBody>
          <Body {...props} />
        </CardBody>
        <ConfirmDialog
          open={declineTarget !== null}
          onOpenChange={(open) => {
            if (!open) props.onDeclineTargetChange(null);
          }}
          title={COPY.declineTitle}
          description={
            declineTarget
              ? COPY.declineText(
                  declineTarget.ownerName,
                  declineTarget.serviceType,
                  declineTarget.date,
                )
              : ''
          }
          confirmLabel={COPY.decline}
          onConfirm={props.onConfirmDecline}
          destructive
          busy={declining}
        />
      </section>
    </Card>
  );
}

function Body(props: ValidationRequestsScreenProps) {
  const { requests } = props;
  if (requests.status === 'loading')
    return (
      <div className={css({ display: 'flex', justifyContent: 'center', py: '8' })}>
        <Spinner label={COPY.loading} />
      </div>
    );
  if (requests.status === 'error')
    return (
      <Alert variant="danger" title="Something went wrong">
        <p>{COPY.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={props.onRetry} className={css({ mt: '3' })}>
          {COPY.tryAgain}
        </Button>
      </Alert>
    );
  if (requests.data.length === 0)
    return (
      <EmptyState
        icon={<ClipboardCheck size={28} />}
        title={COPY.emptyTitle}
        description={COPY.emptyText}
      />
    );
  return (
    <ul aria-label={COPY.list} className={styles.list}>
      {requests.data.map((request) => (
        <li key={request.id}>
          <RequestItem request={request} {...props} />
        </li>
      ))}
    </ul>
  );
}

function RequestItem({
  request,
  answering,
  onValidate,
  onDeclineTargetChange,
}: ValidationRequestsScreenProps & { request: ValidationRequestRow }) {
  const titleId = `validation-request-${request.id}`;
  const answer = answering[request.id];
  const busy = answer !== undefined;
  return (
    <article className={styles.item} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={styles.itemMain}>
        <h3 id={titleId} className={styles.serviceType}>
          {request.serviceType}
        </h3>
        <p className={styles.line}>
          <MapPin aria-hidden="true" size={16} className={styles.icon} />
          <span>
            {request.property.address}
            <span className={styles.muted}>, {cityStateZip(request.property)}</span>
          </span>
        </p>
        <p className={styles.line}>
          <UserRound aria-hidden="true" size={16} className={styles.icon} />
          <span>{COPY.requestedBy(request.ownerName)}</span>
        </p>
        <p className={request.description ? styles.description : styles.fallback}>
          {request.description ?? COPY.noDescription}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{COPY.date}</dt>
            <dd className={styles.value}>{formatShortDate(request.date)}</dd>
          </div>
          <div>
            <dt className={styles.term}>{COPY.cost}</dt>
            <dd className={styles.value}>{formatCentsOr(request.costCents, COPY.notSpecified)}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          disabled={busy}
          loading={answer === 'validate'}
          aria-label={COPY.validateLabel(request.serviceType, request.property.address)}
          onClick={() => onValidate(request)}
        >
          {answer === 'validate' ? null : <BadgeCheck aria-hidden="true" />}
          {answer === 'validate' ? COPY.validating : COPY.validate}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className={css({ color: 'danger.text' })}
          disabled={busy}
          loading={answer === 'decline'}
          aria-label={COPY.declineLabel(request.serviceType, request.property.address)}
          onClick={() => onDeclineTargetChange(request)}
        >
          {answer === 'decline' ? null : <X aria-hidden="true" />}
          {answer === 'decline' ? COPY.declining : COPY.decline}
        </Button>
      </div>
    </article>
  );
}

const styles = {
  titleRow: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0' }),
  item: css({
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'stretch', md: 'flex-start' },
    gap: '4',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
  }),
  itemMain: css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1.5' }),
  serviceType: css({ fontWeight: 'semibold', fontSize: 'md', wordBreak: 'break-word' }),
  line: css({ display: 'flex', alignItems: 'flex-start', gap: '2', wordBreak: 'break-word' }),
  icon: css({ flexShrink: '0', mt: '0.5', color: 'fg.muted' }),
  muted: css({ color: 'fg.muted' }),
  description: css({ whiteSpace: 'pre-line', wordBreak: 'break-word' }),
  fallback: css({ color: 'fg.muted', fontStyle: 'italic' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '6', mt: '1' }),
  term: css({ fontSize: 'sm', color: 'fg.muted' }),
  value: css({ fontWeight: 'medium' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'row', md: 'column' },
    gap: '2',
    flexShrink: '0',
    '& > *': { flex: { base: '1', md: 'none' } },
  }),
};

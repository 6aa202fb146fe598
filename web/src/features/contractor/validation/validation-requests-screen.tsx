/**
 * The contractor's pending validation requests: each request
 * with the repair's property, the homeowner's name, service type, date, description and
 * cost, and Validate / Decline (Decline asks first). Loading, empty and failure states.
 * Fed entirely by props; ValidationRequestsPanel (validation-requests-container.tsx)
 * binds the data and the answerValidation callable.
 */
import { ClipboardCheck, UserRound } from 'lucide-react';
import { css } from 'styled-system/css';
import { RecordFactsCard, runningAnswer } from '@/components/records/record-facts-card';
import {
  CountBadge,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  RetryAlert,
  Spinner,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
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
            {count ? <CountBadge count={count} label={`${count} pending`} /> : null}
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
      <RetryAlert
        title="Something went wrong"
        message={COPY.loadFailed}
        retryLabel={COPY.tryAgain}
        onRetry={props.onRetry}
      />
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
  return (
    <RecordFactsCard
      id={`validation-request-${request.id}`}
      facts={request}
      party={{ icon: UserRound, text: COPY.requestedBy(request.ownerName) }}
      layout="row"
      running={runningAnswer(answering[request.id])}
      answers={{
        accept: {
          label: COPY.validate,
          busyLabel: COPY.validating,
          ariaLabel: COPY.validateLabel(request.serviceType, request.property.address),
          onClick: () => onValidate(request),
        },
        decline: {
          label: COPY.decline,
          busyLabel: COPY.declining,
          ariaLabel: COPY.declineLabel(request.serviceType, request.property.address),
          onClick: () => onDeclineTargetChange(request),
        },
      }}
    />
  );
}

const styles = {
  titleRow: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0' }),
};

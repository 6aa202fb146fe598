/**
 * The contractor's pending validation requests: each request
 * with the repair's property, the homeowner's name, service type, date, description and
 * cost, and Validate / Decline (Decline asks first). Loading, empty and failure states.
 * Fed entirely by props; ValidationRequestsPanel (validation-requests-container.tsx)
 * binds the data and the answerValidation callable.
 */
import { ClipboardCheck, UserRound } from 'lucide-react';
import { css } from 'styled-system/css';
import {
  DeclineConfirmDialog,
  type ConfirmedDeclineProps,
} from '@/components/panels/confirmed-decline';
import { RecordFactsCard, runningAnswer } from '@/components/records/record-facts-card';
import {
  CountBadge,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  RetryAlert,
  Spinner,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { VALIDATION_REQUESTS_COPY as COPY } from './validation-copy';
import type { ValidationAnswer, ValidationRequestRow } from './validation-types';

export interface ValidationRequestsScreenProps extends ConfirmedDeclineProps<
  ValidationRequestRow,
  ValidationAnswer
> {
  requests: Loadable<readonly ValidationRequestRow[]>;
  onRetry: () => void;
  /** Validate at once; Decline goes through the dialog (declineTarget). */
  onValidate: (request: ValidationRequestRow) => void;
}

export function ValidationRequestsScreen(props: ValidationRequestsScreenProps) {
  const { requests } = props;
  const count = requests.status === 'ready' ? requests.data.length : null;
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
        <DeclineConfirmDialog
          {...props}
          title={COPY.declineTitle}
          text={(request) => COPY.declineText(request.ownerName, request.serviceType, request.date)}
          confirmLabel={COPY.decline}
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

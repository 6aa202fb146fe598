/**
 * The public buyer page `/h/{token}`: the property, its photo, statistics and repair
 * history with validation marks, and receipts when the owner included them — exactly the
 * view `openBuyerLink` answered. Fed by props; BuyerViewPage binds the callable.
 */
import { CircleCheck, FileText, House, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  cityStateZip,
  formatCents,
  formatShortDate,
  repairCountLabel,
  type BuyerRepairView,
  type BuyerView,
} from '@homeledger/domain';
import { Badge, Button, Card, CardBody, EmptyState, RetryAlert, Spinner } from '@/components/ui';
import { BUYER_VIEW_COPY as C } from './buyer-view-copy';

export type BuyerViewState =
  | { status: 'loading' }
  | { status: 'expired' }
  /** `limited`: the server's rate limit answered; its words are in the copy. */
  | { status: 'error'; limited?: boolean }
  | { status: 'ready'; view: BuyerView };

export interface BuyerViewScreenProps {
  state: BuyerViewState;
  onRetry: () => void;
  /** Opens one receipt; resolves false when it could not. */
  onOpenReceipt: (repairId: string) => Promise<boolean>;
}

const untilFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function BuyerViewScreen({ state, onRetry, onOpenReceipt }: BuyerViewScreenProps) {
  return (
    <div className={shell} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <div className={css({ py: '24', display: 'flex', justifyContent: 'center' })}>
          <Spinner label={C.loading} />
        </div>
      ) : state.status === 'expired' ? (
        <div className={expiredBox}>
          <Link2Off aria-hidden="true" size={40} className={css({ color: 'fg.muted' })} />
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{C.expiredTitle}</h1>
          <p role="alert" className={css({ color: 'fg.muted' })}>
            {C.expired}
          </p>
        </div>
      ) : state.status === 'error' ? (
        <RetryAlert
          className={css({ my: '16' })}
          message={state.limited ? C.rateLimited : C.failed}
          retryLabel={C.tryAgain}
          onRetry={onRetry}
        />
      ) : (
        <Ready view={state.view} onOpenReceipt={onOpenReceipt} />
      )}
    </div>
  );
}

function Ready({
  view,
  onOpenReceipt,
}: {
  view: BuyerView;
  onOpenReceipt: (repairId: string) => Promise<boolean>;
}) {
  const { property } = view;
  const disputed = property.verificationStatus === 'disputed';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header className={header}>
        <div className={photoBox}>
          {property.photoUrl ? (
            <img
              src={property.photoUrl}
              alt={C.photoAlt(property.address)}
              className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            />
          ) : (
            <House aria-hidden="true" size={48} className={css({ color: 'fg.muted' })} />
          )}
        </div>
        <div className={css({ minW: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>
            {C.eyebrow}
          </p>
          <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
            {property.address}
          </h1>
          <p className={css({ color: 'fg.muted' })}>{cityStateZip(property)}</p>
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
          >
            <Badge variant={disputed ? 'danger' : 'success'}>
              {disputed ? C.disputed : C.verified}
            </Badge>
            {property.ownerName ? (
              <span className={css({ fontSize: 'sm' })}>{C.sharedBy(property.ownerName)}</span>
            ) : null}
          </div>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {C.viewOnly(untilFormat.format(new Date(view.expiresAt)))}
          </p>
        </div>
      </header>

      <dl className={statsGrid}>
        <Stat label={C.stats.repairs} value={repairCountLabel(property.repairCount)} />
        <Stat
          label={C.stats.lastRepair}
          value={property.lastRepairDate ? formatShortDate(property.lastRepairDate) : C.stats.none}
        />
        {view.hideCosts ? null : (
          <Stat
            label={C.stats.totalSpent}
            value={
              property.totalSpentCents === null
                ? C.stats.none
                : formatCents(property.totalSpentCents)
            }
          />
        )}
      </dl>

      <section aria-labelledby="buyer-history-title" className={css({ display: 'grid', gap: '3' })}>
        <h2 id="buyer-history-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {C.historyTitle}
        </h2>
        {view.hideCosts ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{C.costsHidden}</p>
        ) : null}
        {view.repairs.length === 0 ? (
          <EmptyState title={C.noRepairs} description={C.noRepairsText} />
        ) : (
          <ol className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '3' })}>
            {view.repairs.map((repair) => (
              <RepairItem key={repair.id} repair={repair} onOpenReceipt={onOpenReceipt} />
            ))}
          </ol>
        )}
      </section>
      <p className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center', pb: '6' })}>
        {C.footer}
      </p>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  // A <div> group, as <dl> allows; styled like the cards around it.
  return (
    <div className={statCard}>
      <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{value}</dd>
    </div>
  );
}

function RepairItem({
  repair,
  onOpenReceipt,
}: {
  repair: BuyerRepairView;
  onOpenReceipt: (repairId: string) => Promise<boolean>;
}) {
  const [receipt, setReceipt] = useState<'idle' | 'opening' | 'failed'>('idle');
  return (
    <li>
      <Card>
        <CardBody className={css({ p: '4', display: 'grid', gap: '1.5' })}>
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
          >
            <h3 className={css({ fontWeight: 'semibold', flex: '1 1 10rem', minW: '0' })}>
              {repair.serviceType}
            </h3>
            {repair.costCents !== null ? (
              <span className={css({ fontWeight: 'semibold' })}>
                {formatCents(repair.costCents)}
              </span>
            ) : null}
          </div>
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
          >
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {repair.date ? formatShortDate(repair.date) : C.notAvailable}
            </span>
            <Badge variant="neutral" size="sm">
              {repair.status === 'in-progress' ? C.inProgress : C.completed}
            </Badge>
            {repair.byPreviousOwner ? (
              <Badge variant="neutral" size="sm">
                {C.previousOwner}
              </Badge>
            ) : null}
            {repair.validatedBy ? (
              <Badge variant="success" size="sm">
                <CircleCheck aria-hidden="true" size={12} />
                {repair.validatedBy}
              </Badge>
            ) : null}
          </div>
          {repair.description ? (
            <p className={css({ whiteSpace: 'pre-line', wordBreak: 'break-word' })}>
              {repair.description}
            </p>
          ) : null}
          {repair.contractorName ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {C.contractor(repair.contractorName)}
            </p>
          ) : null}
          {repair.receiptName ? (
            <div
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
            >
              <Button
                variant="outline"
                size="sm"
                loading={receipt === 'opening'}
                onClick={() => {
                  setReceipt('opening');
                  void onOpenReceipt(repair.id).then((ok) => setReceipt(ok ? 'idle' : 'failed'));
                }}
              >
                <FileText aria-hidden="true" />
                {receipt === 'opening' ? C.openingReceipt : C.receipt(repair.receiptName)}
              </Button>
              {receipt === 'failed' ? (
                <span role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
                  {C.receiptFailed}
                </span>
              ) : null}
            </div>
          ) : null}
        </CardBody>
      </Card>
    </li>
  );
}

const expiredBox = css({
  py: '20',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  textAlign: 'center',
});
const shell = pageContainer({ size: '4xl' });
const header = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '16rem 1fr' },
  gap: '6',
  alignItems: 'center',
});
const photoBox = css({
  aspectRatio: '4 / 3',
  w: 'full',
  borderRadius: 'l3',
  overflow: 'hidden',
  bg: 'bg.muted',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
const statCard = css({
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
});
const statsGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
  gap: '3',
});

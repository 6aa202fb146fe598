/**
 * "Share with a realtor" (docs/architecture.md §5) on the owner's property page:
 * the realtor's account email and Share, the server's refusals inline at the field, and
 * the realtors who have access, each with Revoke (confirmed). Fed by props; the data
 * comes from SharePanelContainer.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Share2, UserRound, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { ShareSchema } from '@homeledger/domain';
import {
  Button,
  ConfirmDialog,
  PanelList,
  panelRow,
  panelRowList,
  SectionCard,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { InlineEmailForm, inlineSubmit } from '@/components/forms/inline-email-form';
import { SHARE_PANEL_COPY } from './properties-copy';

/** A realtor with access, as the owner's list shows them. */
export interface ShareRow {
  /** The realtor's uid (the share document's id). */
  realtorUid: string;
  name: string;
  email: string;
  /** '' when the realtor has none. */
  businessName: string;
  /** The day it was shared, `yyyy-MM-dd` in the viewer's time zone, or null. */
  sharedOn: string | null;
}

export type ShareOutcome = { ok: true } | { ok: false; message: string };

const EmailSchema = v.object({ email: ShareSchema.entries.email });
interface EmailForm {
  email: string;
}
const resolver = valibotResolver(EmailSchema) as unknown as Resolver<EmailForm>;

export interface SharePanelProps {
  shares: Loadable<readonly ShareRow[]>;
  onRetry: () => void;
  /** Shares with this (already validated and normalised) email; resolves with the outcome. */
  onShare: (email: string) => Promise<ShareOutcome>;
  /** The realtor whose Revoke dialog is open, if any. */
  revokeTarget: ShareRow | null;
  onRevokeTargetChange: (share: ShareRow | null) => void;
  onConfirmRevoke: () => void;
  /** The revoke is under way: the dialog's button is busy and it cannot close. */
  revoking?: boolean;
  /** Catalogue/test: the email field's starting value. */
  defaultEmail?: string;
  /** Catalogue/test: an error already shown at the email field. */
  initialError?: string;
  /** Catalogue/test: show the Share button busy. */
  sharing?: boolean;
}

export function SharePanel(props: SharePanelProps) {
  return (
    <SectionCard
      titleId="share-panel-title"
      title={SHARE_PANEL_COPY.title}
      description={SHARE_PANEL_COPY.description}
      bodyClassName={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      dialogs={
        <ConfirmDialog
          open={props.revokeTarget !== null}
          onOpenChange={(open) => {
            if (!open) props.onRevokeTargetChange(null);
          }}
          title={SHARE_PANEL_COPY.revokeTitle}
          description={SHARE_PANEL_COPY.revokeText(props.revokeTarget?.name ?? '')}
          confirmLabel={SHARE_PANEL_COPY.revoke}
          onConfirm={props.onConfirmRevoke}
          destructive
          busy={props.revoking ?? false}
        />
      }
    >
      <ShareForm {...props} />
      <div>
        <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{SHARE_PANEL_COPY.listTitle}</h3>
        <ShareList {...props} />
      </div>
    </SectionCard>
  );
}

function ShareForm({ onShare, defaultEmail = '', initialError, sharing }: SharePanelProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver, defaultValues: { email: defaultEmail } });

  useEffect(() => {
    if (initialError) setError('email', { message: initialError });
  }, [initialError, setError]);

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      const outcome = await onShare(values.email);
      if (outcome.ok) reset({ email: '' });
      else setError('email', { message: outcome.message }, { shouldFocus: true });
    }),
  );
  const busy = isSubmitting || Boolean(sharing);

  return (
    <InlineEmailForm
      onSubmit={(event) => void submit(event)}
      label={SHARE_PANEL_COPY.emailLabel}
      placeholder={SHARE_PANEL_COPY.emailPlaceholder}
      error={errors.email?.message}
      disabled={busy}
      input={register('email')}
    >
      <Button type="submit" loading={busy} className={inlineSubmit}>
        {busy ? null : <Share2 aria-hidden="true" />}
        {busy ? SHARE_PANEL_COPY.sharing : SHARE_PANEL_COPY.share}
      </Button>
    </InlineEmailForm>
  );
}

function ShareList({ shares, onRetry, onRevokeTargetChange }: SharePanelProps) {
  return (
    <PanelList
      items={shares}
      loadingLabel="Loading the realtors with access"
      failedText={SHARE_PANEL_COPY.loadFailed}
      retryLabel={SHARE_PANEL_COPY.tryAgain}
      onRetry={onRetry}
      emptyText={SHARE_PANEL_COPY.nobody}
    >
      {(rows) => (
        <ul aria-label={SHARE_PANEL_COPY.listTitle} className={panelRowList}>
          {rows.map((share) => (
            <li key={share.realtorUid} className={panelRow()}>
              <span aria-hidden="true" className={avatar}>
                <UserRound size={18} />
              </span>
              <div className={css({ flex: '1 1 12rem', minW: '0' })}>
                <p className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>
                  {share.name}
                  {share.businessName ? (
                    <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                      {' '}
                      · {share.businessName}
                    </span>
                  ) : null}
                </p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                  {share.email}
                </p>
                {share.sharedOn ? (
                  <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                    {SHARE_PANEL_COPY.shared(share.sharedOn)}
                  </p>
                ) : null}
              </div>
              <Button
                variant="outline"
                size="sm"
                className={css({ color: 'danger.text', flexShrink: '0', ml: 'auto' })}
                aria-label={SHARE_PANEL_COPY.revokeLabel(share.name)}
                onClick={() => onRevokeTargetChange(share)}
              >
                <UserX aria-hidden="true" />
                {SHARE_PANEL_COPY.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PanelList>
  );
}

const avatar = css({
  display: 'inline-flex',
  p: '2',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.muted',
  flexShrink: '0',
});

/**
 * "Transfer this home" on the owner's property page: the new owner's email, then — for a
 * home with receipts — which receipts go with it (transfer-receipts-step.tsx, #33), a
 * confirmation that says what changes hands, and — while the recipient has not answered —
 * the pending transfer with Cancel; when the email had no verified homeowner account,
 * "Invitation sent to {email}" with Resend invitation and Cancel. Fed by props;
 * TransferPanelContainer binds the callables.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Hourglass, KeyRound, MailCheck, MailWarning, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { StartTransferSchema, type InvitationStatus } from '@homeledger/domain';
import { Alert, Button, ConfirmDialog, SectionCard } from '@/components/ui';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { InlineEmailForm, inlineSubmit } from '@/components/forms/inline-email-form';
import { TRANSFER_PANEL_COPY } from './transfers-copy';
import { TransferReceiptsStep, type TransferReceipts } from './transfer-receipts-step';

const C = TRANSFER_PANEL_COPY;

const EmailSchema = v.object({ email: StartTransferSchema.entries.email });
const resolver = valibotResolver(EmailSchema) as unknown as Resolver<{ email: string }>;

export type TransferOutcome = { ok: true } | { ok: false; message: string };

/**
 * The pending transfer as the sender sees it (instants are ISO strings): their copy, which
 * never says whether or as whom the email holds an account (#33).
 */
export interface PendingTransferView {
  id: string;
  toEmail: string;
  /** The offer mail's outcome (none on an offer made from a dispute notice). */
  invitation: {
    status: InvitationStatus;
    mails: number;
    requestedAt: string | null;
    sentAt: string | null;
  } | null;
}

export interface TransferPanelProps {
  /** The pending transfer's id, or null when none is waiting. */
  pendingTransferId: string | null;
  /** The pending transfer itself, once read (null: not read yet, or unreadable). */
  pendingTransfer?: PendingTransferView | null;
  /** Starts the transfer; `keepReceipts`: the repairs whose receipts the seller keeps. */
  onStart: (email: string, keepReceipts: readonly string[]) => Promise<TransferOutcome>;
  /** The home's repairs with a receipt (absent: none, and no receipts step). */
  receipts?: TransferReceipts;
  onRetryReceipts?: () => void;
  onCancel: (transferId: string) => Promise<TransferOutcome>;
  /** Sends the invitation mail again (the server allows it every few minutes). */
  onResend?: (transferId: string) => Promise<TransferOutcome>;
  /** Catalogue/test: the email field's starting value, and the confirmation open. */
  defaultEmail?: string;
  initialConfirm?: boolean;
  /** Catalogue/test: open on the receipts step, with these receipts kept. */
  initialStep?: 'email' | 'receipts';
  initialKept?: readonly string[];
}

export function TransferPanel(props: TransferPanelProps) {
  return (
    <SectionCard titleId="transfer-panel-title" title={C.title} description={C.description}>
      {props.pendingTransferId ? (
        <Pending {...props} transferId={props.pendingTransferId} />
      ) : (
        <StartForm {...props} />
      )}
    </SectionCard>
  );
}

const NONE: TransferReceipts = { status: 'ready', data: [] };

function StartForm({
  onStart,
  receipts = NONE,
  onRetryReceipts,
  defaultEmail = '',
  initialConfirm = false,
  initialStep = 'email',
  initialKept = [],
}: TransferPanelProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver, defaultValues: { email: defaultEmail } });
  const [confirming, setConfirming] = useState<string | null>(initialConfirm ? defaultEmail : null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<'email' | 'receipts'>(initialStep);
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set(initialKept));
  // A home with no receipts has no step: the email goes straight to the confirmation.
  const noReceipts = receipts.status === 'ready' && receipts.data.length === 0;
  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      if (noReceipts) setConfirming(values.email);
      else setStep('receipts');
    }),
  );
  // The receipts were still loading when the email was given, and there are none: no step,
  // the confirmation opens as it would have at once.
  const asked = confirming ?? (step === 'receipts' && noReceipts ? getValues('email') : null);
  // Only receipts still listed are kept (one may have gone since it was unticked).
  const keepReceipts =
    receipts.status === 'ready'
      ? receipts.data.filter((row) => kept.has(row.repairId)).map((row) => row.repairId)
      : [];
  if (step === 'receipts' && !noReceipts)
    return (
      <>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {C.emailLabel}: {getValues('email')}
        </p>
        <TransferReceiptsStep
          receipts={receipts}
          kept={kept}
          onKeptChange={setKept}
          {...(onRetryReceipts ? { onRetry: onRetryReceipts } : {})}
          onBack={() => setStep('email')}
          onContinue={() => setConfirming(getValues('email'))}
        />
        {confirmation()}
      </>
    );
  return (
    <>
      <InlineEmailForm
        onSubmit={(event) => void submit(event)}
        label={C.emailLabel}
        placeholder={C.emailPlaceholder}
        error={errors.email?.message}
        disabled={busy}
        input={register('email')}
      >
        <Button type="submit" variant="outline" disabled={busy} className={inlineSubmit}>
          <KeyRound aria-hidden="true" />
          {C.submit}
        </Button>
      </InlineEmailForm>
      {confirmation()}
    </>
  );

  function confirmation() {
    const email = asked ?? getValues('email');
    return (
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (open || busy) return;
          setConfirming(null);
          if (noReceipts) setStep('email');
        }}
        title={C.confirmTitle}
        description={
          keepReceipts.length > 0
            ? `${C.confirmText(email)} ${C.confirmKept(keepReceipts.length)}`
            : C.confirmText(email)
        }
        confirmLabel={C.confirm}
        busy={busy}
        onConfirm={() => {
          if (asked === null || busy) return;
          setBusy(true);
          void onStart(asked, keepReceipts).then((outcome) => {
            setBusy(false);
            setConfirming(null);
            if (outcome.ok) {
              reset({ email: '' });
              setKept(new Set());
              setStep('email');
            } else {
              // The answer is about the email or the receipts: shown where the email is.
              setStep('email');
              setError('email', { message: outcome.message }, { shouldFocus: true });
            }
          });
        }}
      />
    );
  }
}

const sentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function invitationText(
  invitation: NonNullable<PendingTransferView['invitation']>,
  email: string,
): string {
  switch (invitation.status) {
    case 'sending':
      return C.invitationSending;
    case 'sent':
      return C.invitationSentText(email);
    case 'failed':
      return C.invitationFailedText;
    case 'not-configured':
      return C.invitationNotConfiguredText(email);
  }
}

function Pending({
  transferId,
  pendingTransfer,
  onCancel,
  onResend,
}: TransferPanelProps & { transferId: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const invitation = pendingTransfer?.id === transferId ? pendingTransfer.invitation : null;
  const email = pendingTransfer?.toEmail ?? '';
  const problem = invitation?.status === 'failed' || invitation?.status === 'not-configured';
  const resend = () => {
    if (!onResend || resending) return;
    setResending(true);
    setError(null);
    setNotice(null);
    void onResend(transferId).then((outcome) => {
      setResending(false);
      if (outcome.ok) setNotice(C.resent(email));
      else setError(outcome.message);
    });
  };
  const cancelButton = (
    <Button variant="outline" size="sm" onClick={() => setAsking(true)} disabled={resending}>
      {C.cancel}
    </Button>
  );
  return (
    <>
      {invitation ? (
        <Alert
          variant={problem ? 'warning' : 'info'}
          icon={problem ? <MailWarning aria-hidden="true" /> : <MailCheck aria-hidden="true" />}
          title={problem ? C.invitationNotSentTitle(email) : C.invitationSentTitle(email)}
        >
          <p>{invitationText(invitation, email)}</p>
          {invitation.status === 'sent' && invitation.sentAt ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
              {C.lastSent(sentFormat.format(new Date(invitation.sentAt)), invitation.mails)}
            </p>
          ) : null}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
            {onResend ? (
              <Button
                variant="outline"
                size="sm"
                loading={resending}
                disabled={invitation.status === 'sending'}
                onClick={resend}
              >
                <Send aria-hidden="true" />
                {resending ? C.resending : C.resend}
              </Button>
            ) : null}
            {cancelButton}
          </div>
        </Alert>
      ) : (
        <Alert variant="info" icon={<Hourglass aria-hidden="true" />} title={C.pendingTitle}>
          <p>
            {pendingTransfer?.id === transferId && pendingTransfer.toEmail
              ? C.pendingTextFor(pendingTransfer.toEmail)
              : C.pendingText}
          </p>
          <div className={css({ mt: '3' })}>{cancelButton}</div>
        </Alert>
      )}
      <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>
        {notice ?? ''}
      </p>
      {error ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', mt: '2' })}>
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!busy) setAsking(open);
        }}
        title={C.cancelTitle}
        description={C.cancelText}
        confirmLabel={C.cancel}
        cancelLabel={C.keep}
        destructive
        busy={busy}
        onConfirm={() => {
          if (busy) return;
          setBusy(true);
          void onCancel(transferId).then((outcome) => {
            setBusy(false);
            setAsking(false);
            setError(outcome.ok ? null : outcome.message);
          });
        }}
      />
    </>
  );
}

/**
 * "Share with a buyer" on the owner's property page (docs/architecture.md §2): the
 * dialog that creates a view-only link, and the owner's links with their state, opens
 * (date and time, device type), Extend and Revoke. A link's address is shown once, right
 * after creation: only its hash is stored (docs/architecture.md §2), so nobody — the owner
 * included — can read it back later. Fed by props; the data comes from
 * BuyerLinksPanelContainer.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { CalendarPlus, Copy, Link2, Link2Off } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import {
  BUYER_LINK_DEFAULTS,
  BUYER_LINK_MESSAGES,
  CreateBuyerLinkSchema,
  ExtendBuyerLinkSchema,
  buyerLinkState,
  buyerLinkUrl,
  type BuyerLinkState,
  type DeviceType,
} from '@homeledger/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  Field,
  Input,
  type InputProps,
  PanelList,
  panelRow,
  panelRowList,
  SectionCard,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { BUYER_LINKS_COPY as C } from './buyer-links-copy';

/** One of the owner's links, as the list shows it (instants are ISO strings). */
export interface BuyerLinkRow {
  /** The document id: the token's hash (the token itself is never stored). */
  id: string;
  /** Made before tokens were stored hashed: it no longer opens (and cannot be extended). */
  legacy: boolean;
  label: string;
  createdAt: string | null;
  expiresAt: string;
  revokedAt: string | null;
  hideCosts: boolean;
  hideOwnerName: boolean;
  includeReceipts: boolean;
  openCount: number;
  /** Newest first. */
  opens: { at: string; device: DeviceType }[];
}

/** The create form's values (the callable adds the property id). */
export interface BuyerLinkForm {
  label: string;
  days: number;
  hideCosts: boolean;
  hideOwnerName: boolean;
  includeReceipts: boolean;
}

export type CreateOutcome =
  { ok: true; token: string } | { ok: false; message: string; field?: keyof BuyerLinkForm };
export type ActionOutcome = { ok: true } | { ok: false; message: string };

const { propertyId: _omit, ...formEntries } = CreateBuyerLinkSchema.entries;
const FormSchema = v.object(formEntries);
const formResolver = valibotResolver(FormSchema) as unknown as Resolver<BuyerLinkForm>;
const DaysSchema = ExtendBuyerLinkSchema.entries.days;

/** How many opens a link shows before "and N earlier". */
const OPENS_SHOWN = 5;

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const openFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => dayFormat.format(new Date(iso));

export function rowState(row: BuyerLinkRow, now: Date): BuyerLinkState {
  if (row.legacy && !row.revokedAt) return 'expired';
  return buyerLinkState(
    {
      expiresAt: new Date(row.expiresAt),
      revokedAt: row.revokedAt ? new Date(row.revokedAt) : null,
    },
    now,
  );
}

export interface BuyerLinksPanelProps {
  links: Loadable<readonly BuyerLinkRow[]>;
  onRetry: () => void;
  /** The site's origin, for the links' addresses. */
  origin: string;
  /** The time states are judged at. */
  now: Date;
  onCreate: (values: BuyerLinkForm) => Promise<CreateOutcome>;
  onRevoke: (linkId: string) => Promise<ActionOutcome>;
  onExtend: (linkId: string, days: number) => Promise<ActionOutcome>;
  /** Copies the new link's address; resolves false when the browser refused. */
  onCopy: (url: string) => Promise<boolean>;
  /** Catalogue/test: open the create dialog, or show it with this token just created. */
  initialDialog?: 'create' | { created: string };
  /** Catalogue/test: the create form's starting values. */
  defaultValues?: Partial<BuyerLinkForm>;
}

export function BuyerLinksPanel(props: BuyerLinksPanelProps) {
  const [dialog, setDialog] = useState<'create' | { created: string } | null>(
    props.initialDialog ?? null,
  );
  return (
    <SectionCard
      titleId="buyer-links-title"
      title={C.title}
      description={C.description}
      bodyClassName={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      dialogs={
        <CreateDialog
          {...props}
          dialog={dialog}
          onClose={() => setDialog(null)}
          onCreated={(token) => setDialog({ created: token })}
        />
      }
    >
      <Button className={css({ alignSelf: 'flex-start' })} onClick={() => setDialog('create')}>
        <Link2 aria-hidden="true" />
        {C.create}
      </Button>
      <div>
        <h3 className={css({ fontWeight: 'semibold' })}>{C.listTitle}</h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>{C.listHelp}</p>
        <LinkList {...props} />
      </div>
    </SectionCard>
  );
}

function CreateDialog(
  props: BuyerLinksPanelProps & {
    dialog: 'create' | { created: string } | null;
    onClose: () => void;
    onCreated: (token: string) => void;
  },
) {
  const { dialog, onClose } = props;
  const created = typeof dialog === 'object' && dialog !== null ? dialog.created : null;
  const [submitting, setSubmitting] = useState(false);
  return (
    <Dialog
      open={dialog !== null}
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={created ? C.createdTitle : C.dialogTitle}
      description={created ? C.createdText : C.dialogDescription}
    >
      {created ? (
        <CreatedLink
          url={buyerLinkUrl(props.origin, created)}
          onCopy={props.onCopy}
          onDone={onClose}
        />
      ) : (
        <CreateForm {...props} onBusyChange={setSubmitting} />
      )}
    </Dialog>
  );
}

function CreateForm({
  onCreate,
  onCreated,
  onClose,
  onBusyChange,
  defaultValues,
}: BuyerLinksPanelProps & {
  onCreated: (token: string) => void;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BuyerLinkForm>({
    resolver: formResolver,
    defaultValues: { ...BUYER_LINK_DEFAULTS, ...defaultValues },
  });
  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);
  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      const outcome = await onCreate(values);
      if (outcome.ok) onCreated(outcome.token);
      else setError(outcome.field ?? 'root', { message: outcome.message }, { shouldFocus: true });
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={stack}>
      <Field label={C.labelLabel} helperText={C.labelHelp} error={errors.label?.message}>
        <Input
          autoComplete="off"
          placeholder={C.labelPlaceholder}
          disabled={isSubmitting}
          {...register('label')}
        />
      </Field>
      <DaysField
        error={errors.days?.message}
        disabled={isSubmitting}
        {...register('days', { valueAsNumber: true })}
      />
      <fieldset className={stack} disabled={isSubmitting}>
        <legend className={css({ srOnly: true })}>{C.dialogTitle}</legend>
        <Checkbox label={C.hideCosts} {...register('hideCosts')} />
        <Checkbox label={C.hideOwnerName} {...register('hideOwnerName')} />
        <Checkbox label={C.includeReceipts} {...register('includeReceipts')} />
      </fieldset>
      {errors.root?.message ? (
        <Alert variant="danger" role="alert">
          {errors.root.message}
        </Alert>
      ) : null}
      <div className={actions}>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={onClose}>
          {C.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? C.submitting : C.submit}
        </Button>
      </div>
    </form>
  );
}

function CreatedLink({
  url,
  onCopy,
  onDone,
}: {
  url: string;
  onCopy: (url: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className={stack}>
      <Alert variant="warning" title={C.onceTitle}>
        {C.onceText}
      </Alert>
      <Field label={C.linkLabel}>
        <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', minH: '5' })}>
        {copyState === 'copied' ? C.copied : copyState === 'failed' ? C.copyFailed : ''}
      </p>
      <div className={actions}>
        <Button
          variant="outline"
          onClick={() => void onCopy(url).then((ok) => setCopyState(ok ? 'copied' : 'failed'))}
        >
          <Copy aria-hidden="true" />
          {C.copy}
        </Button>
        <Button onClick={onDone}>{C.done}</Button>
      </div>
    </div>
  );
}

const STATE_BADGE: Record<BuyerLinkState, 'success' | 'neutral' | 'danger'> = {
  active: 'success',
  expired: 'neutral',
  revoked: 'danger',
};

function LinkList(props: BuyerLinksPanelProps) {
  const { links, onRetry, now } = props;
  const [revoke, setRevoke] = useState<BuyerLinkRow | null>(null);
  const [extend, setExtend] = useState<BuyerLinkRow | null>(null);
  return (
    <PanelList
      items={links}
      loadingLabel="Loading your buyer links"
      failedText={C.loadFailed}
      retryLabel={C.tryAgain}
      onRetry={onRetry}
      emptyText={C.none}
    >
      {(rows) => (
        <>
          <ul aria-label={C.listTitle} className={panelRowList}>
            {rows.map((row) => (
              <LinkItem
                key={row.id}
                row={row}
                state={rowState(row, now)}
                {...props}
                onAskRevoke={() => setRevoke(row)}
                onAskExtend={() => setExtend(row)}
              />
            ))}
          </ul>
          <RevokeDialog row={revoke} onClose={() => setRevoke(null)} onRevoke={props.onRevoke} />
          <ExtendDialog row={extend} onClose={() => setExtend(null)} onExtend={props.onExtend} />
        </>
      )}
    </PanelList>
  );
}

function LinkItem({
  row,
  state,
  onAskRevoke,
  onAskExtend,
}: BuyerLinksPanelProps & {
  row: BuyerLinkRow;
  state: BuyerLinkState;
  onAskRevoke: () => void;
  onAskExtend: () => void;
}) {
  const when =
    state === 'revoked' && row.revokedAt
      ? C.revokedOn(day(row.revokedAt))
      : row.legacy
        ? C.legacy
        : state === 'expired'
          ? C.expired(day(row.expiresAt))
          : C.expires(day(row.expiresAt));
  const options = [
    row.hideCosts ? C.options.costsHidden : null,
    row.hideOwnerName ? C.options.nameHidden : null,
    row.includeReceipts ? C.options.receipts : null,
  ].filter(Boolean);
  return (
    <li className={panelRow({ layout: 'stacked' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <p className={css({ fontWeight: 'medium', wordBreak: 'break-word', flex: '1 1 10rem' })}>
          {row.label}
        </p>
        <Badge variant={STATE_BADGE[state]}>{C.state[state]}</Badge>
      </div>
      <p className={meta}>
        {when}
        {options.length > 0 ? ` · ${options.join(' · ')}` : ''}
      </p>
      <OpenLog row={row} />
      {state === 'revoked' || row.legacy ? null : (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Button
            variant="outline"
            size="sm"
            aria-label={C.extendLabel(row.label)}
            onClick={onAskExtend}
          >
            <CalendarPlus aria-hidden="true" />
            {C.extend}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={css({ color: 'danger.text' })}
            aria-label={C.revokeLabel(row.label)}
            onClick={onAskRevoke}
          >
            <Link2Off aria-hidden="true" />
            {C.revoke}
          </Button>
        </div>
      )}
    </li>
  );
}

function OpenLog({ row }: { row: BuyerLinkRow }) {
  const shown = row.opens.slice(0, OPENS_SHOWN);
  const earlier = Math.max(0, row.openCount - shown.length);
  return (
    <div className={css({ fontSize: 'sm' })}>
      <p className={css({ color: 'fg.muted' })}>{C.opens(row.openCount)}</p>
      {shown.length > 0 ? (
        <ul aria-label={`${C.openLog}: ${row.label}`} className={openList}>
          {shown.map((open) => (
            <li key={open.at}>
              <time dateTime={open.at}>{openFormat.format(new Date(open.at))}</time> ·{' '}
              {C.device[open.device]}
            </li>
          ))}
          {earlier > 0 ? (
            <li className={css({ color: 'fg.muted' })}>{C.olderOpens(earlier)}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

function RevokeDialog({
  row,
  onClose,
  onRevoke,
}: {
  row: BuyerLinkRow | null;
  onClose: () => void;
  onRevoke: (linkId: string) => Promise<ActionOutcome>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open && !busy) {
          setError(null);
          onClose();
        }
      }}
      title={C.revokeTitle}
      description={C.revokeText(row?.label ?? '')}
      confirmLabel={C.revoke}
      destructive
      busy={busy}
      onConfirm={() => {
        if (!row || busy) return;
        setBusy(true);
        void onRevoke(row.id).then((outcome) => {
          setBusy(false);
          if (outcome.ok) {
            setError(null);
            onClose();
          } else setError(outcome.message);
        });
      }}
    >
      <ErrorText message={error} />
    </ConfirmDialog>
  );
}

function ExtendDialog({
  row,
  onClose,
  onExtend,
}: {
  row: BuyerLinkRow | null;
  onClose: () => void;
  onExtend: (linkId: string, days: number) => Promise<ActionOutcome>;
}) {
  const [days, setDays] = useState(String(BUYER_LINK_DEFAULTS.days));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setDays(String(BUYER_LINK_DEFAULTS.days));
    onClose();
  };
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open && !busy) close();
      }}
      title={C.extendTitle}
      description={C.extendText}
      confirmLabel={C.extend}
      busy={busy}
      onConfirm={() => {
        if (!row || busy) return;
        const parsed = v.safeParse(DaysSchema, days.trim() === '' ? NaN : Number(days));
        if (!parsed.success) {
          setError(BUYER_LINK_MESSAGES.days);
          return;
        }
        setBusy(true);
        void onExtend(row.id, parsed.output).then((outcome) => {
          setBusy(false);
          if (outcome.ok) close();
          else setError(outcome.message);
        });
      }}
    >
      <DaysField
        error={error}
        value={days}
        disabled={busy}
        onChange={(event) => setDays(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}

/** How many days a link lasts (1–30), when it is made and when it is extended. */
function DaysField({ error, ...input }: InputProps & { error: string | null | undefined }) {
  return (
    <Field label={C.daysLabel} helperText={C.daysHelp} error={error}>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        step={1}
        className={css({ maxW: '8rem' })}
        {...input}
      />
    </Field>
  );
}

function ErrorText({ message }: { message: string | null }): ReactNode {
  return message ? (
    <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
      {message}
    </p>
  ) : null;
}

const stack = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  border: 'none',
  p: '0',
  m: '0',
});
const actions = css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '2' });
const meta = css({ fontSize: 'sm', color: 'fg.muted' });
const openList = css({ listStyle: 'none', p: '0', mt: '1', display: 'grid', gap: '0.5' });

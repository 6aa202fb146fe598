/**
 * Co-owners' consent (issue #31), fed by props. On the property page, `ConsentPanel` shows the
 * owner's transfer or delete waiting for the co-owners: to a co-owner who has not answered,
 * the request with Agree and Refuse; to the owner, each co-owner's answer and Cancel, or who
 * refused and Dismiss. On the dashboard, `ConsentPromptsPanel` lists the requests waiting for
 * the signed-in co-owner's answer.
 */
import { Check, ShieldQuestion, X } from 'lucide-react';
import { css } from 'styled-system/css';
import { Badge, Button, panelRow, panelRowList, SectionCard } from '@/components/ui';
import type { ConsentView } from './household-types';
import { CONSENT_COPY as C } from './households-copy';

export type ConsentAnswerChoice = 'agree' | 'refuse';

/** What is being done right now: an answer, a cancel (null: nothing). */
export type ConsentBusy = { propertyId: string; kind: ConsentAnswerChoice | 'cancel' } | null;

/** The request's sentence, as a co-owner reads it. */
function askedText(view: ConsentView): string {
  return view.action === 'transfer'
    ? C.askedTransfer(view.byName, view.address, view.email)
    : C.askedDelete(view.byName, view.address);
}

function refusedNames(view: ConsentView): string {
  return view.people
    .filter((p) => p.answer === 'refuse')
    .map((p) => p.name)
    .join(', ');
}

function AnswerButtons(props: {
  view: ConsentView;
  busy: ConsentBusy;
  onAnswer: (view: ConsentView, answer: ConsentAnswerChoice) => void;
}) {
  const { view, busy } = props;
  const working = busy?.propertyId === view.propertyId;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        loading={working && busy?.kind === 'agree'}
        disabled={working}
        aria-label={`${C.agree}: ${view.address}`}
        onClick={() => props.onAnswer(view, 'agree')}
      >
        <Check aria-hidden="true" />
        {C.agree}
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={working && busy?.kind === 'refuse'}
        disabled={working}
        aria-label={`${C.refuse}: ${view.address}`}
        onClick={() => props.onAnswer(view, 'refuse')}
      >
        <X aria-hidden="true" />
        {C.refuse}
      </Button>
    </div>
  );
}

export interface ConsentPanelProps {
  view: ConsentView;
  /** Who is looking: the owner who asked, or a co-owner. */
  viewer: 'owner' | 'co-owner';
  currentUid: string;
  busy: ConsentBusy;
  onAnswer: (view: ConsentView, answer: ConsentAnswerChoice) => void;
  /** The owner cancels the request, or dismisses a refused one. */
  onCancel: (view: ConsentView) => void;
}

/** The request on the property page. */
export function ConsentPanel(props: ConsentPanelProps) {
  const { view, viewer, currentUid, busy } = props;
  const refused = view.state === 'refused';
  const mine = view.people.find((p) => p.uid === currentUid);
  const awaitingMe = viewer === 'co-owner' && view.state === 'asking' && mine?.answer == null;
  const working = busy?.propertyId === view.propertyId;

  let text: string;
  if (refused)
    text =
      view.action === 'transfer'
        ? C.refusedTransfer(refusedNames(view))
        : C.refusedDelete(refusedNames(view));
  else if (viewer === 'owner')
    text = view.action === 'transfer' ? C.waitingTransfer(view.email) : C.waitingDelete;
  else if (awaitingMe) text = askedText(view);
  else text = `${askedText(view)} ${C.youAgreed}`;

  return (
    <SectionCard
      titleId="consent-title"
      title={
        <span className={styles.title}>
          <ShieldQuestion aria-hidden="true" size={18} />
          {awaitingMe ? C.titleAsked : C.title}
        </span>
      }
      description={text}
      bodyClassName={css({ display: 'grid', gap: '3' })}
    >
      {awaitingMe ? (
        <AnswerButtons view={view} busy={busy} onAnswer={props.onAnswer} />
      ) : (
        <ul aria-label={C.answersTitle} className={panelRowList}>
          {view.people.map((person) => (
            <li key={person.uid} className={panelRow({ layout: 'inline' })}>
              <span className={styles.name}>{person.name}</span>
              <Badge
                variant={
                  person.answer === 'agree'
                    ? 'success'
                    : person.answer === 'refuse'
                      ? 'danger'
                      : 'neutral'
                }
              >
                {person.answer === 'agree'
                  ? C.agreed
                  : person.answer === 'refuse'
                    ? C.refused
                    : C.noAnswer}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {viewer === 'owner' ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="outline"
            loading={working && busy?.kind === 'cancel'}
            disabled={working || view.state === 'agreed'}
            onClick={() => props.onCancel(view)}
          >
            {refused ? C.dismiss : C.cancel}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}

export interface ConsentPromptsPanelProps {
  /** The requests waiting for the signed-in co-owner's answer (the panel hides when none). */
  views: readonly ConsentView[];
  busy: ConsentBusy;
  onAnswer: (view: ConsentView, answer: ConsentAnswerChoice) => void;
}

/** The dashboard's prompt: every request waiting for this co-owner's answer. */
export function ConsentPromptsPanel(props: ConsentPromptsPanelProps) {
  if (props.views.length === 0) return null;
  return (
    <SectionCard
      titleId="consent-prompts-title"
      title={
        <span className={styles.title}>
          <ShieldQuestion aria-hidden="true" size={18} />
          {C.titleAsked}
        </span>
      }
      description={null}
      bodyClassName={css({ display: 'grid', gap: '3' })}
    >
      <ul aria-label={C.list} className={panelRowList}>
        {props.views.map((view) => (
          <li key={view.propertyId} className={panelRow({ layout: 'stacked' })}>
            <p className={styles.address}>{view.address}</p>
            <p className={styles.muted}>{askedText(view)}</p>
            <AnswerButtons view={view} busy={props.busy} onAnswer={props.onAnswer} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

const styles = {
  title: css({ display: 'inline-flex', alignItems: 'center', gap: '2' }),
  name: css({ fontWeight: 'medium', flex: '1 1 10rem', minW: '0', wordBreak: 'break-word' }),
  // In a stacked (column) row: no flex basis, or it would grow tall.
  address: css({ fontWeight: 'medium', wordBreak: 'break-word' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

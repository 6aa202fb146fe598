/**
 * Binds co-owners' consent (issue #31) to its panels: ConsentContainer on the property page
 * (the home's request, live), ConsentPromptsContainer on the dashboard (the requests waiting
 * for the signed-in co-owner's answer). Answers and cancels go through the callables; a
 * failure is a toast.
 */
import { useCallback } from 'react';
import type { HouseholdRole } from '@homeledger/domain';
import { useSingleFlightCall } from '@/components/panels/use-row-action';
import { toast } from '@/components/ui';
import { answerConsent, cancelConsent, useConsentPrompts, useHomeConsent } from './api/households';
import {
  ConsentPanel,
  ConsentPromptsPanel,
  type ConsentAnswerChoice,
  type ConsentBusy,
} from './consent-panel';
import type { ConsentView } from './household-types';
import { CONSENT_TOASTS as T } from './households-copy';

function useConsentActions() {
  const { busy, run: runCall } = useSingleFlightCall<NonNullable<ConsentBusy>>(T.failed);
  const run = useCallback(
    (view: ConsentView, kind: ConsentAnswerChoice | 'cancel', call: () => Promise<void>) =>
      runCall({ propertyId: view.propertyId, kind }, `consent ${kind}`, call),
    [runCall],
  );
  const onAnswer = useCallback(
    (view: ConsentView, answer: ConsentAnswerChoice) =>
      void run(view, answer, async () => {
        const result = await answerConsent({ propertyId: view.propertyId, answer });
        if (result.state === 'refused' || answer === 'refuse')
          toast({ title: T.refused, description: T.refusedText });
        else toast({ title: result.state === 'done' ? T.done : T.agreed, variant: 'success' });
      }),
    [run],
  );
  const onCancel = useCallback(
    (view: ConsentView) =>
      void run(view, 'cancel', async () => {
        await cancelConsent({ propertyId: view.propertyId });
        if (view.state !== 'refused') toast({ title: T.cancelled });
      }),
    [run],
  );
  return { busy, onAnswer, onCancel };
}

/** The property page's request, for the owner and the co-owners (nothing for anyone else). */
export function ConsentContainer(props: { propertyId: string; role: HouseholdRole; uid: string }) {
  const { propertyId, role, uid } = props;
  const shown = role === 'owner' || role === 'co-owner';
  const home = useHomeConsent(shown ? uid : null, propertyId);
  const { busy, onAnswer, onCancel } = useConsentActions();
  const view = home.state.status === 'ready' ? home.state.data?.view : null;
  if (!shown || !view) return null;
  return (
    <ConsentPanel
      view={view}
      viewer={role === 'owner' ? 'owner' : 'co-owner'}
      currentUid={uid}
      busy={busy}
      onAnswer={onAnswer}
      onCancel={onCancel}
    />
  );
}

/** The dashboard's prompt (nothing when no request waits for this homeowner). */
export function ConsentPromptsContainer({ uid }: { uid: string | null | undefined }) {
  const views = useConsentPrompts(uid);
  const { busy, onAnswer } = useConsentActions();
  return <ConsentPromptsPanel views={views} busy={busy} onAnswer={onAnswer} />;
}

/**
 * Binds the homeowner's pending record offers and answerRecordOffer to the
 * RecordOffersPanel. An accepted offer becomes a repair: the dashboard's live
 * properties and repairs show it by themselves.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui';
import { ready, type Loadable } from '@/lib/data/loadable';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { FirestoreUnavailableError } from '@/lib/firebase/use-live-query';
import { answerRecordOffer, usePendingRecordOffers } from './api/record-offers';
import { RecordOffersPanel, type OfferAnswer, type RecordOfferRow } from './record-offers-panel';
import { RECORD_OFFERS_COPY } from './record-offers-copy';

export function RecordOffersContainer({ uid }: { uid: string | null | undefined }) {
  const offers = usePendingRecordOffers(uid);
  const [answering, setAnswering] = useState<Readonly<Record<string, OfferAnswer>>>({});
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const [declineTarget, setDeclineTarget] = useState<RecordOfferRow | null>(null);
  const inFlight = useRef(new Set<string>());

  const answer = useCallback(async (offer: RecordOfferRow, choice: OfferAnswer) => {
    if (inFlight.current.has(offer.id)) return;
    inFlight.current.add(offer.id);
    setAnswering((current) => ({ ...current, [offer.id]: choice }));
    try {
      await answerRecordOffer({ offerId: offer.id, answer: choice, shown: offer });
      setAnswered((current) => new Set(current).add(offer.id));
      setDeclineTarget((target) => (target?.id === offer.id ? null : target));
      if (choice === 'accept') {
        toast({
          title: RECORD_OFFERS_COPY.accepted,
          description: RECORD_OFFERS_COPY.acceptedText(offer.serviceType, offer.property.address),
          variant: 'success',
        });
      } else toast({ title: RECORD_OFFERS_COPY.declined });
    } catch (error) {
      console.error('answerRecordOffer failed', error);
      const { message } = callableFailure(error);
      toast({
        title: RECORD_OFFERS_COPY.answerFailed,
        ...(message !== CALLABLE_FALLBACK_MESSAGE ? { description: message } : {}),
        variant: 'destructive',
      });
    } finally {
      inFlight.current.delete(offer.id);
      setAnswering((current) => {
        const next = { ...current };
        delete next[offer.id];
        return next;
      });
    }
  }, []);

  const shown = useMemo<Loadable<readonly RecordOfferRow[]>>(() => {
    const state = offers.state;
    // Without the Firestore emulator the signed-in area already says why: nothing here.
    if (state.status === 'error' && state.error instanceof FirestoreUnavailableError)
      return ready([]);
    if (state.status !== 'ready' || answered.size === 0) return state;
    return ready(state.data.filter((offer) => !answered.has(offer.id)));
  }, [offers.state, answered]);

  return (
    <RecordOffersPanel
      offers={shown}
      onRetry={offers.retry}
      onAccept={(offer) => void answer(offer, 'accept')}
      answering={answering}
      declineTarget={declineTarget}
      onDeclineTargetChange={(offer) => {
        if (declineTarget && inFlight.current.has(declineTarget.id)) return;
        setDeclineTarget(offer);
      }}
      onConfirmDecline={() => {
        if (declineTarget) void answer(declineTarget, 'decline');
      }}
    />
  );
}

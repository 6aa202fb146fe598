/** Binds the holder's open dispute notices and resolveDispute to DisputeNotices. */
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui';
import { callableFailure } from '@/lib/firebase/callable';
import { resolveDispute, useOpenDisputes } from './api/disputes';
import { DisputeNotices, type DisputeAnswer, type DisputeNoticeRow } from './dispute-notices';
import { DISPUTE_TOASTS } from './disputes-copy';

export function DisputeNoticesContainer({ uid }: { uid: string | null | undefined }) {
  const notices = useOpenDisputes(uid);
  const [busy, setBusy] = useState<{ id: string; answer: DisputeAnswer } | null>(null);
  const [confirming, setConfirming] = useState<DisputeNoticeRow | null>(null);
  const inFlight = useRef(false);

  const onAnswer = useCallback(async (row: DisputeNoticeRow, answer: DisputeAnswer) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy({ id: row.id, answer });
    try {
      await resolveDispute({ disputeId: row.id, answer });
      toast(
        answer === 'transfer'
          ? {
              title: DISPUTE_TOASTS.transfer,
              description: DISPUTE_TOASTS.transferText,
              variant: 'success',
            }
          : { title: DISPUTE_TOASTS.keep },
      );
    } catch (error) {
      console.error('resolveDispute failed', error);
      toast({
        title: DISPUTE_TOASTS.failed,
        description: callableFailure(error).message,
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
      setBusy(null);
      setConfirming(null);
    }
  }, []);

  return (
    <DisputeNotices
      notices={notices.state}
      busy={busy}
      confirming={confirming}
      onConfirmingChange={setConfirming}
      onAnswer={(row, answer) => void onAnswer(row, answer)}
    />
  );
}

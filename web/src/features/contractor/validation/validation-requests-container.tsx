/**
 * ValidationRequestsPanel: the signed-in contractor's pending validation requests
 * bound to answerValidation. No props; mount it in the portal:
 * `<ValidationRequestsPanel />`. A request being answered has its buttons disabled at
 * once; an answered one leaves the list before its snapshot confirms it.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { ready, type Loadable } from '@/lib/data/loadable';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { usePendingValidationRequests } from './api/use-validation-requests';
import { answerValidation } from './api/validation';
import { VALIDATION_TOASTS } from './validation-copy';
import { ValidationRequestsScreen } from './validation-requests-screen';
import type { ValidationAnswer, ValidationRequestRow } from './validation-types';

export function ValidationRequestsPanel() {
  const { user } = useAuth();
  const requests = usePendingValidationRequests(user?.id);
  const [answering, setAnswering] = useState<Readonly<Record<string, ValidationAnswer>>>({});
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const [declineTarget, setDeclineTarget] = useState<ValidationRequestRow | null>(null);
  /** Request ids with a call in flight (state updates are not synchronous). */
  const inFlight = useRef(new Set<string>());

  const answer = useCallback(async (request: ValidationRequestRow, choice: ValidationAnswer) => {
    if (inFlight.current.has(request.id)) return;
    inFlight.current.add(request.id);
    setAnswering((current) => ({ ...current, [request.id]: choice }));
    try {
      await answerValidation({ repairId: request.id, answer: choice, shown: request });
      setAnswered((current) => new Set(current).add(request.id));
      if (choice === 'validate')
        toast({
          title: VALIDATION_TOASTS.validated,
          description: VALIDATION_TOASTS.validatedText(request.ownerName),
          variant: 'success',
        });
      else
        toast({
          title: VALIDATION_TOASTS.declined,
          description: VALIDATION_TOASTS.declinedText(request.ownerName),
        });
      setDeclineTarget((target) => (target?.id === request.id ? null : target));
    } catch (error) {
      console.error('answerValidation failed', error);
      // The server's words when the request changed meanwhile (answered, cancelled).
      const { message } = callableFailure(error);
      toast({
        title: VALIDATION_TOASTS.answerFailed,
        ...(message !== CALLABLE_FALLBACK_MESSAGE ? { description: message } : {}),
        variant: 'destructive',
      });
    } finally {
      inFlight.current.delete(request.id);
      setAnswering((current) => {
        const next = { ...current };
        delete next[request.id];
        return next;
      });
    }
  }, []);

  const shown = useMemo<Loadable<readonly ValidationRequestRow[]>>(() => {
    const state = requests.state;
    if (state.status !== 'ready' || answered.size === 0) return state;
    return ready(state.data.filter((request) => !answered.has(request.id)));
  }, [requests.state, answered]);

  return (
    <ValidationRequestsScreen
      requests={shown}
      onRetry={requests.retry}
      onValidate={(request) => void answer(request, 'validate')}
      answering={answering}
      declineTarget={declineTarget}
      onDeclineTargetChange={(request) => {
        // The dialog stays while its decline is under way.
        if (declineTarget && inFlight.current.has(declineTarget.id)) return;
        setDeclineTarget(request);
      }}
      onConfirmDecline={() => {
        if (declineTarget) void answer(declineTarget, 'decline');
      }}
    />
  );
}

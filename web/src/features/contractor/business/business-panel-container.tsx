/**
 * Binds the "Your business" panel to the contractor's profile and the
 * `submitBusinessLicence` callable: the state is read once, and replaced by what the
 * callable answers after a submit.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SubmitBusinessLicenceInput } from '@homeledger/domain';
import { RetryAlert } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { callableFailure } from '@/lib/firebase/callable';
import type { Loadable } from '@/lib/data/loadable';
import {
  readBusinessVerification,
  submitBusinessLicence,
  type BusinessVerificationView,
} from '../api/business-verification';
import { BUSINESS_COPY as COPY } from './business-copy';
import { BusinessPanel, type LicenceOutcome } from './business-panel';

export function BusinessPanelContainer() {
  const { user } = useAuth();
  const uid = user?.id;
  const [state, setState] = useState<Loadable<BusinessVerificationView>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    readBusinessVerification(uid).then(
      (data) => !cancelled && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (cancelled) return;
        console.error('business verification read failed', error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  const onSubmit = useCallback(
    async (licence: SubmitBusinessLicenceInput): Promise<LicenceOutcome> => {
      try {
        const { businessVerification } = await submitBusinessLicence(licence);
        setState({
          status: 'ready',
          data: {
            state: businessVerification,
            licenceNumber: licence.licenceNumber.trim().toUpperCase(),
            licenceState: licence.licenceState.trim().toUpperCase(),
          },
        });
        return { ok: true };
      } catch (error) {
        const failure = callableFailure(error);
        const field =
          failure.field === 'licenceNumber' || failure.field === 'licenceState'
            ? failure.field
            : null;
        return { ok: false, message: failure.message, field };
      }
    },
    [],
  );

  if (state.status === 'loading') return null;
  if (state.status === 'error')
    return (
      <RetryAlert
        message={COPY.loadFailed}
        retryLabel={COPY.retry}
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  return <BusinessPanel business={state.data} onSubmit={onSubmit} />;
}

/** /add-property: binds the Add Property screen to the addProperty callable. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddPropertyInput } from '@homeledger/domain';
import { PageMeta } from '../../components/layout/page-meta';
import { toast } from '../../components/ui';
import { AddPropertyScreen, type SubmitOutcome } from './add-property-screen';
import { addedToast, addProperty, describeAddPropertyFailure } from './api/add-property';

export function AddPropertyPage() {
  const navigate = useNavigate();
  const leave = useCallback(() => navigate('/dashboard'), [navigate]);

  const submit = useCallback(
    async (input: AddPropertyInput): Promise<SubmitOutcome> => {
      try {
        const result = await addProperty(input);
        toast(addedToast(result.verificationStatus));
        navigate('/dashboard');
        return { ok: true };
      } catch (error) {
        const failure = describeAddPropertyFailure(error);
        toast(failure.toast);
        return { ok: false, field: failure.field, message: failure.message ?? undefined };
      }
    },
    [navigate],
  );

  return (
    <>
      <PageMeta title="Add Property" description="Add a property to start tracking its repairs" />
      <AddPropertyScreen onSubmit={submit} onLeave={leave} />
    </>
  );
}

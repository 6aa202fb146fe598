/** /add-property: binds the Add Property screen to the addProperty callable. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddPropertyInput } from '@homeledger/domain';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { AddressAutocomplete, usePlacesSession } from './address-autocomplete';
import {
  AddPropertyScreen,
  type AddressControlProps,
  type SubmitOutcome,
} from './add-property-screen';
import { fetchPlaceDetails, fetchSuggestions, type PlaceSuggestion } from './api/places';
import { addedToast, addProperty, describeAddPropertyFailure } from './api/add-property';
import { paths } from '@/lib/paths';

export function AddPropertyPage() {
  const navigate = useNavigate();
  const leave = useCallback(() => navigate(paths.dashboard), [navigate]);

  const submit = useCallback(
    async (input: AddPropertyInput): Promise<SubmitOutcome> => {
      try {
        const result = await addProperty(input);
        toast(addedToast(result.verificationStatus));
        navigate(paths.dashboard);
        return { ok: true };
      } catch (error) {
        const failure = describeAddPropertyFailure(error);
        toast(failure.toast);
        return { ok: false, field: failure.field, message: failure.message ?? undefined };
      }
    },
    [navigate],
  );

  const session = usePlacesSession();
  const renderAddress = useCallback(
    (control: AddressControlProps) => {
      const choose = async (suggestion: PlaceSuggestion) => {
        const typed = control.value;
        try {
          const details = await fetchPlaceDetails(suggestion.placeId, session.token);
          control.onChoose({ placeId: suggestion.placeId, ...details });
        } catch (error) {
          // Spec: a details failure is logged and the typed text restored.
          console.error('Could not load the chosen address', error);
          control.onChange(typed);
        } finally {
          session.renew();
        }
      };
      return (
        <AddressAutocomplete
          name={control.name}
          value={control.value}
          disabled={control.disabled}
          invalid={control.invalid}
          placeholder="Start typing an address"
          onChange={control.onChange}
          onBlur={control.onBlur}
          onSelect={(suggestion) => void choose(suggestion)}
          loadSuggestions={(input) => fetchSuggestions(input, session.token)}
        />
      );
    },
    [session],
  );

  return (
    <>
      <PageMeta title="Add Property" description="Add a property to start tracking its repairs" />
      <AddPropertyScreen onSubmit={submit} onLeave={leave} renderAddress={renderAddress} />
    </>
  );
}

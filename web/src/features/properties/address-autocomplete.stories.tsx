import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  AddressAutocomplete,
  AddressAutocompleteView,
  type SuggestionListStatus,
} from './address-autocomplete';
import { fixtureLoader, suggestionsFixture } from './address-autocomplete.fixtures';
import { SUGGESTION_MESSAGES, type PlaceSuggestion } from './api/places-model';

export default {
  title: 'Add Property / Address suggestions',
} satisfies StoryDefault;

const frame = css({ maxW: 'xl', mx: 'auto', px: '4', py: '8', minH: '26rem' });

/** The list in a fixed state, open as the user would see it while typing. */
function Frozen({
  value = '1600 Amph',
  status,
  suggestions = [],
  listError = null,
  error = null,
}: {
  value?: string;
  status: SuggestionListStatus;
  suggestions?: PlaceSuggestion[];
  listError?: string | null;
  error?: string | null;
}) {
  const [open, setOpen] = useState(status !== 'idle');
  const [text, setText] = useState(value);
  return (
    <div className={frame}>
      <AddressAutocompleteView
        label="Street Address"
        name="address"
        placeholder="123 Main Street"
        value={text}
        error={error}
        suggestions={suggestions}
        status={status}
        listError={listError}
        open={open}
        onOpenChange={setOpen}
        onInputChange={setText}
        onSelect={(s) => setText(s.mainText ?? s.text)}
      />
    </div>
  );
}

export const Idle: Story = () => <Frozen value="" status="idle" />;

export const LoadingSuggestions: Story = () => <Frozen status="loading" />;

export const SuggestionsShown: Story = () => (
  <Frozen status="ready" suggestions={suggestionsFixture.slice(0, 3)} />
);

export const NoResults: Story = () => <Frozen value="zzqx lane" status="ready" />;

export const ApiError: Story = () => (
  <Frozen
    status="error"
    listError={SUGGESTION_MESSAGES.apiError(
      'The address service is not responding. Try again, or enter the address manually.',
    )}
  />
);

export const NoResponse: Story = () => (
  <Frozen status="error" listError={SUGGESTION_MESSAGES.noResponse} />
);

export const InvalidAddress: Story = () => (
  <Frozen value="12" status="idle" error="Address must be at least 5 characters" />
);

/** The real component with a fixture loader (type "1600" or "oak"): debounce, loading, selection. */
export const Interactive: Story = () => {
  const [value, setValue] = useState('');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  return (
    <div className={frame}>
      <AddressAutocomplete
        label="Street Address"
        name="address"
        placeholder="123 Main Street"
        value={value}
        onChange={setValue}
        onSelect={(s) => {
          setChosen(s);
          setValue(s.mainText ?? s.text);
        }}
        loadSuggestions={fixtureLoader()}
        helperText="Type at least 3 characters to see suggestions."
      />
      <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
        {chosen ? `Chosen: ${chosen.text}` : 'Nothing chosen yet.'}
      </p>
    </div>
  );
};

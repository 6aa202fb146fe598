/**
 * Street-address input with Google Places suggestions: an accessible combobox
 * (Ark UI Combobox) that stays a plain text input whenever suggestions are not
 * available. Presentational: it never calls Firebase — the page passes
 * `loadSuggestions` (usually `(input) => fetchSuggestions(input, session.token)`).
 *
 * ## `<AddressAutocomplete>` props
 *
 * | prop              | what                                                                                        |
 * |-------------------|---------------------------------------------------------------------------------------------|
 * | `value`           | the text in the input (controlled; e.g. react-hook-form's `field.value`)                    |
 * | `onChange(text)`  | every keystroke (only typing — never a selection or a change of `value` from outside)       |
 * | `onSelect(s)`     | a suggestion was chosen (click, or arrows + Enter). The text is NOT changed here: the page  |
 * |                   | fetches the details, fills the fields (or keeps/restores the typed text if that fails)      |
 * | `loadSuggestions` | `(input) => Promise<PlaceSuggestion[]>`; called with the trimmed text after a 300 ms pause, |
 * |                   | only with ≥ 3 characters. Reject with a `SuggestionsError` (api/places.ts does); any other  |
 * |                   | error is shown as "No response from server" / its server message (see places-model.ts)     |
 * | `label`           | optional: wraps the input in the kit's `<Field>` with this label, `error`, `helperText`     |
 * | `error`           | the field's validation message (with `label`); or put the component inside your own Field  |
 * | `invalid`, `disabled`, `required`, `name`, `id`, `placeholder`, `onBlur`, `inputRef`, `aria-label` | as for an input |
 *
 * Inside a kit `<Field>` (or with `label`) the label, `aria-describedby` and the invalid/disabled
 * state are wired through Ark's field context, like the kit's `<Input>`.
 *
 * Behaviour: "Loading suggestions..." while a request runs, "No results found", or the error text
 * from `loadSuggestions`; only the answer for the latest input is shown; arrows move, Enter picks,
 * Escape closes. A "not configured" answer (no Places key) is shown once, then the component stops
 * asking for the rest of its life: manual entry is the normal path then. Typing always works.
 *
 * `usePlacesSession()` gives the session token for a suggestion session (one per address search,
 * renewed after the details call so Google bills the session once).
 *
 * `<AddressAutocompleteView>` is the same input with the list state passed in (catalogue, tests).
 */
import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { CircleAlert, LoaderCircle, MapPin } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from 'styled-system/css';
import { combobox, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { useFieldDescribedBy } from '@/components/ui/use-field-control-props';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SUGGESTION_MESSAGES, toSuggestionsError, type PlaceSuggestion } from './api/places-model';

/** Spec §2 Add Property / §9: suggestions after a 300 ms pause, from 3 characters. */
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 3;

export type SuggestionListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Input-level props shared by the stateful component and the view. */
export interface AddressInputProps {
  value: string;
  /** Visible label: renders the kit's `<Field>` around the input. Omit inside your own Field. */
  label?: ReactNode;
  /** Validation message under the input (only with `label`). */
  error?: string | null;
  helperText?: ReactNode;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** With `label`: the Field's id; otherwise the input's id. */
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The input element (e.g. react-hook-form's `field.ref`, to focus it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  /** Render the list in a portal (default true; tests and stories may turn it off). */
  portalled?: boolean;
  className?: string;
}

export interface AddressAutocompleteViewProps extends AddressInputProps {
  suggestions: readonly PlaceSuggestion[];
  status: SuggestionListStatus;
  /** The message shown when `status` is 'error' (already in the spec's words). */
  listError?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user typed. */
  onInputChange: (text: string) => void;
  onSelect: (suggestion: PlaceSuggestion) => void;
}

const NO_VALUE: string[] = [];
const NO_SUGGESTIONS: readonly PlaceSuggestion[] = [];

function listMessage(
  status: SuggestionListStatus,
  count: number,
  listError: string | null | undefined,
): string | null {
  if (status === 'loading') return SUGGESTION_MESSAGES.loading;
  if (status === 'error') return listError || SUGGESTION_MESSAGES.noResponse;
  if (status === 'ready' && count === 0) return SUGGESTION_MESSAGES.noResults;
  return null;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function ComboboxInput({
  className,
  placeholder,
  ariaLabel,
  onBlur,
  inputRef,
}: {
  className: string;
  placeholder?: string;
  ariaLabel?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
}) {
  // Inside a Field: also point aria-describedby at the visible error text (as the kit's Input does).
  const describedBy = useFieldDescribedBy();
  return (
    <ArkCombobox.Input
      ref={inputRef}
      className={className}
      placeholder={placeholder}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      onBlur={onBlur}
    />
  );
}

/** The combobox with its list state passed in. */
export function AddressAutocompleteView({
  value,
  label,
  error,
  helperText,
  invalid,
  disabled,
  required,
  name,
  id,
  placeholder,
  'aria-label': ariaLabel,
  onBlur,
  inputRef,
  portalled = true,
  className,
  suggestions,
  status,
  listError,
  open,
  onOpenChange,
  onInputChange,
  onSelect,
}: AddressAutocompleteViewProps) {
  const styles = combobox();
  const shown = status === 'ready' ? suggestions : NO_SUGGESTIONS;
  const collection = useMemo(
    () =>
      createListCollection<PlaceSuggestion>({
        items: [...shown],
        itemToString: (item) => item.text,
        itemToValue: (item) => item.placeId,
      }),
    [shown],
  );
  const message = listMessage(status, shown.length, listError);
  const wrapped = label != null;

  // Forward only what was given, so an enclosing <Field>'s state is not overridden by `undefined`.
  const optional = {
    ...(disabled !== undefined ? { disabled } : {}),
    ...(invalid !== undefined || error ? { invalid: Boolean(invalid) || Boolean(error) } : {}),
    ...(required !== undefined ? { required } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(!wrapped && id !== undefined ? { ids: { input: id } } : {}),
  };

  const list = (
    <ArkCombobox.Positioner className={styles.positioner}>
      <ArkCombobox.Content className={styles.content}>
        {collection.items.map((item) => (
          <ArkCombobox.Item key={item.placeId} item={item} className={styles.item}>
            <MapPin aria-hidden="true" />
            <ArkCombobox.ItemText className={styles.itemText}>
              <span className={styles.itemMain}>{item.mainText ?? item.text}</span>
              {item.mainText && item.secondaryText ? (
                <>
                  {/* The option's accessible name reads as the full address: "street, city, state". */}
                  <VisuallyHidden>,</VisuallyHidden>{' '}
                  <span className={styles.itemSecondary}>{item.secondaryText}</span>
                </>
              ) : null}
            </ArkCombobox.ItemText>
          </ArkCombobox.Item>
        ))}
        {message ? (
          // Announced by the live region below; hidden here so it is not read twice.
          <ArkCombobox.Empty className={styles.empty} data-status={status} aria-hidden="true">
            {status === 'loading' ? <LoaderCircle /> : status === 'error' ? <CircleAlert /> : null}
            {message}
          </ArkCombobox.Empty>
        ) : null}
      </ArkCombobox.Content>
    </ArkCombobox.Positioner>
  );

  const root = (
    <ArkCombobox.Root
      className={cx(styles.root, wrapped ? undefined : className)}
      collection={collection}
      inputValue={value}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') onInputChange(details.inputValue);
      }}
      value={NO_VALUE}
      onValueChange={(details) => {
        const item = details.items[0];
        if (item) onSelect(item);
      }}
      open={open && !disabled && (message !== null || shown.length > 0)}
      onOpenChange={(details) => onOpenChange(details.open)}
      allowCustomValue
      inputBehavior="none"
      selectionBehavior="preserve"
      openOnClick={false}
      openOnChange={false}
      positioning={{ sameWidth: true, gutter: 4 }}
      lazyMount
      unmountOnExit
      {...optional}
    >
      <ArkCombobox.Control className={styles.control}>
        <ComboboxInput
          className={cx(input(), styles.input)}
          placeholder={placeholder}
          ariaLabel={ariaLabel}
          onBlur={onBlur}
          inputRef={inputRef}
        />
      </ArkCombobox.Control>
      {portalled ? <Portal>{list}</Portal> : list}
      <VisuallyHidden role="status" aria-live="polite">
        {open ? (message ?? '') : ''}
      </VisuallyHidden>
    </ArkCombobox.Root>
  );

  if (!wrapped) return root;
  return (
    <Field
      label={label}
      error={error}
      helperText={helperText}
      invalid={invalid}
      disabled={disabled}
      required={required}
      id={id}
      className={className}
    >
      {root}
    </Field>
  );
}

export interface AddressAutocompleteProps extends AddressInputProps {
  /** Every keystroke (typing only). */
  onChange: (text: string) => void;
  /** A suggestion was chosen; the text is left to the page (fetch details, fill the form). */
  onSelect: (suggestion: PlaceSuggestion) => void;
  /** Suggestions for the trimmed input (≥ 3 characters, after a 300 ms pause). */
  loadSuggestions: (input: string) => Promise<readonly PlaceSuggestion[]>;
}

interface ListState {
  status: SuggestionListStatus;
  suggestions: readonly PlaceSuggestion[];
  error: string | null;
}
const IDLE: ListState = { status: 'idle', suggestions: [], error: null };

/** The street-address input with suggestions (see the table at the top of this file). */
export function AddressAutocomplete({
  onChange,
  onSelect,
  loadSuggestions,
  inputRef,
  ...inputProps
}: AddressAutocompleteProps) {
  const [list, setList] = useState<ListState>(IDLE);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Id of the latest request; answers to older ones are dropped. */
  const latest = useRef(0);
  /** The server has no Places key: stop asking (manual entry). */
  const suggestionsOff = useRef(false);
  const element = useRef<HTMLInputElement | null>(null);
  const load = useRef(loadSuggestions);
  useEffect(() => {
    load.current = loadSuggestions;
  }, [loadSuggestions]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      setRef(inputRef, node);
    },
    [inputRef],
  );

  const request = useCallback((query: string) => {
    const id = ++latest.current;
    const focused = element.current !== null && element.current === document.activeElement;
    setList({ status: 'loading', suggestions: [], error: null });
    setOpen(focused);
    load.current(query).then(
      (suggestions) => {
        if (id !== latest.current) return;
        setList({ status: 'ready', suggestions, error: null });
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        const failure = toSuggestionsError(error);
        if (failure.kind === 'not-configured') suggestionsOff.current = true;
        setList({ status: 'error', suggestions: [], error: failure.message });
      },
    );
  }, []);

  const handleInputChange = useCallback(
    (text: string) => {
      onChange(text);
      clearTimeout(timer.current);
      latest.current += 1; // an answer for the previous text must not show any more
      const query = text.trim();
      if (suggestionsOff.current || query.length < SUGGESTION_MIN_CHARS) {
        setList(IDLE);
        setOpen(false);
        return;
      }
      timer.current = setTimeout(() => request(query), SUGGESTION_DEBOUNCE_MS);
    },
    [onChange, request],
  );

  const handleSelect = useCallback(
    (suggestion: PlaceSuggestion) => {
      clearTimeout(timer.current);
      latest.current += 1;
      setOpen(false);
      setList(IDLE);
      onSelect(suggestion);
    },
    [onSelect],
  );

  const handleOpenChange = useCallback(
    (next: boolean) => {
      // Closed by the user (Escape, a click outside): a request still waiting out the
      // debounce for text typed before must not open the list again a moment later.
      if (!next) clearTimeout(timer.current);
      setOpen(next && list.status !== 'idle');
    },
    [list.status],
  );

  return (
    <AddressAutocompleteView
      {...inputProps}
      inputRef={setInput}
      suggestions={list.suggestions}
      status={list.status}
      listError={list.error}
      open={open}
      onOpenChange={handleOpenChange}
      onInputChange={handleInputChange}
      onSelect={handleSelect}
    />
  );
}

/** A session token Google accepts (≤ 36 URL-safe characters): a v4 UUID. */
export function newSessionToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context (not plain http on a LAN address); build one by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PlacesSession {
  /** Send with every suggestion request and with the details request that ends the session. */
  token: string;
  /** Start a new session (call after the details request, whether it succeeded or not). */
  renew: () => void;
}

/** The Places session token of one address search (Google bills a session once). */
export function usePlacesSession(): PlacesSession {
  const [token, setToken] = useState(newSessionToken);
  const renew = useCallback(() => setToken(newSessionToken()), []);
  return useMemo(() => ({ token, renew }), [token, renew]);
}

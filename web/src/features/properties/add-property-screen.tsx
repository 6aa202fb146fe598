/**
 * Add Property (spec: Add Property): the form, its busy state and the
 * unsaved-changes dialog (asked on Cancel and on leaving the page). Presentational:
 * saving is the `onSubmit` prop, and the street address control can be swapped for
 * one with suggestions (`renderAddress`).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, type ReactNode } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  AddPropertySchema,
  type AddPropertyInput,
  type GeoPoint,
  type PropertyField,
} from '@homeledger/domain';
import { Button, DiscardChangesDialog, Field, Input } from '@/components/ui';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { useUnsavedChangesGuard } from '@/lib/forms/use-unsaved-changes-guard';
import { ADD_PROPERTY_COPY } from './properties-copy';

export interface AddPropertyFormValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Set when the address came from a suggestion; cleared when the street is edited by hand. */
  placeId: string | null;
  location: GeoPoint | null;
}

/** What a chosen suggestion fills in. */
export interface ChosenAddress {
  placeId: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  location: GeoPoint | null;
}

/** The street address control's contract (a plain input, or one with suggestions). */
export interface AddressControlProps {
  id?: string;
  name: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
  onChoose: (address: ChosenAddress) => void;
}

export type SubmitOutcome =
  { ok: true } | { ok: false; field?: PropertyField | null; message?: string };

export interface AddPropertyScreenProps {
  /** Saves the property; resolves with a field error to show, or ok (the container navigates). */
  onSubmit: (input: AddPropertyInput) => Promise<SubmitOutcome>;
  /** Leave the page (Cancel with no changes, or Discard Changes). */
  onLeave: () => void;
  renderAddress?: (props: AddressControlProps) => ReactNode;
  defaultValues?: Partial<AddPropertyFormValues>;
  /** Catalogue/test: validate at once so the errors show. */
  validateOnMount?: boolean;
  /** Catalogue/test: open the discard dialog at once. */
  discardDialogOpen?: boolean;
  /** Catalogue: show the busy state without a submit in flight. */
  busy?: boolean;
}

export function emptyAddPropertyForm(): AddPropertyFormValues {
  return { address: '', city: '', state: '', zipCode: '', placeId: null, location: null };
}

const resolver = valibotResolver(AddPropertySchema) as unknown as Resolver<AddPropertyFormValues>;

export function AddPropertyScreen({
  onSubmit,
  onLeave,
  renderAddress,
  defaultValues,
  validateOnMount = false,
  discardDialogOpen = false,
  busy = false,
}: AddPropertyScreenProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    trigger,
    control,
    formState: { errors, isSubmitting: submitting, isDirty },
  } = useForm<AddPropertyFormValues>({
    resolver,
    defaultValues: { ...emptyAddPropertyForm(), ...defaultValues },
  });
  const isSubmitting = submitting || busy;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  // Leaving the page another way (a link, Back, closing the tab) asks too.
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting, {
    initiallyAsking: discardDialogOpen,
  });

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      // The resolver has already validated: the values are the schema's output.
      const outcome = await onSubmit(values as unknown as AddPropertyInput);
      if (!outcome.ok && outcome.field && outcome.message) {
        const field =
          outcome.field === 'location' || outcome.field === 'placeId' ? 'address' : outcome.field;
        setError(field, { message: outcome.message }, { shouldFocus: true });
      }
    }),
  );

  const cancel = () => (isDirty ? guard.ask() : onLeave());
  const {
    field: {
      value: addressValue,
      name: addressName,
      onChange: changeAddress,
      onBlur: blurAddress,
      ref: addressRef,
    },
  } = useController({ name: 'address', control });

  const addressControl: AddressControlProps = {
    id: 'property-address',
    name: addressName,
    value: addressValue,
    disabled: isSubmitting,
    invalid: Boolean(errors.address),
    onChange: (text) => {
      changeAddress(text);
      // Typed by hand: the chosen place no longer describes it.
      setValue('placeId', null);
      setValue('location', null);
    },
    onBlur: blurAddress,
    onChoose: (chosen) => {
      const options = { shouldDirty: true, shouldValidate: true } as const;
      setValue('address', chosen.address, options);
      setValue('city', chosen.city, options);
      setValue('state', chosen.state, options);
      setValue('zipCode', chosen.zipCode, options);
      setValue('placeId', chosen.placeId);
      setValue('location', chosen.location);
    },
  };

  return (
    <section className={page} aria-labelledby="add-property-title">
      <div className={card}>
        <h1 id="add-property-title" className={css({ textStyle: 'h3' })}>
          {ADD_PROPERTY_COPY.title}
        </h1>
        <p className={css({ color: 'fg.muted', mt: '1', mb: '6' })}>{ADD_PROPERTY_COPY.subtitle}</p>
        <form
          onSubmit={submit}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          <Field
            id="property-address"
            label="Street Address"
            error={errors.address?.message}
            disabled={isSubmitting}
          >
            {renderAddress ? (
              renderAddress(addressControl)
            ) : (
              <Input
                autoComplete="street-address"
                placeholder="123 Main Street"
                value={addressValue}
                name={addressName}
                ref={addressRef}
                onChange={(event) => addressControl.onChange(event.currentTarget.value)}
                onBlur={addressControl.onBlur}
              />
            )}
          </Field>
          <div className={row}>
            <Field
              label="City"
              error={errors.city?.message}
              disabled={isSubmitting}
              className={css({ flex: '2' })}
            >
              <Input autoComplete="address-level2" {...register('city')} />
            </Field>
            <Field
              label="State"
              error={errors.state?.message}
              disabled={isSubmitting}
              className={css({ flex: '1' })}
            >
              <Input autoComplete="address-level1" placeholder="CA" {...register('state')} />
            </Field>
            <Field
              label="ZIP Code"
              error={errors.zipCode?.message}
              disabled={isSubmitting}
              className={css({ flex: '1' })}
            >
              <Input
                autoComplete="postal-code"
                inputMode="numeric"
                placeholder="12345"
                {...register('zipCode')}
              />
            </Field>
          </div>
          <div
            className={css({
              display: 'flex',
              justifyContent: 'flex-end',
              gap: '3',
              mt: '2',
              flexWrap: 'wrap',
            })}
          >
            <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
              {ADD_PROPERTY_COPY.cancel}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? ADD_PROPERTY_COPY.submitting : ADD_PROPERTY_COPY.submit}
            </Button>
          </div>
        </form>
      </div>
      <DiscardChangesDialog
        open={guard.asking}
        text={ADD_PROPERTY_COPY.discardText}
        onStay={guard.stay}
        onDiscard={() => {
          // A held link or Back decided where to go; Cancel's way out is /dashboard.
          if (!guard.discard()) onLeave();
        }}
      />
    </section>
  );
}

const page = pageContainer({ size: '2xl' });
const card = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'sm',
  p: { base: '5', md: '8' },
});
const row = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '4' });

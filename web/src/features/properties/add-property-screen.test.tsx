import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROPERTY_MESSAGES as M } from '@homeledger/domain';
import {
  AddPropertyScreen,
  type AddPropertyScreenProps,
  type SubmitOutcome,
} from './add-property-screen';
import { addedToast, describeAddPropertyFailure } from './api/add-property';
import { ADD_PROPERTY_COPY } from './properties-copy';
import { DISCARD_COPY } from '@/components/ui';
import { renderInRouter } from '@/test/render-in-router';
import { interactive } from '@/test/interactive';

function renderScreen(props: Partial<AddPropertyScreenProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn(props.onSubmit ?? (async (): Promise<SubmitOutcome> => ({ ok: true })));
  const onLeave = vi.fn();
  const { router } = renderInRouter(
    <AddPropertyScreen {...props} onSubmit={onSubmit} onLeave={onLeave} />,
    { path: '/add-property', routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }] },
  );
  return { user, onSubmit, onLeave, router };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByLabelText(label), value);
};

/** Types a valid Springfield, IL 62704 address on `street` and presses Add Property. */
async function submitMainStreet(user: ReturnType<typeof userEvent.setup>, street: string) {
  await fill(user, {
    'Street Address': street,
    City: 'Springfield',
    State: 'IL',
    'ZIP Code': '62704',
  });
  await user.click(screen.getByRole('button', { name: 'Add Property' }));
}

describe('AddPropertyScreen', () => {
  it('shows the spec messages for each invalid field, and does not submit', async () => {
    const { user, onSubmit } = renderScreen();
    await fill(user, { 'Street Address': '12 M', City: 'S', 'ZIP Code': '123' });
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText(M.address)).toBeInTheDocument();
    expect(screen.getByText(M.city)).toBeInTheDocument();
    expect(screen.getByText(M.state)).toBeInTheDocument();
    expect(screen.getByText(M.zipCode)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values, showing the busy text meanwhile', async () => {
    let resolve: (outcome: SubmitOutcome) => void = () => undefined;
    const { user, onSubmit } = renderScreen({ onSubmit: () => new Promise((r) => (resolve = r)) });
    await submitMainStreet(user, ' 123 Main Street ');
    expect(
      await screen.findByRole('button', { name: ADD_PROPERTY_COPY.submitting }),
    ).toBeDisabled();
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      address: '123 Main Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      placeId: null,
      location: null,
    });
    resolve({ ok: true });
    expect(await screen.findByRole('button', { name: 'Add Property' })).toBeEnabled();
  });

  it('busy (catalogue): says Adding Property... with the form disabled', () => {
    renderScreen({ busy: true });
    expect(screen.getByRole('button', { name: 'Adding Property...' })).toBeDisabled();
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('marks the field the server blames', async () => {
    const { user } = renderScreen({
      onSubmit: async () => ({
        ok: false,
        field: 'zipCode',
        message: 'Valid ZIP code is required',
      }),
    });
    await submitMainStreet(user, '123 Main Street');
    expect(await screen.findByText('Valid ZIP code is required')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Cancel without changes leaves at once', async () => {
    const { user, onLeave } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('Cancel with changes asks first: Continue Editing keeps the text, Discard Changes leaves', async () => {
    const { user, onLeave } = renderScreen();
    await fill(user, { City: 'Springfield' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await interactive(screen.findByRole('alertdialog', { name: DISCARD_COPY.title })),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Editing' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveValue('Springfield');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await interactive(screen.findByRole('button', { name: 'Discard Changes' })));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('leaving the page with changes asks first: Continue Editing stays, Discard Changes goes on', async () => {
    const { user, onLeave, router } = renderScreen();
    await fill(user, { City: 'Springfield' });
    await act(() => router.navigate('/dashboard'));
    expect(
      await interactive(screen.findByRole('alertdialog', { name: DISCARD_COPY.title })),
    ).toHaveAccessibleDescription(ADD_PROPERTY_COPY.discardText);
    await user.click(screen.getByRole('button', { name: 'Continue Editing' }));
    expect(router.state.location.pathname).toBe('/add-property');
    expect(screen.getByLabelText('City')).toHaveValue('Springfield');

    await act(() => router.navigate('/dashboard'));
    await user.click(await interactive(screen.findByRole('button', { name: 'Discard Changes' })));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The link decided where to go: Cancel's own way out is not taken as well.
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('leaves without asking when nothing was changed, or once a save is running', async () => {
    const { router } = renderScreen();
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // A save leads to the new property's page while it runs.
    const saving = renderScreen({
      onSubmit: async () => {
        await saving.router.navigate('/dashboard');
        return { ok: true };
      },
    });
    await act(() => saving.router.navigate('/add-property'));
    await fill(saving.user, {
      'Street Address': '12 Main Street',
      City: 'Springfield',
      State: 'IL',
      'ZIP Code': '62701',
    });
    await saving.user.click(screen.getByRole('button', { name: 'Add Property' }));
    await vi.waitFor(() => expect(saving.router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a chosen suggestion fills every field and travels with the submit', async () => {
    const { user, onSubmit } = renderScreen({
      renderAddress: (control) => (
        <button
          type="button"
          onClick={() =>
            control.onChoose({
              placeId: 'ChIJ1',
              address: '1600 Amphitheatre Parkway',
              city: 'Mountain View',
              state: 'CA',
              zipCode: '94043',
              location: { lat: 37.42, lng: -122.08 },
            })
          }
        >
          Choose
        </button>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByLabelText('City')).toHaveValue('Mountain View');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        placeId: 'ChIJ1',
        state: 'CA',
        location: { lat: 37.42, lng: -122.08 },
      }),
    );
  });
});

describe('add property toasts', () => {
  it('uses the spec copy for both outcomes', () => {
    expect(addedToast('verified')).toMatchObject({
      title: 'Property Added',
      description: 'Your property has been successfully added',
    });
    expect(addedToast('disputed')).toMatchObject({
      title: 'Property Added with Disputed Ownership',
      description:
        'This property has been claimed by another user. Please contact support to verify ownership.',
      variant: 'destructive',
    });
  });

  it('maps callable errors', () => {
    expect(
      describeAddPropertyFailure({ code: 'functions/unauthenticated', message: 'x' }).toast,
    ).toMatchObject({
      title: 'Authentication Error',
      description: 'You must be logged in to add a property',
    });
    expect(
      describeAddPropertyFailure({
        code: 'functions/already-exists',
        message: 'You have already added this property.',
      }).toast.description,
    ).toBe('Property creation failed: You have already added this property.');
    expect(
      describeAddPropertyFailure({ code: 'functions/internal', message: 'INTERNAL' }).toast
        .description,
    ).toBe('An unknown error occurred');
    expect(describeAddPropertyFailure(new TypeError('Failed to fetch')).toast.description).toBe(
      'An unknown error occurred',
    );
    expect(
      describeAddPropertyFailure({
        code: 'functions/invalid-argument',
        message: M.zipCode,
        details: { field: 'zipCode' },
      }),
    ).toMatchObject({ field: 'zipCode', message: M.zipCode });
  });
});

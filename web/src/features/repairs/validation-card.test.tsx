import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '@homeledger/domain';
import { ValidationCard, type ValidationCardProps } from './validation-card';
import {
  completedRepair,
  declinedRepair,
  requestedRepair,
  validatedByVerifiedBusinessRepair,
  validatedRepair,
  validatedWithoutNameRepair,
} from './repairs.fixtures';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

function renderCard(props: Partial<ValidationCardProps> = {}) {
  const user = userEvent.setup();
  const onRequest = vi.fn<NonNullable<ValidationCardProps['onRequest']>>(async () => ({
    ok: true,
  }));
  const onCancelRequest = vi.fn();
  render(
    <ValidationCard
      repair={completedRepair}
      canRequest
      onRequest={onRequest}
      onCancelRequest={onCancelRequest}
      {...props}
    />,
  );
  return { user, onRequest, onCancelRequest };
}

describe('ValidationCard', () => {
  it('validated: by the business, else by contractor; no actions', () => {
    renderCard({ repair: validatedRepair });
    expect(
      screen.getByText('Validated by Prairie Plumbing Co. (email verified, business not verified)'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the stronger mark only for a business a reviewer verified', () => {
    renderCard({ repair: validatedByVerifiedBusinessRepair });
    expect(
      screen.getByText('Validated by Prairie Plumbing Co. (email and business verified)'),
    ).toBeVisible();
  });

  it('validated without a name: "Validated by contractor"', () => {
    renderCard({ repair: validatedWithoutNameRepair });
    expect(
      screen.getByText('Validated by contractor (email verified, business not verified)'),
    ).toBeVisible();
  });

  it('a validated flag without a validated record is no mark (the one domain rule)', () => {
    renderCard({ repair: { ...requestedRepair, isContractorValidated: true } });
    expect(screen.getByText('Not yet validated')).toBeVisible();
    expect(screen.queryByText(/^Validated by/)).toBeNull();
  });

  it('requested: who was asked, and Cancel request for the owner', async () => {
    const { user, onCancelRequest } = renderCard({ repair: requestedRepair });
    expect(screen.getByText('Not yet validated')).toBeVisible();
    expect(screen.getByText('Validation requested from Prairie Plumbing Co.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(onCancelRequest).toHaveBeenCalledOnce();
  });

  it('declined: who declined, and Request again', () => {
    renderCard({ repair: declinedRepair });
    expect(screen.getByText('Declined by Prairie Plumbing Co.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request again' })).toBeVisible();
  });

  it('anyone but the owner sees the state only', () => {
    renderCard({ repair: requestedRepair, canRequest: false });
    expect(screen.getByText('Validation requested from Prairie Plumbing Co.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('requests by email; a bad email is refused before any call', async () => {
    const { user, onRequest } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Request validation' }));
    const email = await screen.findByLabelText("Contractor's email");
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeVisible();
    expect(onRequest).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, ' Prairie@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(onRequest).toHaveBeenCalledWith('prairie@example.com'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's no-contractor answer at the field, others over the form", async () => {
    const outcomes = [
      { ok: false as const, message: VALIDATION_MESSAGES.contractorNotFound, atField: true },
      { ok: false as const, message: VALIDATION_MESSAGES.alreadyValidated, atField: false },
    ];
    const onRequest = vi.fn(async () => outcomes.shift() ?? { ok: true as const });
    const { user } = renderCard({ onRequest });
    await user.click(screen.getByRole('button', { name: 'Request validation' }));
    await user.type(await screen.findByLabelText("Contractor's email"), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('No contractor account uses that email.')).toBeVisible();
    const email = screen.getByLabelText("Contractor's email");
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      VALIDATION_MESSAGES.alreadyValidated,
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

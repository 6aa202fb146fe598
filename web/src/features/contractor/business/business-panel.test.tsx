import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_VERIFICATION_MESSAGES as BM } from '@homeledger/domain';
import { renderInRouter } from '@/test/render-in-router';
import type { BusinessVerificationView } from '../api/business-verification';
import { BUSINESS_COPY as COPY } from './business-copy';
import { BusinessPanel, type LicenceOutcome } from './business-panel';

const unverified: BusinessVerificationView = {
  state: 'unverified',
  licenceNumber: null,
  licenceState: null,
};

function setup(business: BusinessVerificationView, outcome: LicenceOutcome = { ok: true }) {
  const onSubmit = vi.fn(async () => outcome);
  renderInRouter(<BusinessPanel business={business} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('BusinessPanel', () => {
  it('unverified: says what marks read and sends a well-formed licence', async () => {
    const { onSubmit, user } = setup(unverified);
    expect(screen.getByText(COPY.state.unverified)).toBeVisible();
    expect(screen.getByText(COPY.explain.unverified)).toBeVisible();
    await user.type(screen.getByLabelText(COPY.licenceNumber), 'cgc1521234');
    await user.type(screen.getByLabelText(COPY.licenceState), 'fl');
    await user.click(screen.getByRole('button', { name: COPY.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ licenceNumber: 'CGC1521234', licenceState: 'FL' });
    // Sent: the form closes.
    expect(screen.queryByLabelText(COPY.licenceNumber)).toBeNull();
  });

  it('refuses a business name typed as the number, in the form, without a call', async () => {
    const { onSubmit, user } = setup(unverified);
    await user.type(screen.getByLabelText(COPY.licenceNumber), 'Carl Plumbing');
    await user.type(screen.getByLabelText(COPY.licenceState), 'FL');
    await user.click(screen.getByRole('button', { name: COPY.submit }));
    expect(await screen.findByText(BM.licenceNumber)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s answer at its field', async () => {
    const { user } = setup(unverified, {
      ok: false,
      message: BM.alreadyVerified,
      field: 'licenceNumber',
    });
    await user.type(screen.getByLabelText(COPY.licenceNumber), '1034567');
    await user.type(screen.getByLabelText(COPY.licenceState), 'CA');
    await user.click(screen.getByRole('button', { name: COPY.submit }));
    expect(await screen.findByText(BM.alreadyVerified)).toBeVisible();
  });

  it('pending and verified show the licence, no form until asked', async () => {
    const { user } = setup({ state: 'verified', licenceNumber: '1034567', licenceState: 'CA' });
    expect(screen.getByText(COPY.state.verified)).toBeVisible();
    expect(screen.getByText(COPY.licence('1034567', 'CA'))).toBeVisible();
    expect(screen.queryByLabelText(COPY.licenceNumber)).toBeNull();
    await user.click(screen.getByRole('button', { name: COPY.changeLicence }));
    expect(screen.getByLabelText(COPY.licenceNumber)).toBeVisible();
  });

  it('rejected: says so and offers the form with the licence to correct', () => {
    setup({ state: 'rejected', licenceNumber: '1034567', licenceState: 'CA' });
    expect(screen.getByText(COPY.state.rejected)).toBeVisible();
    expect(screen.getByLabelText(COPY.licenceNumber)).toHaveValue('1034567');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUYER_LINK_MESSAGES } from '@homeledger/domain';
import { ready } from '@/lib/data/loadable';
import { BuyerLinksPanel, rowState, type BuyerLinksPanelProps } from './buyer-links-panel';
import {
  BUYER_LINKS_NOW,
  BUYER_LINKS_ORIGIN,
  activeLinkFixture,
  NEW_LINK_TOKEN,
  expiredLinkFixture,
  legacyLinkFixture,
  revokedLinkFixture,
} from './buyer-links-panel.fixtures';
import { toBuyerLinkRow } from './api/buyer-links';

function setup(overrides: Partial<BuyerLinksPanelProps> = {}) {
  const props: BuyerLinksPanelProps = {
    links: ready([activeLinkFixture, expiredLinkFixture, revokedLinkFixture]),
    onRetry: vi.fn(),
    origin: BUYER_LINKS_ORIGIN,
    now: BUYER_LINKS_NOW,
    onCreate: vi.fn(async () => ({ ok: true as const, token: NEW_LINK_TOKEN })),
    onRevoke: vi.fn(async () => ({ ok: true as const })),
    onExtend: vi.fn(async () => ({ ok: true as const })),
    onCopy: vi.fn(async () => true),
    ...overrides,
  };
  render(<BuyerLinksPanel {...props} />);
  return { props, user: userEvent.setup() };
}

describe('BuyerLinksPanel', () => {
  it('shows each link’s state, options and opens with date, time and device', () => {
    setup();
    const items = within(screen.getByRole('list', { name: 'Buyer links' })).getAllByRole(
      'listitem',
      { name: undefined },
    );
    const active = items.find((li) => li.textContent?.includes('Smith family')) as HTMLElement;
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('Opened 7 times')).toBeTruthy();
    expect(within(active).getByText(/Name hidden · Receipts included/)).toBeTruthy();
    expect(within(active).getAllByText(/· Phone$|Phone/).length).toBeGreaterThan(0);
    expect(within(active).getByText('and 2 earlier')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
    // A revoked link has no actions; an expired one can be extended. No listed link can be
    // copied: its address is not stored anywhere.
    expect(screen.queryByRole('button', { name: /Extend the link "Lee family/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Extend the link "Garcia/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(screen.getByText(/A link is shown only when you create it/)).toBeTruthy();
  });

  it('shows a link made before tokens were hashed as no longer opening, without actions', () => {
    setup({ links: ready([legacyLinkFixture]) });
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText(/it no longer opens\. Create a new one\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Extend|Revoke the link/ })).toBeNull();
  });

  it('creates a link with the defaults (14 days, name hidden) and shows its address once, to copy', async () => {
    const { props, user } = setup({ links: ready([]) });
    expect(screen.getByText('No buyer links yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Share with a buyer' }));
    await user.type(screen.getByLabelText(/Label/), 'Smith family');
    await user.click(screen.getByLabelText('Include receipts'));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(props.onCreate).toHaveBeenCalledWith({
      label: 'Smith family',
      days: 14,
      hideCosts: false,
      hideOwnerName: true,
      includeReceipts: true,
    });
    const address = `${BUYER_LINKS_ORIGIN}/h/${NEW_LINK_TOKEN}`;
    expect(screen.getByDisplayValue(address)).toBeTruthy();
    expect(screen.getByText(/cannot be shown again/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(props.onCopy).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('says what is wrong with the form before calling the server', async () => {
    const { props, user } = setup({ links: ready([]) });
    await user.click(screen.getByRole('button', { name: 'Share with a buyer' }));
    const days = screen.getByLabelText(/Expires after/);
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(BUYER_LINK_MESSAGES.label)).toBeTruthy();
    expect(screen.getByText(BUYER_LINK_MESSAGES.days)).toBeTruthy();
    expect(props.onCreate).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the form', async () => {
    const { user } = setup({
      links: ready([]),
      onCreate: async () => ({ ok: false, message: BUYER_LINK_MESSAGES.tooMany }),
    });
    await user.click(screen.getByRole('button', { name: 'Share with a buyer' }));
    await user.type(screen.getByLabelText(/Label/), 'Smith family');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(BUYER_LINK_MESSAGES.tooMany)).toBeTruthy();
    expect(screen.getByDisplayValue('Smith family')).toBeTruthy();
  });

  it('revokes after confirmation and extends by the chosen days', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: /Revoke the link "Smith family/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(props.onRevoke).toHaveBeenCalledWith(activeLinkFixture.id);
    // The confirmation closes through Ark's presence machine, on a later frame: until then it
    // is modal and hides the rest of the page from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /Extend the link "Garcia/ }));
    const dialog = screen.getByRole('alertdialog');
    const days = within(dialog).getByLabelText(/Expires after/);
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText(BUYER_LINK_MESSAGES.days)).toBeTruthy();
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(props.onExtend).toHaveBeenCalledWith(expiredLinkFixture.id, 7);
  });
});

describe('buyer link rows', () => {
  it('judges state at a given time', () => {
    expect(rowState(activeLinkFixture, BUYER_LINKS_NOW)).toBe('active');
    expect(rowState(activeLinkFixture, new Date(activeLinkFixture.expiresAt))).toBe('expired');
    expect(rowState(revokedLinkFixture, BUYER_LINKS_NOW)).toBe('revoked');
  });

  it('reads a stored link, newest open first, tolerating junk', () => {
    const at = (iso: string) => ({ toDate: () => new Date(iso) });
    const row = toBuyerLinkRow('tok', {
      label: ' Smith ',
      expiresAt: at('2026-05-17T09:00:00Z'),
      revokedAt: null,
      hideCosts: false,
      hideOwnerName: true,
      includeReceipts: true,
      openCount: 2,
      opens: [
        { at: at('2026-05-01T00:00:00Z'), device: 'mobile' },
        { at: at('2026-05-02T00:00:00Z'), device: 'toaster' },
        'junk',
      ],
    });
    expect(toBuyerLinkRow('e'.repeat(64), {}).legacy).toBe(false);
    expect(row).toMatchObject({
      id: 'tok',
      legacy: true,
      label: 'Smith',
      expiresAt: '2026-05-17T09:00:00.000Z',
      revokedAt: null,
      opens: [
        { at: '2026-05-02T00:00:00.000Z', device: 'other' },
        { at: '2026-05-01T00:00:00.000Z', device: 'mobile' },
      ],
    });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SHARE_MESSAGES } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { SharePanel, type ShareOutcome, type ShareRow } from './share-panel';
import { sharesFixture } from './share-panel.fixtures';
import { SHARE_PANEL_COPY } from './properties-copy';
import { interactive } from '@/test/interactive';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

function Harness({
  shares = ready(sharesFixture),
  onShare = async () => ({ ok: true }),
  onConfirmRevoke = () => undefined,
  onRetry = () => undefined,
  revoking = false,
}: {
  shares?: Loadable<readonly ShareRow[]>;
  onShare?: (email: string) => Promise<ShareOutcome>;
  onConfirmRevoke?: (target: ShareRow | null) => void;
  onRetry?: () => void;
  revoking?: boolean;
}) {
  const [target, setTarget] = useState<ShareRow | null>(null);
  return (
    <SharePanel
      shares={shares}
      onRetry={onRetry}
      onShare={onShare}
      revokeTarget={target}
      onRevokeTargetChange={setTarget}
      onConfirmRevoke={() => onConfirmRevoke(target)}
      revoking={revoking}
    />
  );
}

const emailBox = () => screen.getByRole('textbox', { name: "Realtor's email" });

describe('SharePanel', () => {
  mockElementLayoutInEachTest();

  it('lists the realtors with access: name, business, email, shared date', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { level: 2, name: 'Share with a realtor' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Realtors with access' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const rita = items[0] as HTMLElement;
    expect(rita).toHaveTextContent('Rita Realtor');
    expect(rita).toHaveTextContent('Rita Realty Group');
    expect(rita).toHaveTextContent('rita@realty.example');
    expect(rita).toHaveTextContent('Shared Apr 2, 2026');
    expect(
      within(rita).getByRole('button', { name: 'Revoke access for Rita Realtor' }),
    ).toBeVisible();
  });

  it('says when nobody has access, and offers Try Again when the list fails', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(<Harness shares={ready([])} />);
    expect(screen.getByText(SHARE_PANEL_COPY.nobody)).toBeVisible();
    unmount();
    render(<Harness shares={failed(new Error('x'))} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('checks the email before asking the server', async () => {
    const onShare = vi.fn(async () => ({ ok: true }) as const);
    const user = userEvent.setup();
    render(<Harness onShare={onShare} />);
    await user.type(emailBox(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(SHARE_MESSAGES.email)).toBeVisible();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('shares the normalised email, shows "Sharing..." meanwhile and clears the field after', async () => {
    let resolve: (outcome: ShareOutcome) => void = () => undefined;
    const onShare = vi.fn(
      () =>
        new Promise<ShareOutcome>((r) => {
          resolve = r;
        }),
    );
    const user = userEvent.setup();
    render(<Harness onShare={onShare} />);
    await user.type(emailBox(), '  Rita@Realty.Example ');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith('rita@realty.example');
    expect(await screen.findByRole('button', { name: /Sharing\.\.\./ })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onShare).toHaveBeenCalledTimes(1);
    resolve({ ok: true });
    await waitFor(() => expect(emailBox()).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it.each([
    SHARE_MESSAGES.realtorNotFound,
    SHARE_MESSAGES.alreadyShared,
    SHARE_MESSAGES.shareWithSelf,
  ])('shows the server’s refusal at the field: %s', async (message) => {
    const user = userEvent.setup();
    render(<Harness onShare={async () => ({ ok: false, message })} />);
    await user.type(emailBox(), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveValue('someone@example.com');
  });

  it('asks before revoking, then revokes the chosen realtor', async () => {
    const onConfirmRevoke = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirmRevoke={onConfirmRevoke} />);
    await user.click(
      screen.getByRole('button', { name: 'Revoke access for Omar Okafor-Lindqvist' }),
    );
    const dialog = await interactive(screen.findByRole('alertdialog', { name: 'Revoke access?' }));
    expect(dialog).toHaveTextContent('Omar Okafor-Lindqvist will no longer see this property');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onConfirmRevoke).toHaveBeenCalledWith(sharesFixture[1]);
  });

  it('shows a spinner while the list loads', () => {
    render(<Harness shares={LOADING} />);
    expect(screen.getByText('Loading the realtors with access')).toBeInTheDocument();
  });
});

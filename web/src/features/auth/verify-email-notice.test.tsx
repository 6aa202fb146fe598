import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '@/test/fake-auth-context';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { AuthContextProvider } from '@/lib/auth/auth-context';
import type { SessionUser } from '@/lib/auth/session-user';
import { VERIFY_EMAIL_COPY as COPY, RESEND_COOLDOWN_MS } from './verify-email-copy';
import { cooldownSecondsLeft, VerifyEmailNotice } from './verify-email-notice';

const user: SessionUser = {
  id: 'uid-hannah',
  name: 'Hannah Homeowner',
  email: 'hannah@example.com',
  role: 'homeowner',
  emailVerified: false,
};

/** Hannah, signed in with her email not yet verified. */
function auth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return fakeAuth({ isAuthenticated: true, user, ...overrides });
}

function renderNotice(value: AuthContextValue) {
  const view = render(
    <AuthContextProvider value={value}>
      <VerifyEmailNotice />
    </AuthContextProvider>,
  );
  return {
    ...view,
    rerenderWith: (next: AuthContextValue) =>
      view.rerender(
        <AuthContextProvider value={next}>
          <VerifyEmailNotice />
        </AuthContextProvider>,
      ),
  };
}

afterEach(() => vi.useRealTimers());

describe('cooldownSecondsLeft', () => {
  it('counts whole seconds down to zero from the last send', () => {
    expect(cooldownSecondsLeft(null, 5_000)).toBe(0);
    expect(cooldownSecondsLeft(1_000, 1_000)).toBe(RESEND_COOLDOWN_MS / 1000);
    expect(cooldownSecondsLeft(1_000, 1_000 + RESEND_COOLDOWN_MS - 1)).toBe(1);
    expect(cooldownSecondsLeft(1_000, 1_000 + RESEND_COOLDOWN_MS)).toBe(0);
  });
});

describe('VerifyEmailNotice', () => {
  it('says nothing to a verified account or without a user', () => {
    const { container, rerenderWith } = renderNotice(
      auth({ user: { ...user, emailVerified: true } }),
    );
    expect(container).toBeEmptyDOMElement();
    rerenderWith(auth({ user: null, isAuthenticated: false }));
    expect(container).toBeEmptyDOMElement();
  });

  it('names the address, and Resend is disabled for a minute after a send', () => {
    vi.useFakeTimers({ now: 100_000 });
    renderNotice(auth({ verificationSentAt: 100_000 - 20_000 }));
    expect(
      screen.getByText('Please verify your email address. We sent a link to hannah@example.com.'),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: COPY.resend });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(`${COPY.sent} ${COPY.resendIn(40)}`);
    act(() => vi.advanceTimersByTime(40_000));
    expect(resend).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(COPY.sent);
  });

  it('Resend sends, and says so when it failed', async () => {
    const send = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const u = userEvent.setup();
    renderNotice(auth({ sendVerificationEmail: send }));
    await u.click(screen.getByRole('button', { name: COPY.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY.sendFailed);
    await u.click(screen.getByRole('button', { name: COPY.resend }));
    expect(send).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("I've verified it: asks Firebase Auth, says when it is not verified yet", async () => {
    const check = vi.fn(async () => false);
    const u = userEvent.setup();
    const { rerenderWith, container } = renderNotice(auth({ checkEmailVerified: check }));
    await u.click(screen.getByRole('button', { name: COPY.check }));
    expect(check).toHaveBeenCalledOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY.notYet);
    // Verified meanwhile: the session reports it and the banner goes.
    rerenderWith(auth({ user: { ...user, emailVerified: true } }));
    expect(container).toBeEmptyDOMElement();
  });
});

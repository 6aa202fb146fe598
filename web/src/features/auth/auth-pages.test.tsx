import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '@/test/fake-auth-context';
import { AuthContextProvider } from '@/lib/auth/auth-context';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

function renderAt(path: string, page: React.ReactNode, value = fakeAuth()) {
  return render(
    <AuthContextProvider value={value}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </AuthContextProvider>,
  );
}

// The literals are the product spec's words (§2 "Login", "Register"): they fail when the copy drifts.
describe('the auth pages read their copy modules', () => {
  it('login: heading, text, fields and links as the spec words them', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Log in to access your HomeLedger account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'you@example.com');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Log in | HomeLedger');
  });

  it('login: "This is a shared computer" goes with the sign-in, off unless ticked', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => ({
      id: 'u1',
      name: 'Hannah',
      email: 'h@example.com',
      role: 'homeowner' as const,
      emailVerified: true,
    }));
    renderAt('/login', <LoginPage />, fakeAuth({ login }));
    const shared = screen.getByRole('checkbox', { name: 'This is a shared computer' });
    expect(shared).not.toBeChecked();
    expect(shared).toHaveAccessibleDescription(
      "You'll be logged out when the browser closes, and nothing is kept on this computer.",
    );
    await user.type(screen.getByLabelText('Email'), 'h@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    shared.focus();
    await user.keyboard(' ');
    expect(shared).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledWith('h@example.com', 'pw', { sharedComputer: true });
  });

  it('register: the role decides the heading, the business block and the "registering as" line', async () => {
    const user = userEvent.setup();
    renderAt('/register?type=contractor', <RegisterPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grow your business with HomeLedger' }),
    ).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Password', 'Business Name', 'Business Phone']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Business Website (Optional)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Business Information' })).toBeInTheDocument();
    expect(screen.getByTestId('registering-as')).toHaveTextContent(
      "You're registering as a contractor",
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Homeowner'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Business Information' })).toBeNull();
    expect(screen.getByTestId('registering-as')).toHaveTextContent(
      "You're registering as a homeowner",
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('forgot password: the neutral confirmation, then back to the form for another email', async () => {
    const user = userEvent.setup();
    const sendPasswordReset = vi.fn(async () => undefined);
    renderAt('/forgot-password', <ForgotPasswordPage />, fakeAuth({ sendPasswordReset }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sendPasswordReset).toHaveBeenCalledWith('kim@example.com');
    expect(screen.getByTestId('reset-confirmation')).toHaveTextContent(
      "If an account exists for kim@example.com, we've sent a link to reset your password. The link expires in one hour; check your spam folder if you don't see it.",
    );
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('forgot password: too many requests says so in the "Reset email not sent" alert', async () => {
    const user = userEvent.setup();
    const sendPasswordReset = vi.fn(async () => {
      throw Object.assign(new Error('x'), { code: 'auth/too-many-requests' });
    });
    renderAt('/forgot-password', <ForgotPasswordPage />, fakeAuth({ sendPasswordReset }));
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reset email not sent');
    expect(alert).toHaveTextContent(
      'Too many reset requests. Please wait a few minutes and try again.',
    );
  });
});

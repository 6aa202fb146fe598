import type { Page } from '@playwright/test';
import {
  clearAccountsBeforeEach,
  expect,
  logIn,
  logInAsNewUser,
  test,
  type AuthEmulator,
  type Role,
} from './fixtures';

const PASSWORD = 'correct-horse-42';

const ROLE_HOME = {
  homeowner: { path: '/dashboard', heading: 'Welcome, Test homeowner' },
  contractor: { path: '/contractor', heading: 'Contractor Portal' },
  realtor: { path: '/realtor', heading: 'Realtor Dashboard' },
} as const;

/**
 * An account of `holder`'s role already has the email; a person registers with it on
 * /register and gets the error banner, which says only that the email is taken.
 */
async function registerWithTakenEmail(page: Page, authEmulator: AuthEmulator, holder: Role) {
  const email = `${holder}-taken@example.com`;
  await authEmulator.createUser({ email, password: 'a-strong-password', role: holder });
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Second Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const banner = page.getByTestId('registration-banner');
  await expect(banner).toHaveAttribute('data-banner', 'error');
  await expect(banner).toContainText('Registration Error');
  await expect(banner).toContainText(
    'This email is already registered. Please try logging in instead.',
  );
}

test.describe('accounts', () => {
  clearAccountsBeforeEach();

  test('login shows the spec validation messages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Log in to access your HomeLedger account')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a wrong password gives the failure toast without saying which field was wrong', async ({
    page,
    authEmulator,
  }) => {
    await authEmulator.createUser({
      email: 'owner@example.com',
      password: PASSWORD,
      displayName: 'Olive Owner',
      role: 'homeowner',
    });
    await logIn(page, { email: 'owner@example.com', password: 'wrong-password' });
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // An unknown address gets exactly the same answer.
    await logIn(page, { email: 'nobody@example.com', password: 'wrong-password' });
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  });

  for (const role of ['homeowner', 'contractor', 'realtor'] as const) {
    test(`a ${role} logs in, lands on ${ROLE_HOME[role].path}, and is redirected away from /login and /register`, async ({
      page,
    }) => {
      await logInAsNewUser(page, { password: PASSWORD, displayName: `Test ${role}`, role });
      await expect(page.getByText('Login successful')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${ROLE_HOME[role].path}$`));
      await expect(page.getByRole('heading', { name: ROLE_HOME[role].heading })).toBeVisible();

      await page.goto('/login');
      await expect(page).toHaveURL(new RegExp(`${ROLE_HOME[role].path}$`));
      await page.goto('/register?type=realtor');
      await expect(page).toHaveURL(new RegExp(`${ROLE_HOME[role].path}$`));
      // Dashboard link in the navbar points to the role's page.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
      ).toHaveAttribute('href', ROLE_HOME[role].path);
    });
  }

  test('role-restricted routes send other roles to /dashboard', async ({ page }) => {
    await logInAsNewUser(page, { password: PASSWORD, displayName: 'Hal', role: 'homeowner' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/realtor');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/contractor');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a user without a role claim is treated as a homeowner', async ({ page, authEmulator }) => {
    await authEmulator.createUser({
      email: 'plain@example.com',
      password: PASSWORD,
      displayName: 'Plain',
    });
    await logIn(page, { email: 'plain@example.com', password: PASSWORD });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unverified account sees the banner, resends the link, opens it, and the banner goes', async ({
    page,
    authEmulator,
  }) => {
    await authEmulator.createUser({
      email: 'unverified@example.com',
      password: PASSWORD,
      displayName: 'Uma',
      role: 'homeowner',
      emailVerified: false,
    });
    await logIn(page, { email: 'unverified@example.com', password: PASSWORD });
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await expect(banner).toContainText(
      'Please verify your email address. We sent a link to unverified@example.com.',
      { timeout: 15_000 },
    );

    // Not verified yet: the check says so.
    await banner.getByRole('button', { name: "I've verified it" }).click();
    await expect(banner.getByRole('alert')).toHaveText(
      "Your email isn't verified yet. Open the link in the email, then try again.",
    );

    // Resend: the emulator records the email; Resend waits a minute.
    await banner.getByRole('button', { name: 'Resend email' }).click();
    await expect(banner.getByText('Email sent', { exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Resend email' })).toBeDisabled();
    const codes = await authEmulator.oobCodes();
    const verify = codes.filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect(verify.map((c) => c.email)).toEqual(['unverified@example.com']);

    // The link, opened as from the mail; then "I've verified it" takes the new state.
    const mail = await page.context().newPage();
    await mail.goto(verify[0]!.oobLink);
    await mail.close();
    await banner.getByRole('button', { name: "I've verified it" }).click();
    await expect(banner).toHaveCount(0, { timeout: 15_000 });
    // And it stays gone on reload (the account is verified now).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
  });

  test('logout returns to / and guarded routes then send to /login', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAsNewUser(page, { password: PASSWORD, displayName: 'Rita', role: 'realtor' });
    await expect(page).toHaveURL(/\/realtor$/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
    await page.goto('/realtor');
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('forgot password answers neutrally and the emulator records the reset email', async ({
    page,
    authEmulator,
  }) => {
    await authEmulator.createUser({
      email: 'known@example.com',
      password: PASSWORD,
      displayName: 'Kim',
      role: 'homeowner',
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();

    await page.getByLabel('Email').fill('known@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const known = await page.getByTestId('reset-confirmation').textContent();
    expect(known).toContain('If an account exists for known@example.com');

    await page.getByRole('button', { name: 'Use a different email' }).click();
    await page.getByLabel('Email').fill('unknown@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const unknown = await page.getByTestId('reset-confirmation').textContent();
    expect(unknown?.replace('unknown@example.com', 'X')).toBe(
      known?.replace('known@example.com', 'X'),
    );

    const codes = await authEmulator.oobCodes();
    const resets = codes.filter((c) => c.requestType === 'PASSWORD_RESET');
    expect(resets.map((c) => c.email)).toEqual(['known@example.com']);
  });

  test('register: ?type= preselects the role and the business block follows the choice', async ({
    page,
  }) => {
    await page.goto('/register?type=contractor');
    await expect(
      page.getByRole('heading', { name: 'Grow your business with HomeLedger' }),
    ).toBeVisible();
    await expect(page.getByText('Business Information')).toBeVisible();
    await expect(page.getByTestId('registering-as')).toHaveText(
      "You're registering as a contractor",
    );

    await page.getByText('Homeowner', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByText('Business Information')).toBeHidden();

    await page.goto('/register?type=realtor');
    await expect(
      page.getByRole('heading', { name: 'Enhance your real estate services' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email.',
      'Password must be at least 8 characters.',
      'Business name must be at least 2 characters.',
      'Please enter a valid phone number.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Nothing was sent: still on the form, no banner.
    await expect(page.getByTestId('registration-banner')).toHaveCount(0);

    await page.goto('/register?type=bogus');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  // Conflicts are decided from Auth alone (before any Firestore write), so they run in tier 1.
  test('a duplicate email shows the error banner', async ({ page, authEmulator }) => {
    await registerWithTakenEmail(page, authEmulator, 'homeowner');
    await expect(page.getByText('Registration failed')).toBeVisible();
  });

  test('an email held by another role gets the same answer as any taken email', async ({
    page,
    authEmulator,
  }) => {
    // #33: the form must not tell which kind of account holds an address.
    await registerWithTakenEmail(page, authEmulator, 'contractor');
  });

  test('the prerendered login form never submits natively before the app runs', async ({
    browser,
  }) => {
    // No JavaScript at all: only the prerendered HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('secret-password');
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });
});

/**
 * Tier 2: needs the Firestore emulator (registerAccount writes profiles/{uid}).
 * Runs only where the full emulator suite is available.
 */
import { clearAccountsBeforeEach, expect, test } from './fixtures';

const ROLE_HOME = {
  homeowner: '/dashboard',
  contractor: '/contractor',
  realtor: '/realtor',
} as const;

test.describe('registration end to end', () => {
  clearAccountsBeforeEach();

  for (const role of ['homeowner', 'contractor', 'realtor'] as const) {
    test(`registers a ${role}, lands on ${ROLE_HOME[role]}, and is sent the verification email`, async ({
      page,
      authEmulator,
    }) => {
      await page.goto(`/register?type=${role}`);
      await page.getByLabel('Full Name').fill('Pat Example');
      await page.getByLabel('Email').fill(`${role}-new@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('a-strong-password');
      if (role !== 'homeowner') {
        await page.getByLabel('Business Name').fill('Example Services');
        await page.getByLabel('Business Phone').fill('5550104663');
        await page.getByLabel('Business Website (Optional)').fill('https://example.com');
      }
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Account created!')).toBeVisible();
      await expect(page.getByText('Welcome to HomeLedger, Pat Example!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${ROLE_HOME[role]}$`));
      await expect(page.getByRole('region', { name: 'Verify your email' })).toContainText(
        `We sent a link to ${role}-new@example.com.`,
      );
      await expect(
        page.getByRole('region', { name: 'Verify your email' }).getByText('Email sent'),
      ).toBeVisible();
      const sent = (await authEmulator.oobCodes()).filter((c) => c.requestType === 'VERIFY_EMAIL');
      expect(sent.map((c) => c.email)).toEqual([`${role}-new@example.com`]);
    });
  }
});

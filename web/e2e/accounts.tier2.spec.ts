/**
 * Tier 2: needs the Firestore emulator (registerAccount writes profiles/{uid}).
 * Runs only where the full emulator suite is available.
 */
import { clearAccountsBeforeEach, expect, test, uniqueEmail } from './fixtures';

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
      // A fresh address: the emulator keeps the codes it "sent" across accounts:clear.
      const email = uniqueEmail(`${role}-new`);
      await page.goto(`/register?type=${role}`);
      await page.getByLabel('Full Name').fill('Pat Example');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('a-strong-password');
      if (role !== 'homeowner') {
        await page.getByLabel('Business Name').fill('Example Services');
        await page.getByLabel('Business Phone').fill('5550104663');
        await page.getByLabel('Business Website (Optional)').fill('https://example.com');
      }
      await page.getByRole('button', { name: 'Create Account' }).click();
      // registerAccount answers first: on a busy machine that takes longer than 5 s.
      await expect(page.getByText('Account created!')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Welcome to HomeLedger, Pat Example!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${ROLE_HOME[role]}$`));
      await expect(page.getByRole('region', { name: 'Verify your email' })).toContainText(
        `We sent a link to ${email}.`,
      );
      await expect(
        page.getByRole('region', { name: 'Verify your email' }).getByText('Email sent'),
      ).toBeVisible();
      // The emulator lists every code it sent since it started: this account's, once.
      const sent = (await authEmulator.oobCodes()).filter(
        (c) => c.requestType === 'VERIFY_EMAIL' && c.email === email,
      );
      expect(sent).toHaveLength(1);
    });
  }
});

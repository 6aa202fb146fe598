/**
 * Tier 2: verifying an email is seen by the server without signing in again. A new
 * homeowner registers, opens the verification link the Auth emulator "sent" in another
 * tab, comes back and reloads: the app renews the ID token (its `email_verified` claim is
 * what the callables check), so the dashboard's transfer check and sharing a home with a
 * realtor succeed in the same session. Needs Firestore (profiles, properties, shares),
 * not Storage.
 */
import {
  addPropertyByHand,
  clearAccountsBeforeEach,
  expect,
  propertyCard,
  test,
  uniqueEmail,
  uniqueHome,
} from './fixtures';
import { TIER2_PASSWORD, newUser, realtorSharePanel, shareWithRealtor } from './tier2-steps';

const OWNER_NAME = 'Vera Verified';
const FUNCTIONS = 'http://127.0.0.1:5001/demo-homeledger/us-central1';

/**
 * The Functions emulator loads a function's code on its first call, which on a busy
 * machine can take longer than a step's wait: call the ones this test uses once, signed
 * out (refused before any read or write), while the account is being registered.
 */
async function warmUp(names: string[]): Promise<void> {
  // One at a time, each bounded: the emulator may fail to load several at once, and a
  // warm-up that never answers must not hold the test up.
  for (const name of names) {
    await fetch(`${FUNCTIONS}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
  }
}

const REALTOR_NAME = 'Rita Realtor';

test.describe('email verification the server can see', () => {
  clearAccountsBeforeEach();

  test('a new homeowner opens the link, comes back and shares a home without signing out', async ({
    page,
    authEmulator,
  }) => {
    test.setTimeout(180_000);
    const warm = warmUp(['addProperty', 'shareProperty', 'claimTransferInvitations']);
    const realtor = await newUser(authEmulator, 'realtor', REALTOR_NAME);
    const email = uniqueEmail('homeowner');
    const home = uniqueHome();

    // Register through the real form: signed in, unverified, sent the link.
    await page.goto('/register?type=homeowner');
    await page.getByLabel('Full Name').fill(OWNER_NAME);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TIER2_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await expect(banner).toContainText(`We sent a link to ${email}.`, { timeout: 15_000 });
    await expect(banner.getByText('Email sent')).toBeVisible();

    // The link the Auth emulator "sent" to this address (other tests' mail is left out).
    await warm;
    const links = (await authEmulator.oobCodes()).filter(
      (code) => code.requestType === 'VERIFY_EMAIL' && code.email === email,
    );
    expect(links).toHaveLength(1);

    // Opened from the mail, in another tab of the same browser.
    const mailTab = await page.context().newPage();
    const opened = await mailTab.goto(links[0]!.oobLink);
    expect(opened?.status()).toBe(200);
    await expect(mailTab.locator('body')).toContainText(
      'The email has been successfully verified.',
    );
    await mailTab.close();

    // Back in the app: a reload. The dashboard's transfer check (claimTransferInvitations
    // needs a verified token) is asked once the session is verified, and is answered.
    const transferCheck = page.waitForResponse(
      (response) =>
        response.url().endsWith('/claimTransferInvitations') &&
        response.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Welcome, ${OWNER_NAME}`) }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(banner).toHaveCount(0, { timeout: 15_000 });
    expect((await transferCheck).status()).toBe(200);

    // A home of their own, then its page.
    await addPropertyByHand(page, home);
    await expect(page.getByText('Property Added', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = propertyCard(page, home.address);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: home.address })).toBeVisible({
      timeout: 15_000,
    });
    await expect(realtorSharePanel(page).getByText('Not shared with any realtor yet.')).toBeVisible(
      { timeout: 15_000 },
    );
    // Sharing is refused to an unverified token ("Please verify your email address
    // first."): with the renewed one it goes through, still in the same session.
    await shareWithRealtor(page, realtor.email);
    await expect(page.getByText('Property shared', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Please verify your email address first.')).toHaveCount(0);
    await expect(
      realtorSharePanel(page).getByRole('list', { name: 'Realtors with access' }),
    ).toContainText(realtor.email, { timeout: 15_000 });
  });
});

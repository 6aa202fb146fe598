/**
 * Tier 2: pages are live. Each test keeps one page open and changes the data from
 * another tab or another person's browser; the open page shows the change without a
 * reload or a Refresh click:
 * 1. a repair added in one tab appears on the dashboard open in another tab;
 * 2. a contractor validating a repair turns the owner's open repair page to
 *    "Validated by {business name}" (their profile's);
 * 3. a property shared with a realtor appears on the realtor's open dashboard;
 * 4. a service record a contractor sends appears under "Offers from contractors" on
 *    the homeowner's open dashboard.
 *
 * Needs the Firestore emulator (the listeners read there), so it runs only where the
 * full emulator suite is available.
 */
import type { Page } from '@playwright/test';
import { clearAccountsBeforeEach, expect, logIn, propertyCard, test, uniqueHome } from './fixtures';
import {
  SAMPLE_REPAIR,
  addHome,
  choose,
  homeWithOneRepair,
  logInToDashboard,
  openRepairFromProperty,
  requestsPanel,
  shareWithRealtor,
  validationCard,
  newUser,
  ownerWithOneRepair,
} from './tier2-steps';

/** No navigation happened on `page` since `marker` was set: the change arrived live. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __liveMarker: boolean }).__liveMarker = true;
  });
}
async function expectNotReloaded(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __liveMarker?: boolean }).__liveMarker),
  ).toBe(true);
}

test.describe('live pages', () => {
  clearAccountsBeforeEach();

  test('a repair added in one tab appears on the dashboard open in another', async ({
    page,
    authEmulator,
  }) => {
    test.setTimeout(120_000);
    const owner = await newUser(authEmulator, 'homeowner', 'Hannah Owner');
    const home = uniqueHome();
    await logInToDashboard(page, owner);

    const other = await page.context().newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible({
      timeout: 15_000,
    });
    await markPage(other);

    await homeWithOneRepair(page, home);

    const card = propertyCard(other, home.address);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('1 repair', { exact: true })).toBeVisible({ timeout: 15_000 });
    await other.getByRole('tab', { name: 'Repair History' }).click();
    await expect(
      other.getByRole('article', { name: SAMPLE_REPAIR.serviceType, exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expectNotReloaded(other);
  });

  test("a contractor's validation turns the owner's open repair page to Validated", async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(180_000);
    const { home } = await ownerWithOneRepair(page, authEmulator);
    const contractorUser = await newUser(authEmulator, 'contractor', 'Carlos Rivera', {
      businessName: 'Rivera Plumbing',
    });
    await openRepairFromProperty(page, SAMPLE_REPAIR.serviceType);
    const card = validationCard(page);
    await card.getByRole('button', { name: 'Request validation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request validation' });
    await dialog.getByLabel("Contractor's email", { exact: true }).fill(contractorUser.email);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await markPage(page);

    const cp = await openSession();
    await logIn(cp, contractorUser);
    await expect(cp).toHaveURL(/\/contractor$/, { timeout: 15_000 });
    const request = requestsPanel(cp).getByRole('article', {
      name: SAMPLE_REPAIR.serviceType,
      exact: true,
    });
    await request
      .getByRole('button', {
        name: `Validate the ${SAMPLE_REPAIR.serviceType} repair at ${home.address}`,
      })
      .click({ timeout: 15_000 });
    await expect(cp.getByText('Repair validated', { exact: true })).toBeVisible({
      timeout: 15_000,
    });

    await expect(
      card.getByText('Validated by Rivera Plumbing (email verified, business not verified)', {
        exact: true,
      }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Not yet validated', { exact: true })).toHaveCount(0);
    await expectNotReloaded(page);
  });

  test("a property shared with a realtor appears on the realtor's open dashboard", async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(150_000);
    const owner = await newUser(authEmulator, 'homeowner', 'Hannah Owner');
    const realtorUser = await newUser(authEmulator, 'realtor', 'Rita Realtor');
    const home = uniqueHome();

    const rp = await openSession();
    await logIn(rp, realtorUser);
    await expect(rp).toHaveURL(/\/realtor$/, { timeout: 15_000 });
    await expect(rp.getByRole('tab', { name: 'Properties (0)' })).toBeVisible({
      timeout: 15_000,
    });
    await markPage(rp);

    await logInToDashboard(page, owner);
    await homeWithOneRepair(page, home);
    await shareWithRealtor(page, realtorUser.email);
    await expect(page.getByText('Property shared', { exact: true })).toBeVisible({
      timeout: 15_000,
    });

    await expect(rp.getByRole('tab', { name: 'Properties (1)' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(rp.getByRole('row').filter({ hasText: home.address })).toHaveCount(1);
    await expect(rp.getByRole('tab', { name: 'Repair History (1)' })).toBeVisible({
      timeout: 15_000,
    });
    await expectNotReloaded(rp);
  });

  test("a contractor's offer appears on the homeowner's open dashboard", async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(150_000);
    const owner = await newUser(authEmulator, 'homeowner', 'Hannah Owner');
    const contractorUser = await newUser(authEmulator, 'contractor', 'Carlos Rivera');
    const home = uniqueHome();

    await logInToDashboard(page, owner);
    await addHome(page, home);
    await expect(page.getByRole('region', { name: 'Offers from contractors' })).toHaveCount(0);
    await markPage(page);

    const cp = await openSession();
    await logIn(cp, contractorUser);
    await expect(cp).toHaveURL(/\/contractor$/, { timeout: 15_000 });
    await cp.getByRole('button', { name: 'Add Record' }).first().click();
    const form = cp.getByRole('dialog', { name: 'Add Service Record' });
    await form.getByLabel('Date of Service', { exact: true }).fill('2024-05-20');
    await form.getByRole('textbox', { name: 'Client', exact: true }).fill('Hannah Owner');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Replaced the water heater');
    await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('1250.50');
    await form.getByRole('button', { name: 'Add Record', exact: true }).click();
    await expect(form).toBeHidden({ timeout: 15_000 });
    // The new record shows in the portal's own live list.
    const row = cp.getByRole('row').filter({ hasText: 'Replaced the water heater' });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await row
      .getByRole('button', { name: /^Send the record for Hannah Owner, .* to a homeowner$/ })
      .click();
    const send = cp.getByRole('dialog', { name: 'Send to Homeowner' });
    await send.getByLabel("Homeowner's email", { exact: true }).fill(owner.email);
    await send.getByLabel('Street Address', { exact: true }).fill(home.address);
    await send.getByLabel('City', { exact: true }).fill(home.city);
    await send.getByLabel('State', { exact: true }).fill(home.state);
    await send.getByLabel('ZIP Code', { exact: true }).fill(home.zipCode);
    await choose(cp, send, 'Service Type', 'Plumbing');
    await send.getByRole('button', { name: 'Send Record' }).click();
    await expect(send).toBeHidden({ timeout: 15_000 });

    const offers = page.getByRole('region', { name: 'Offers from contractors' });
    await expect(offers).toBeVisible({ timeout: 15_000 });
    await expect(offers).toContainText('Replaced the water heater');
    await expectNotReloaded(page);
  });
});

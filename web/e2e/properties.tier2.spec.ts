/**
 * Tier 2: properties end to end, as new users in a real browser. Needs the
 * Firestore and Storage emulators (addProperty/deleteProperty write there, the
 * dashboard and property page read live from there), so it runs only where the full
 * emulator suite is available. Copy is the product spec's, word for word.
 */
import type { Page } from '@playwright/test';
import {
  addPropertyByHand,
  clearAccountsBeforeEach,
  expect,
  propertyCard,
  test,
  uniqueHome,
} from './fixtures';
import { addHome, logInToDashboard, newUser } from './tier2-steps';

/** The red "Ownership Disputed" banner above the dashboard tabs. */
function disputedBanner(page: Page) {
  return page.getByRole('alert').filter({
    hasText:
      'One or more of your properties has been claimed by another homeowner. Please contact support to verify your ownership.',
  });
}

/** The holder's notice that someone else added their home (spelled the newcomer's way). */
function disputeNotice(page: Page, address: string) {
  return page.getByRole('alert').filter({ hasText: `Someone else added ${address}.` });
}

/** From the property page: Remove Property → confirm → "Property Deleted" → dashboard. */
async function removeProperty(page: Page) {
  await page.getByRole('button', { name: 'Remove Property' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Property Removal' });
  await expect(dialog).toBeVisible();
  // Spec: all associated repair records will be deleted; it cannot be undone.
  await expect(dialog).toContainText(/repair records will be deleted/);
  await expect(dialog).toContainText(/cannot be undone/);
  await dialog.getByRole('button', { name: 'Remove Property' }).click();
  await expect(page.getByText('Property Deleted', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your property has been successfully removed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('properties end to end', () => {
  clearAccountsBeforeEach();

  test('a new homeowner adds a property by hand, opens it and removes it', async ({
    page,
    authEmulator,
  }) => {
    test.setTimeout(90_000);
    const owner = await newUser(authEmulator, 'homeowner', 'Olivia Owner');
    const home = uniqueHome();

    await logInToDashboard(page, owner);
    await expect(page.getByText('No Properties Yet', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Add your first property to start tracking repairs')).toBeVisible();

    // The empty state's Add Property goes to the form; no address suggestions are needed.
    await page.getByRole('link', { name: 'Add Property', exact: true }).last().click();
    await expect(page).toHaveURL(/\/add-property$/);
    await addPropertyByHand(page, home);
    await expect(page.getByText('Property Added', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Your property has been successfully added')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const card = propertyCard(page, home.address);
    await expect(card).toBeVisible();
    await expect(card).toContainText('0 repairs');
    await expect(card).toContainText('No repairs yet');
    await expect(card).toContainText('Springfield, IL 62704');
    await expect(card).toContainText('0 service records');
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Add Repair' })).toBeVisible();
    await expect(disputedBanner(page)).toHaveCount(0);

    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/property\/[A-Za-z0-9]{20}$/);
    const title = page.getByRole('heading', { level: 1, name: home.address, exact: true });
    await expect(title).toBeVisible({ timeout: 15_000 });
    const header = page.locator('header', { has: title });
    await expect(header.getByText('Verified', { exact: true })).toBeVisible();
    await expect(header).toContainText('Springfield, IL 62704');

    await removeProperty(page);
    await expect(page.getByText('No Properties Yet', { exact: true })).toBeVisible();
    await expect(propertyCard(page, home.address)).toHaveCount(0);

    // Gone for good, not just from this page's memory.
    await page.reload();
    await expect(page.getByText('No Properties Yet', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });

  test("a second homeowner adding the same home is disputed; the holder's home stays verified, with a notice until the claim goes", async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(120_000);
    const ann = await newUser(authEmulator, 'homeowner', 'Ann First');
    const bob = await newUser(authEmulator, 'homeowner', 'Bob Second');
    const home = uniqueHome();

    // Ann adds the home: verified.
    await logInToDashboard(page, ann);
    await addHome(page, home);
    const annCard = propertyCard(page, home.address);
    await expect(annCard.getByText('Verified', { exact: true })).toBeVisible();
    await expect(disputedBanner(page)).toHaveCount(0);
    const notice = disputeNotice(page, home.respelled.address);
    await expect(notice).toHaveCount(0);

    // Bob, in his own browser session, adds the same home spelled his way.
    const bobPage = await openSession();
    await logInToDashboard(bobPage, bob);
    await addPropertyByHand(bobPage, home.respelled);
    await expect(
      bobPage.getByText('Property Added with Disputed Ownership', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      bobPage.getByText(
        'This property has been claimed by another user. Please contact support to verify ownership.',
      ),
    ).toBeVisible();
    await expect(bobPage).toHaveURL(/\/dashboard$/);

    // Bob, the newcomer: the red banner, the card's badge, and Add Repair disabled.
    const bobCard = propertyCard(bobPage, home.respelled.address);
    await expect(disputedBanner(bobPage)).toBeVisible({ timeout: 15_000 });
    await expect(disputedBanner(bobPage)).toContainText('Ownership Disputed');
    await expect(bobCard.getByText('Ownership Disputed', { exact: true })).toBeVisible();
    await expect(bobCard.getByRole('button', { name: 'Add Repair' })).toBeDisabled();
    await expect(bobCard.getByRole('link', { name: 'Add Repair' })).toHaveCount(0);

    // Ann, the holder (docs/hand-over.md "Disputes that cannot grief"): her home is untouched, and
    // her open dashboard gets the notice with its two answers, live.
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText('Your home and its history are unchanged.');
    await expect(notice.getByRole('button', { name: 'Transfer this home to them' })).toBeEnabled();
    await expect(notice.getByRole('button', { name: "It's still my home" })).toBeEnabled();
    await expect(annCard.getByText('Verified', { exact: true })).toBeVisible();
    await expect(annCard.getByText('Ownership Disputed', { exact: true })).toHaveCount(0);
    await expect(disputedBanner(page)).toHaveCount(0);
    await expect(annCard.getByRole('link', { name: 'Add Repair' })).toBeVisible();

    // Bob removes his claim from his property page.
    await bobCard.getByRole('link', { name: 'View Details' }).click();
    const bobTitle = bobPage.getByRole('heading', {
      level: 1,
      name: home.respelled.address,
      exact: true,
    });
    await expect(bobTitle).toBeVisible({ timeout: 15_000 });
    await expect(
      bobPage.getByRole('alert').filter({ hasText: 'Another homeowner has claimed this address' }),
    ).toBeVisible();
    await expect(bobPage.getByRole('button', { name: 'Add Repair' })).toBeDisabled();
    await removeProperty(bobPage);
    await expect(bobPage.getByText('No Properties Yet', { exact: true })).toBeVisible();

    // Ann's dashboard, live: the notice is gone with Bob's claim; still verified.
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    await expect(annCard.getByText('Verified', { exact: true })).toBeVisible();
    await expect(disputedBanner(page)).toHaveCount(0);
    await expect(annCard.getByRole('link', { name: 'Add Repair' })).toBeVisible();
    // And after a reload (stored, not just streamed).
    await page.reload();
    await expect(
      propertyCard(page, home.address).getByText('Verified', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(disputedBanner(page)).toHaveCount(0);
    await expect(notice).toHaveCount(0);
  });
});

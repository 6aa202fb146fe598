// The signed-in area as a new user meets it. On a machine without the Firestore
// emulator (tier 1: Auth/Functions/Hosting only) it says so once, panels fail fast
// with their inline state instead of spinning, and the forms still validate and answer
// with a readable error, losing nothing typed; with Firestore (npm test here) the new
// account's dashboard is empty and says how to start. The guards and Logout hold on both.
// Screenshots for people to look at go to .test-output/signed-in/.
import {
  addPropertyByHand,
  expect,
  expectTabSelected,
  FIRESTORE_RUNS,
  logInAsNewUser,
  NO_FIRESTORE,
  test,
  WITH_FIRESTORE,
  type HomeAddress,
} from './fixtures';

const NOTICE =
  "The Firestore emulator is not running, so your data can't load here. See README → Test tiers.";
const SHOTS = '.test-output/signed-in';
const PASSWORD = 'correct-horse-42';

test.describe('signed-in area of a new homeowner', () => {
  test.beforeEach(async ({ page }) => {
    await logInAsNewUser(page, { password: PASSWORD, displayName: 'Dana Doe', role: 'homeowner' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the dashboard shows its frame, the notice and the inline failure with Try Again', async ({
    page,
  }) => {
    test.skip(FIRESTORE_RUNS, WITH_FIRESTORE);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana Doe' })).toBeVisible();
    await expect(page.getByText('Manage your properties and repair history')).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(1);
    await expect(
      page.getByText('Failed to load your properties. Please try again later.'),
    ).toBeVisible();
    // The other panels (maintenance, offers, transfers) fail alone, each with its own Try Again.
    await expect(
      page.getByRole('tabpanel', { name: 'Properties' }).getByRole('button', { name: 'Try Again' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Property' })).toHaveAttribute(
      'href',
      '/add-property',
    );
    await expectTabSelected(page, 'Properties');
    await page.getByRole('tab', { name: 'Repair History' }).click();
    await expect(
      page.getByText('Failed to load your repair history. Please try again later.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/tab=repairs/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
    }
  });

  test('with Firestore, the new dashboard is empty and points to Add Property, without the notice', async ({
    page,
  }) => {
    test.skip(!FIRESTORE_RUNS, NO_FIRESTORE);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana Doe' })).toBeVisible();
    await expect(page.getByText('No Properties Yet', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Add your first property to start tracking repairs')).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(page.getByText(/^Failed to load/)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Repair History' }).click();
    await expect(page).toHaveURL(/tab=repairs/);
    await expect(page.getByText('No Repair History', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('Add Property validates with the spec messages and keeps the form when saving fails', async ({
    page,
  }) => {
    // With Firestore the property is saved: properties.tier2.spec.ts follows that path.
    test.skip(FIRESTORE_RUNS, WITH_FIRESTORE);
    test.slow(); // the wait for the callable below may take most of the default 30 s
    await page.getByRole('link', { name: 'Add Property' }).click();
    await expect(page).toHaveURL(/\/add-property$/);
    await page.getByRole('button', { name: 'Add Property', exact: true }).click();
    await expect(page.getByText('Address must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('City is required')).toBeVisible();
    await expect(page.getByText('State is required')).toBeVisible();
    await expect(page.getByText('Valid ZIP code is required')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/add-property-errors-1280.png`, fullPage: true });

    const home: HomeAddress = {
      address: '123 Main Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    };
    await addPropertyByHand(page, home);
    // Without Firestore the callable answers with a readable reason, once the Functions
    // emulator has loaded it: a cold start can take 15 s on a busy two-core CI machine.
    await expect(
      page.getByText(/^Property creation failed: The Firestore emulator is not running/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Add Property', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Street Address', { exact: true })).toHaveValue(home.address);
    await expect(page.getByLabel('ZIP Code', { exact: true })).toHaveValue(home.zipCode);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/add-property-failed-375.png`, fullPage: true });
  });

  test('Cancel with unsaved changes asks before leaving', async ({ page }) => {
    await page.goto('/add-property');
    await page.getByLabel('City', { exact: true }).fill('Springfield');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue Editing' }).click();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Springfield');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Back, a link or a reload with unsaved changes asks before leaving', async ({ page }) => {
    // Reached by a link, so Back stays in the app (react-router holds it: useBlocker). The
    // header's link: once the homes load, the empty state shows a second one.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Add Property', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/add-property$/);
    await page.getByLabel('City', { exact: true }).fill('Springfield');
    const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    await page.evaluate(() => history.back());
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue Editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/add-property$/);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Springfield');

    // Closing or reloading the tab gets the browser's own question.
    const asked = page.waitForEvent('dialog');
    void page.reload().catch(() => undefined);
    const beforeUnload = await asked;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Springfield');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'HomeLedger home' })
      .click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Logout from the dashboard goes home, signed out', async ({ page }) => {
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

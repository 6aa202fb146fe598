// The contractor portal as a new contractor meets it (tier 1: Auth, Functions and
// Hosting run; Firestore where the machine has it): the sidebar with its shortcut and
// remembered state, every entry leading to its view, the service records panel (failing
// inline with Try Again without Firestore, empty with it), and the QuickBooks tab
// answering from the real quickbooksStatus function (no Intuit credentials here: "not
// configured"). The flows that need Firestore (records, validation) are in *.tier2.spec.ts.
import {
  expect,
  expectTabSelected,
  FIRESTORE_RUNS,
  logInAsNewUser,
  NO_FIRESTORE,
  test,
  WITH_FIRESTORE,
} from './fixtures';

const PASSWORD = 'correct-horse-42';
const SHOTS = '.test-output/contractor-portal';

test.describe('contractor portal of a new contractor', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAsNewUser(page, {
      password: PASSWORD,
      displayName: 'Carlos Rivera',
      role: 'contractor',
    });
    await expect(page).toHaveURL(/\/contractor$/, { timeout: 15_000 });
  });

  test('the dashboard: welcome, sidebar entries, the records panel failing inline', async ({
    page,
  }) => {
    test.skip(FIRESTORE_RUNS, WITH_FIRESTORE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, Carlos Rivera' }),
    ).toBeVisible();
    await expect(page.getByText('Manage your service records')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Contractor Portal' });
    for (const entry of ['Dashboard', 'Service Records', 'Clients', 'Reports']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectTabSelected(page, 'Service Records');
    await expect(page.getByText('Failed to load your service records').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  });

  test('with Firestore, the dashboard: welcome and the empty records panel', async ({ page }) => {
    test.skip(!FIRESTORE_RUNS, NO_FIRESTORE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, Carlos Rivera' }),
    ).toBeVisible();
    await expectTabSelected(page, 'Service Records');
    await expect(page.getByText('No service records found', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Failed to load your service records')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-firestore-1280.png`, fullPage: true });
  });

  test('every sidebar entry leads to its view, and back returns', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Contractor Portal' });
    for (const [entry, path, heading] of [
      ['Service Records', '/contractor/records', 'Service Records'],
      ['Clients', '/contractor/clients', 'Clients'],
      ['Reports', '/contractor/reports', 'Reports'],
    ] as const) {
      await nav.getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/contractor\/clients$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  });

  test('Ctrl+B collapses the sidebar to icons, and the choice survives a reload', async ({
    page,
  }) => {
    const panel = page.getByTestId('sidebar-panel');
    const trigger = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(panel).toHaveAttribute('data-state', 'expanded');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const wide = (await panel.boundingBox())?.width ?? 0;
    expect(wide).toBeCloseTo(256, 0); // 16rem

    await page.keyboard.press('Control+b');
    await expect(panel).toHaveAttribute('data-state', 'collapsed');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await panel.boundingBox())?.width ?? 0).toBeCloseTo(48, 0); // 3rem
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // 7 days, give or take the seconds the test took.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 60);
    await page.screenshot({ path: `${SHOTS}/collapsed-1280.png` });

    await page.reload();
    await expect(page.getByTestId('sidebar-panel')).toHaveAttribute('data-state', 'collapsed');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('sidebar-panel')).toHaveAttribute('data-state', 'expanded');
  });

  test('on a phone the sidebar is a sheet that opens from the trigger', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Clients' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sheet-375.png` });
    await sheet.getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/contractor\/clients$/);
    await expect(sheet).toBeHidden();
  });

  test('the QuickBooks tab asks the server and says it is not configured here', async ({
    page,
  }) => {
    await page.getByRole('tab', { name: 'QuickBooks Integration' }).click();
    await expect(page).toHaveURL(/tab=quickbooks/);
    await expect(page.getByText('QuickBooks is not configured on this server')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'Recent Invoices' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/quickbooks-1280.png`, fullPage: true });
  });

  test('Logout in the sidebar signs out and goes home', async ({ page }) => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/contractor');
    await expect(page).toHaveURL(/\/login$/);
  });
});

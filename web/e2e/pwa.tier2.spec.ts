// Tier 2: a receipt shared into the installed app (Web Share Target) reaches Add Repair for
// the home the owner picks (docs/architecture.md "Installable app"). The share sheet itself
// cannot be driven from a test: the page posts the same multipart form the browser's share
// target would, to the same action, and the service worker answers it as it would a share.
import { clearAccountsBeforeEach, expect, test, uniqueHome } from './fixtures';
import { addHome, logInToDashboard, newUser } from './tier2-steps';

test.use({ serviceWorkers: 'allow' });
test.setTimeout(120_000);

test.describe('sharing a receipt into HomeLedger', () => {
  clearAccountsBeforeEach();

  test('asks which home, then opens Add Repair with the shared file', async ({
    page,
    authEmulator,
  }) => {
    const owner = await newUser(authEmulator, 'homeowner', 'Sam Sharer');
    await logInToDashboard(page, owner);
    const home = uniqueHome();
    await addHome(page, home);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });

    // What the browser does when the user picks HomeLedger in the share sheet.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share-receipt';
      form.enctype = 'multipart/form-data';
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'receipt';
      const files = new DataTransfer();
      files.items.add(
        new File(['%PDF-1.4 receipt'], 'hardware-store.pdf', { type: 'application/pdf' }),
      );
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    });

    await expect(page).toHaveURL(/\/share\?file=[0-9a-f-]{36}$/);
    const fileId = new URL(page.url()).searchParams.get('file');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Which home is this receipt for?' }),
    ).toBeVisible();
    await expect(page.getByText('Shared file: hardware-store.pdf')).toBeVisible();
    await page.getByRole('link', { name: new RegExp(home.address) }).click();
    await expect(page).toHaveURL(new RegExp(`/add-repair/[A-Za-z0-9]{20}\\?shared=${fileId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Add Repair Record' })).toBeVisible();
    // The shared file is attached as the receipt, and taken out of the device's store.
    await expect(page.getByText('hardware-store.pdf')).toBeVisible();
    await page.reload();
    await expect(page.getByText('This shared file is no longer here')).toBeVisible();
  });

  test('the "Scan receipt" shortcut asks which home, then passes capture=receipt on', async ({
    page,
    authEmulator,
  }) => {
    const owner = await newUser(authEmulator, 'homeowner', 'Cam Capture');
    await logInToDashboard(page, owner);
    await page.goto('/share?capture=receipt');
    // No home yet: the page says so and offers to add one.
    await expect(page.getByRole('heading', { name: 'No homes yet' })).toBeVisible();
    const home = uniqueHome();
    await addHome(page, home);
    await page.goto('/share?capture=receipt');
    await page.getByRole('link', { name: new RegExp(home.address) }).click();
    await expect(page).toHaveURL(/\/add-repair\/[A-Za-z0-9]{20}\?capture=receipt$/);
  });
});

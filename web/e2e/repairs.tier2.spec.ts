/**
 * Tier 2: repairs end to end, as new homeowners in a real browser. Needs the Firestore
 * emulator (addRepair/updateRepair/deleteRepair write there, every page reads from
 * there); the test with a receipt needs the Storage emulator too and skips itself
 * without it. Copy is the product spec's, word for word.
 */
import type { Page } from '@playwright/test';
import {
  clearAccountsBeforeEach,
  expect,
  NO_STORAGE,
  propertyCard,
  STORAGE_RUNS,
  test,
  uniqueHome,
  type HomeAddress,
} from './fixtures';
import {
  addHome,
  choose,
  logInToDashboard,
  newUser,
  propertyRepairRow,
  propertyStatistic,
} from './tier2-steps';

/** The repair every test logs: a past date, so it is valid whatever today is. */
const REPAIR = {
  serviceType: 'Plumbing',
  date: '2024-03-15',
  shortDate: 'Mar 15, 2024',
  longDate: 'March 15, 2024',
  cost: '149.99',
  costShown: '$149.99',
  contractor: 'Acme Plumbing Co',
  description: 'Replaced the kitchen sink trap and tested for leaks',
} as const;

/** A small, well-formed PDF (the receipt). */
const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/**
 * From the dashboard: Add Repair on the home's card, fill the form (with the receipt
 * when given) and submit; waits for "Repair Added" and the dashboard. Returns the
 * property's id.
 */
async function addRepairFromCard(
  page: Page,
  home: HomeAddress,
  receipt?: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  await propertyCard(page, home.address).getByRole('link', { name: 'Add Repair' }).click();
  await expect(page).toHaveURL(/\/add-repair\/[A-Za-z0-9]{20}$/);
  const propertyId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Add Repair Record' })).toBeVisible();
  await expect(page.getByText('Adding repair for:')).toContainText(
    `Adding repair for: ${home.address}, ${home.city}, ${home.state}`,
    { timeout: 15_000 },
  );

  await choose(page, page, 'Service Type', REPAIR.serviceType);
  await page.getByLabel('Date of Service', { exact: true }).fill(REPAIR.date);
  await page.getByLabel('Cost', { exact: true }).fill(REPAIR.cost);
  await page.getByLabel('Contractor Name', { exact: true }).fill(REPAIR.contractor);
  await page.getByLabel('Description', { exact: true }).fill(REPAIR.description);
  const receiptGroup = page.getByRole('group', { name: 'Receipt (optional)' });
  await expect(receiptGroup).toContainText('No file selected');
  if (receipt) {
    await page.getByLabel('Receipt file', { exact: true }).setInputFiles(receipt);
    await expect(receiptGroup).toContainText(receipt.name);
    await expect(receiptGroup.getByRole('button', { name: 'Change Receipt' })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Add Repair', exact: true }).click();
  await expect(page.getByText('Repair Added', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your repair record has been successfully added')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return propertyId;
}

test.describe('repairs end to end', () => {
  clearAccountsBeforeEach();

  test('a homeowner adds a repair with a receipt, sees it everywhere, edits it and deletes it', async ({
    page,
    authEmulator,
  }) => {
    test.skip(!STORAGE_RUNS, NO_STORAGE);
    test.setTimeout(150_000);
    const owner = await newUser(authEmulator, 'homeowner', 'Olivia Owner');
    const home = uniqueHome();

    await logInToDashboard(page, owner);
    await addHome(page, home);
    const card = propertyCard(page, home.address);
    await expect(card.getByText('0 repairs', { exact: true })).toBeVisible();

    const propertyId = await addRepairFromCard(page, home, {
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: RECEIPT_PDF,
    });

    // Dashboard card: the count, the last repair's short date, the service records.
    await expect(card.getByText('1 repair', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(`Last repair: ${REPAIR.shortDate}`);
    await expect(card).toContainText('1 service record');
    await expect(card).not.toContainText('No repairs yet');

    // Repair History tab: the card with the Receipt badge and the facts.
    await page.getByRole('tab', { name: 'Repair History' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=repairs$/);
    const repairCard = page.getByRole('article', { name: REPAIR.serviceType, exact: true });
    await expect(repairCard).toBeVisible({ timeout: 15_000 });
    await expect(repairCard.getByText('Receipt', { exact: true })).toBeVisible();
    await expect(repairCard.getByText('Completed', { exact: true })).toBeVisible();
    await expect(repairCard).toContainText(home.address);
    await expect(repairCard).toContainText(REPAIR.description);
    await expect(repairCard).toContainText(REPAIR.shortDate);
    await expect(repairCard).toContainText(REPAIR.costShown);
    await expect(repairCard).toContainText(REPAIR.contractor);
    await expect(repairCard.getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(repairCard.getByRole('link', { name: 'Edit Plumbing repair' })).toBeVisible();

    // Property page: statistics and the Repair History table.
    await page.getByRole('tab', { name: 'Properties' }).click();
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${propertyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: home.address })).toBeVisible({
      timeout: 15_000,
    });
    await expect(propertyStatistic(page, 'Total Repairs')).toHaveText('1');
    await expect(propertyStatistic(page, 'Last Repair')).toHaveText(REPAIR.shortDate);
    await expect(propertyStatistic(page, 'Total Spent')).toHaveText(REPAIR.costShown);
    const row = await propertyRepairRow(page, REPAIR.serviceType);
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    for (const text of [
      REPAIR.shortDate,
      REPAIR.serviceType,
      REPAIR.description,
      REPAIR.contractor,
      REPAIR.costShown,
    ])
      await expect(row).toContainText(text);

    // Repair detail, from the table's link.
    await row.getByRole('link', { name: REPAIR.serviceType }).click();
    await expect(page).toHaveURL(/\/repair\/[A-Za-z0-9]{20}$/);
    const repairId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Details' })).toBeVisible();
    const facts = page.getByRole('article', { name: REPAIR.serviceType, exact: true });
    await expect(facts).toBeVisible({ timeout: 15_000 });
    await expect(facts.getByText('Completed', { exact: true })).toBeVisible();
    for (const text of [
      REPAIR.longDate,
      REPAIR.costShown,
      REPAIR.contractor,
      REPAIR.description,
      home.address,
      'Springfield, IL 62704',
    ])
      await expect(facts).toContainText(text);
    const receiptLink = facts.getByRole('link', { name: /^View Receipt/ });
    await expect(receiptLink).toBeVisible({ timeout: 15_000 });
    await expect(receiptLink).toHaveAttribute('target', '_blank');
    // Read under the storage rules and opened as a same-origin object URL, never a token link.
    await expect(receiptLink).toHaveAttribute('href', /^blob:http:\/\/127\.0\.0\.1:5002\//);
    await expect(page.getByText('Not yet validated', { exact: true })).toBeVisible();

    // Edit: cost 200, status In Progress.
    await page.getByRole('link', { name: 'Edit Repair' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-repair/${repairId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Repair Record' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Update Repair Details' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('combobox', { name: 'Service Type' })).toContainText(
      REPAIR.serviceType,
    );
    await expect(page.getByLabel('Date of Service', { exact: true })).toHaveValue(REPAIR.date);
    const cost = page.getByLabel('Cost', { exact: true });
    await expect(cost).toHaveValue(REPAIR.cost);
    await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Completed');
    await expect(page.getByLabel('Contractor Name', { exact: true })).toHaveValue(
      REPAIR.contractor,
    );
    await expect(page.getByRole('group', { name: 'Receipt (optional)' })).toContainText(
      'invoice.pdf',
    );
    await cost.fill('200');
    await choose(page, page, 'Status', 'In Progress');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Repair record updated successfully')).toBeVisible();

    // Back on the property page: the new total.
    await expect(page).toHaveURL(new RegExp(`/property/${propertyId}$`));
    await expect(propertyStatistic(page, 'Total Spent')).toHaveText('$200.00', { timeout: 15_000 });
    await expect(propertyStatistic(page, 'Total Repairs')).toHaveText('1');
    const editedRow = await propertyRepairRow(page, REPAIR.serviceType);
    await expect(editedRow).toContainText('$200.00', { timeout: 15_000 });

    // Repair detail: the edit shows; then Delete Repair, confirmed.
    await editedRow.getByRole('link', { name: REPAIR.serviceType }).click();
    await expect(page).toHaveURL(new RegExp(`/repair/${repairId}$`));
    const edited = page.getByRole('article', { name: REPAIR.serviceType, exact: true });
    await expect(edited.getByText('In Progress', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(edited).toContainText('$200.00');
    await page.getByRole('button', { name: 'Delete Repair' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Repair Removal' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Are you sure you want to remove this repair record? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete Repair' }).click();
    await expect(page.getByText('Repair Removed', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('The repair record has been successfully removed')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The card is back to no repairs, and stays so after a reload.
    await expect(card.getByText('0 repairs', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('No repairs yet');
    await expect(card).toContainText('0 service records');
    await page.reload();
    await expect(propertyCard(page, home.address)).toContainText('No repairs yet', {
      timeout: 15_000,
    });

    // The deleted repair's page is gone for its owner too.
    await page.goto(`/repair/${repairId}`);
    await expect(page.getByText('Repair not found', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("another homeowner cannot open or edit someone else's repair", async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(120_000);
    const ann = await newUser(authEmulator, 'homeowner', 'Ann Owner');
    const bob = await newUser(authEmulator, 'homeowner', 'Bob Stranger');
    const home = uniqueHome();

    // Ann logs a repair (no receipt) and finds its id from her Repair History tab.
    await logInToDashboard(page, ann);
    await addHome(page, home);
    const propertyId = await addRepairFromCard(page, home);
    await page.getByRole('tab', { name: 'Repair History' }).click();
    const annRepair = page.getByRole('article', { name: REPAIR.serviceType, exact: true });
    await expect(annRepair).toBeVisible({ timeout: 15_000 });
    await expect(annRepair.getByText('Receipt', { exact: true })).toHaveCount(0);
    await annRepair.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/repair\/[A-Za-z0-9]{20}$/);
    const repairId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('button', { name: 'Delete Repair' })).toBeVisible({
      timeout: 15_000,
    });

    const bobPage = await openSession();
    await logInToDashboard(bobPage, bob);

    // Repair detail: "Repair not found", back to the dashboard, nothing of Ann's shown.
    await bobPage.goto(`/repair/${repairId}`);
    await expect(bobPage.getByText('Repair not found', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      bobPage.getByText("The repair record you're looking for doesn't exist."),
    ).toBeVisible();
    await expect(bobPage).toHaveURL(/\/dashboard$/);
    await expect(bobPage.getByText(REPAIR.description)).toHaveCount(0);
    await expect(bobPage.getByText(REPAIR.contractor)).toHaveCount(0);

    // Edit Repair (spec: a missing record shows "Repair record not found"): no form.
    await bobPage.goto(`/edit-repair/${repairId}`);
    await expect(
      bobPage.getByRole('heading', { level: 1, name: 'Edit Repair Record' }),
    ).toBeVisible();
    await expect(bobPage.getByText('Repair record not found', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(bobPage.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
    await expect(bobPage.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(bobPage.getByLabel('Cost', { exact: true })).toHaveCount(0);
    await expect(bobPage.getByText(REPAIR.contractor)).toHaveCount(0);

    // Adding a repair to Ann's property is refused the same way.
    await bobPage.goto(`/add-repair/${propertyId}`);
    await expect(bobPage.getByText('Property Not Found', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(bobPage).toHaveURL(/\/dashboard$/);

    // Bob's own history is empty.
    await bobPage.getByRole('tab', { name: 'Repair History' }).click();
    await expect(bobPage.getByText('No Repair History', { exact: true })).toBeVisible({
      timeout: 15_000,
    });

    // Ann's repair is untouched.
    await page.reload();
    const facts = page.getByRole('article', { name: REPAIR.serviceType, exact: true });
    await expect(facts).toContainText(REPAIR.costShown, { timeout: 15_000 });
    await expect(facts).toContainText(REPAIR.contractor);
  });
});

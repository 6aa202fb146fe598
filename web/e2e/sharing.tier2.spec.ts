/**
 * Tier 2: sharing a property with a realtor end to end, in two real browser
 * sessions. Needs the Firestore emulator (shareProperty/unshareProperty write there, the
 * realtor's pages read from there); the CSV exports (exportCsv writes its file to
 * Storage) run only where the Storage emulator runs too. Copy is the
 * product spec's, or the screens' own where the spec leaves them open.
 */
import {
  clearAccountsBeforeEach,
  expect,
  logIn,
  storageStep,
  test,
  uniqueEmail,
  uniqueHome,
  type AuthEmulator,
} from './fixtures';
import {
  SAMPLE_REPAIR,
  exportCsv,
  homeWithOneRepair,
  logInToDashboard,
  newUser,
  realtorSharePanel,
  shareWithRealtor,
  signInAgain,
} from './tier2-steps';

const REALTOR_NAME = 'Rita Realtor';

const REPAIR = SAMPLE_REPAIR;

const PROPERTY_HEADER =
  '"Address","City","State","ZIP Code","Status","Repairs","Last Repair","Total Spent"';
const REPAIR_HEADER =
  '"Property Address","City","State","ZIP Code","Service Type","Date","Status","Cost","Contractor","Description","Validated","Receipt"';

/** Sharing trusts verified accounts only, on both ends: newUser's are verified. */
const newHomeowner = (authEmulator: AuthEmulator, emailVerified = true) =>
  newUser(authEmulator, 'homeowner', 'Hannah Owner', { emailVerified });
const newRealtor = (authEmulator: AuthEmulator, emailVerified = true) =>
  newUser(authEmulator, 'realtor', REALTOR_NAME, { emailVerified });

test.describe('sharing with a realtor end to end', () => {
  clearAccountsBeforeEach();

  test('a homeowner shares a property; the realtor sees it, exports it and loses it on revoke', async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(180_000);
    const owner = await newHomeowner(authEmulator);
    const realtor = await newRealtor(authEmulator);
    const home = uniqueHome();

    // The owner: a home with one repair, shared with the realtor from its page.
    await logInToDashboard(page, owner);
    const propertyId = await homeWithOneRepair(page, home);
    const panel = realtorSharePanel(page);
    await expect(panel).toContainText(
      "Give a realtor read-only access to this property's repair history.",
    );
    await expect(panel.getByText('Not shared with any realtor yet.')).toBeVisible({
      timeout: 15_000,
    });
    await shareWithRealtor(page, realtor.email);
    await expect(page.getByText('Property shared', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText(`${REALTOR_NAME} can now see this property's repair history.`),
    ).toBeVisible();
    const realtors = panel.getByRole('list', { name: 'Realtors with access' });
    await expect(realtors).toContainText(REALTOR_NAME, { timeout: 15_000 });
    await expect(realtors).toContainText(realtor.email);
    await expect(realtors).toContainText(/Shared [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(panel.getByLabel("Realtor's email", { exact: true })).toHaveValue('');

    // Sharing again: the server's refusal at the field.
    await shareWithRealtor(page, realtor.email);
    await expect(panel.getByText('This property is already shared with that realtor.')).toBeVisible(
      { timeout: 15_000 },
    );
    await expect(panel.getByLabel("Realtor's email", { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    const rp = await openSession();

    // The realtor: the shared property and its repair on /realtor.
    await logIn(rp, realtor);
    await expect(rp).toHaveURL(/\/realtor$/, { timeout: 15_000 });
    await expect(rp.getByRole('heading', { level: 1, name: 'Realtor Dashboard' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(rp.getByText(`Welcome, ${REALTOR_NAME}`, { exact: true })).toBeVisible();
    await expect(rp.getByRole('tab', { name: 'Properties (1)' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(rp.getByRole('tab', { name: 'Repair History (1)' })).toBeVisible({
      timeout: 15_000,
    });
    const propertyRow = rp.getByRole('row').filter({ hasText: home.address });
    await expect(propertyRow).toHaveCount(1);
    for (const text of ['Springfield', 'IL', '62704', 'Verified'])
      await expect(propertyRow).toContainText(text);

    // Export CSV (properties): the file's name, BOM, header and the one row.
    await storageStep('export the properties CSV', async () => {
      const properties = await exportCsv(rp);
      expect(properties.download.suggestedFilename()).toMatch(/properties-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(properties.lines).toEqual([
        PROPERTY_HEADER,
        `"${home.address}","Springfield","IL","62704","Verified","1","${REPAIR.date}","${REPAIR.cost}"`,
      ]);
      await expect(rp.getByText('properties exported successfully', { exact: true })).toBeVisible();
    });

    // Repair History tab and its export.
    await rp.getByRole('tab', { name: 'Repair History (1)' }).click();
    await expect(rp).toHaveURL(/\/realtor\?tab=repairs$/);
    const repairRow = rp.getByRole('row').filter({ hasText: REPAIR.serviceType });
    await expect(repairRow).toHaveCount(1, { timeout: 15_000 });
    for (const text of [REPAIR.shortDate, REPAIR.costShown, REPAIR.contractor])
      await expect(repairRow).toContainText(text);
    await storageStep('export the repairs CSV', async () => {
      const repairs = await exportCsv(rp);
      expect(repairs.download.suggestedFilename()).toMatch(/repairs-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(repairs.lines).toEqual([
        REPAIR_HEADER,
        `"${home.address}","Springfield","IL","62704","${REPAIR.serviceType}","${REPAIR.date}","Completed","${REPAIR.cost}","${REPAIR.contractor}","${REPAIR.description}","No","No"`,
      ]);
      await expect(rp.getByText('repairs exported successfully', { exact: true })).toBeVisible();
    });

    // View Details: the property history report.
    await rp.getByRole('tab', { name: 'Properties (1)' }).click();
    await rp.getByRole('link', { name: `View Details: ${home.address}` }).click();
    await expect(rp).toHaveURL(new RegExp(`/realtor/property/${propertyId}$`));
    await expect(rp.getByRole('heading', { level: 1, name: home.address })).toBeVisible({
      timeout: 15_000,
    });
    await expect(rp.getByText('Property History Report', { exact: true })).toBeVisible();
    await expect(rp.getByText('Springfield, IL 62704')).toBeVisible();
    const reportRow = rp.getByRole('row').filter({ hasText: REPAIR.serviceType });
    await expect(reportRow).toHaveCount(1, { timeout: 15_000 });
    for (const text of [
      REPAIR.shortDate,
      REPAIR.description,
      REPAIR.contractor,
      REPAIR.costShown,
      'None',
    ])
      await expect(reportRow).toContainText(text);

    // The owner revokes (confirmed).
    await panel.getByRole('button', { name: `Revoke access for ${REALTOR_NAME}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke access?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `${REALTOR_NAME} will no longer see this property or its repair history. You can share it again later.`,
    );
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByText('Access revoked', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText(`${REALTOR_NAME} no longer has access to this property.`),
    ).toBeVisible();
    await expect(panel.getByText('Not shared with any realtor yet.')).toBeVisible({
      timeout: 15_000,
    });

    // The realtor, on reload: nothing shared any more.
    await rp.goto('/realtor');
    await expect(rp.getByRole('tab', { name: 'Properties (0)' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(rp.getByText('No properties available', { exact: true })).toBeVisible();
    await expect(rp.getByText(home.address)).toHaveCount(0);
    await expect(rp.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await rp.getByRole('tab', { name: 'Repair History (0)' }).click();
    await expect(rp.getByText('No repair records available', { exact: true })).toBeVisible({
      timeout: 15_000,
    });

    // And the report is gone: "Property not found", back to /realtor.
    await rp.goto(`/realtor/property/${propertyId}`);
    await expect(rp.getByText('Property not found', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(rp).toHaveURL(/\/realtor$/);
  });

  test('sharing with an email that is not a realtor account shows the server message at the field', async ({
    page,
    authEmulator,
  }) => {
    test.setTimeout(120_000);
    const owner = await newHomeowner(authEmulator);
    const otherHomeowner = await newUser(authEmulator, 'homeowner', 'Nina Neighbour');
    const home = uniqueHome();

    await logInToDashboard(page, owner);
    await homeWithOneRepair(page, home);
    const panel = realtorSharePanel(page);
    const email = panel.getByLabel("Realtor's email", { exact: true });
    const message = "We couldn't find a realtor account with that email.";

    // No account with that email at all.
    await shareWithRealtor(page, uniqueEmail('nobody'));
    await expect(panel.getByText(message)).toBeVisible({ timeout: 15_000 });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Property shared', { exact: true })).toHaveCount(0);

    // An account, but not a realtor's: the same message (no probing of roles). Typing
    // a valid email clears the old message first, so the one that follows is new.
    await email.fill(otherHomeowner.email);
    await expect(panel.getByText(message)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(panel.getByText(message)).toBeVisible({ timeout: 15_000 });

    // A realtor's account whose email was never verified: the same message (anyone can
    // register an address they do not hold).
    const unverified = await newRealtor(authEmulator, false);
    await email.fill(unverified.email);
    await expect(panel.getByText(message)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(panel.getByText(message)).toBeVisible({ timeout: 15_000 });

    // Yourself.
    await shareWithRealtor(page, owner.email);
    await expect(panel.getByText("You can't share a property with yourself.")).toBeVisible({
      timeout: 15_000,
    });

    // Nothing was shared.
    await expect(panel.getByText('Not shared with any realtor yet.')).toBeVisible();
    await page.reload();
    await expect(realtorSharePanel(page).getByText('Not shared with any realtor yet.')).toBeVisible(
      {
        timeout: 15_000,
      },
    );
  });

  test('an owner whose email is not verified is asked to verify it before sharing', async ({
    page,
    authEmulator,
  }) => {
    test.setTimeout(120_000);
    const owner = await newHomeowner(authEmulator, false);
    const realtor = await newRealtor(authEmulator);
    await logInToDashboard(page, owner);
    const propertyId = await homeWithOneRepair(page, uniqueHome());

    await shareWithRealtor(page, realtor.email);
    await expect(page.getByText('Please verify your email address first.').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Property shared', { exact: true })).toHaveCount(0);

    // Once verified (and signed in again, so the ID token says so), sharing works.
    await authEmulator.verifyEmail(owner.email);
    await signInAgain(page, owner, /\/dashboard$/);
    await page.goto(`/property/${propertyId}`);
    await shareWithRealtor(page, realtor.email);
    await expect(page.getByText('Property shared', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });
});

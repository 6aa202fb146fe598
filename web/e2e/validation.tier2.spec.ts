/**
 * Tier 2: contractor validation end to end, in real browser sessions.
 *
 * 1. A homeowner asks the contractor who did a repair to validate it (by the
 *    contractor's account email); the contractor validates it from the portal; the
 *    owner's repair shows "Validated by {business name}" and the Validated badge, a
 *    realtor it is shared with sees the Validated mark (dashboard, report, CSV); and
 *    the owner's later change of the cost clears the validation everywhere.
 * 2. A contractor adds a manual service record, sends it to a homeowner (email and
 *    the property's address), and the homeowner accepts it under "Offers from
 *    contractors": the property's history has it as a validated repair.
 *
 * Needs the Firestore emulator (the callables write there and every page reads from
 * there), so it runs only where the full emulator suite is available. Copy is the
 * screens' own (repair-copy.ts, validation-copy.ts, contractor-copy.ts,
 * record-offers-panel.tsx, realtor-copy.ts). Pages are live; the reloads here check
 * that what was shown is also what was stored (live-updates.tier2.spec.ts checks that
 * other people's changes arrive without one).
 *
 * Names: the contractor of test 1 registers through /register, which writes their
 * profile with a business name, so requests and repairs carry the business name. The
 * contractor of test 2 is made by newUser (registerAccount too, so also with a profile and
 * a business name, which offers and repairs carry).
 */
import type { Page } from '@playwright/test';
import {
  clearAccountsBeforeEach,
  expect,
  logIn,
  propertyCard,
  storageStep,
  test,
  uniqueEmail,
  uniqueHome,
} from './fixtures';
import {
  SAMPLE_REPAIR,
  addHome,
  choose,
  exportCsv,
  homeWithOneRepair,
  logInToDashboard,
  openRepairFromProperty,
  propertyRepairRow,
  propertyStatistic,
  requestsPanel,
  shareWithRealtor,
  signInAgain,
  validationCard,
  TIER2_PASSWORD,
  newUser,
} from './tier2-steps';

const PASSWORD = TIER2_PASSWORD;
const OWNER_NAME = 'Hannah Owner';
const REALTOR_NAME = 'Rita Realtor';
const CONTRACTOR_NAME = 'Carlos Rivera';
/** The business name the test 1 contractor registers with (their profile). */
const BUSINESS_NAME = 'Summit Roof Works';
/** The business name of the test 2 contractor's profile. */
const RECORD_BUSINESS = 'Rivera Water Heaters';

const REPAIR = SAMPLE_REPAIR;
const LONG_DATE = 'March 15, 2024';
/** The owner's edit of the validated repair. */
const EDITED_COST = { typed: '175', shown: '$175.00' } as const;

/** The manual service record of test 2, and how the screens show it. */
const RECORD = {
  date: '2024-05-20',
  shortDate: 'May 20, 2024',
  longDate: 'May 20, 2024',
  client: OWNER_NAME,
  description: 'Replaced the 50-gallon water heater and its shut-off valve',
  amount: '1250.50',
  amountShown: '$1,250.50',
  balance: '250',
  balanceDue: '$250.00 due',
  serviceType: 'Plumbing',
} as const;

const REPAIR_CSV_HEADER =
  '"Property Address","City","State","ZIP Code","Service Type","Date","Status","Cost","Contractor","Description","Validated","Receipt"';

/** Validation and record offers trust verified accounts only: these are verified. */
/**
 * Registers a contractor through /register (registerAccount writes the profile with
 * the business name) and waits for the portal.
 */
async function registerContractor(page: Page, email: string) {
  await page.goto('/register?type=contractor');
  await page.getByLabel('Full Name').fill(CONTRACTOR_NAME);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Business Name').fill(BUSINESS_NAME);
  await page.getByLabel('Business Phone').fill('5550104663');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/contractor$/, { timeout: 15_000 });
}

/** The homeowner dashboard's Repair History tab, and the card of a repair. */
async function dashboardRepairCard(page: Page, serviceType: string) {
  await page.getByRole('tab', { name: 'Repair History' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=repairs$/);
  const card = page.getByRole('article', { name: serviceType, exact: true });
  await expect(card).toBeVisible({ timeout: 15_000 });
  return card;
}

/** Clicks "Export CSV" (Repair History tab) and returns its records. */
async function exportRepairsCsv(page: Page): Promise<string[]> {
  const { download, lines } = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/repairs-\d{4}-\d{2}-\d{2}\.csv$/);
  return lines;
}

/** The Request validation dialog: types the email and sends. */
async function requestValidation(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Request validation' });
  await dialog.getByLabel("Contractor's email", { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  return dialog;
}

test.describe('contractor validation end to end', () => {
  clearAccountsBeforeEach();

  test('the owner requests validation, the contractor validates, the badge shows for the owner and the realtor, and an edit of the cost clears it', async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(240_000);
    const owner = await newUser(authEmulator, 'homeowner', OWNER_NAME);
    const realtor = await newUser(authEmulator, 'realtor', REALTOR_NAME);
    const contractorEmail = uniqueEmail('contractor');
    const home = uniqueHome();

    const cp = await openSession();
    const rp = await openSession();

    // The contractor registers with a business name: the portal greets them by it, and
    // nobody has asked them for anything yet.
    await registerContractor(cp, contractorEmail);
    await expect(
      cp.getByRole('heading', { level: 1, name: `Welcome, ${BUSINESS_NAME}` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(requestsPanel(cp)).toContainText(
      'Homeowners asked you to confirm these repairs. Validate the work you did; decline anything you did not do.',
    );
    await expect(
      requestsPanel(cp).getByText('No validation requests', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      requestsPanel(cp).getByText(
        'When a homeowner asks you to validate a repair, it appears here.',
      ),
    ).toBeVisible();

    // The owner: a home with one repair, shared with the realtor.
    await logInToDashboard(page, owner);
    const propertyId = await homeWithOneRepair(page, home);
    await shareWithRealtor(page, realtor.email);
    await expect(page.getByText('Property shared', { exact: true })).toBeVisible({
      timeout: 15_000,
    });

    // The repair's page: not validated yet, with the owner's Request validation.
    const repairId = await openRepairFromProperty(page, REPAIR.serviceType);
    const card = validationCard(page);
    await expect(card.getByText('Not yet validated', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(card).toContainText(
      'Ask the contractor who did this work to confirm it. Validated repairs show a Validated badge.',
    );
    await card.getByRole('button', { name: 'Request validation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request validation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Enter the email of the contractor's HomeLedger account. They will see this repair's property, service type, date, description and cost, and can validate or decline it.",
    );
    const emailField = dialog.getByLabel("Contractor's email", { exact: true });

    // An account that is not a contractor's: the server's one answer, at the field.
    await requestValidation(page, realtor.email);
    await expect(dialog.getByText('No contractor account uses that email.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');

    // Yourself.
    await requestValidation(page, owner.email);
    await expect(dialog.getByText("You can't ask yourself to validate a repair.")).toBeVisible({
      timeout: 15_000,
    });

    // The contractor's account, whose email is not verified yet (/register leaves it so):
    // no contractor at all, as far as anyone else can tell.
    await requestValidation(page, contractorEmail);
    await expect(dialog.getByText('No contractor account uses that email.')).toBeVisible({
      timeout: 15_000,
    });

    // The contractor verifies their email and signs in again (their token says so).
    await authEmulator.verifyEmail(contractorEmail);
    await signInAgain(cp, { email: contractorEmail, password: PASSWORD }, /\/contractor$/);

    // The contractor's email: the dialog closes, the toast names them, the card waits.
    await requestValidation(page, contractorEmail);
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Validation requested', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`${BUSINESS_NAME} can now validate this repair from their portal.`),
    ).toBeVisible();
    await expect(card.getByText('Not yet validated', { exact: true })).toBeVisible();
    await expect(
      card.getByText(`Validation requested from ${BUSINESS_NAME}`, { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Request validation' })).toHaveCount(0);

    // The contractor (on reload): the request with the repair's property, owner and facts.
    await cp.reload();
    const panel = requestsPanel(cp);
    const list = panel.getByRole('list', { name: 'Pending validation requests' });
    await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
    const request = list.getByRole('article', { name: REPAIR.serviceType, exact: true });
    for (const text of [
      home.address,
      'Springfield, IL 62704',
      `Requested by ${OWNER_NAME}`,
      REPAIR.description,
      REPAIR.shortDate,
      REPAIR.costShown,
    ])
      await expect(request).toContainText(text);
    await expect(
      request.getByRole('button', {
        name: `Decline the ${REPAIR.serviceType} repair at ${home.address}`,
      }),
    ).toBeEnabled();
    await request
      .getByRole('button', {
        name: `Validate the ${REPAIR.serviceType} repair at ${home.address}`,
      })
      .click();
    await expect(cp.getByText('Repair validated', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      cp.getByText(`${OWNER_NAME}'s repair now shows as validated by you.`),
    ).toBeVisible();
    await expect(panel.getByText('No validation requests', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    // And it stays answered on reload.
    await cp.reload();
    await expect(
      requestsPanel(cp).getByText('No validation requests', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });

    // The owner (on reload): "Validated by {business name}", no request actions.
    await page.reload();
    await expect(
      validationCard(page).getByText(
        `Validated by ${BUSINESS_NAME} (email verified, business not verified)`,
        { exact: true },
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(validationCard(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Not yet validated', { exact: true })).toHaveCount(0);

    // The owner's Repair History on the dashboard: the badge names the business.
    await page.goto('/dashboard');
    const repairCard = await dashboardRepairCard(page, REPAIR.serviceType);
    await expect(
      repairCard.getByText(
        `Validated by ${BUSINESS_NAME} (email verified, business not verified)`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(repairCard.getByText('Completed', { exact: true })).toBeVisible();

    // The realtor: the Validated mark on /realtor's Repair History, in the CSV, on the
    // property report and on the repair's page (read only).
    await logIn(rp, realtor);
    await expect(rp).toHaveURL(/\/realtor$/, { timeout: 15_000 });
    await rp.getByRole('tab', { name: 'Repair History (1)' }).click({ timeout: 15_000 });
    await expect(rp).toHaveURL(/\/realtor\?tab=repairs$/);
    const realtorRow = rp.getByRole('row').filter({ hasText: REPAIR.serviceType });
    await expect(realtorRow).toHaveCount(1, { timeout: 15_000 });
    await expect(
      realtorRow.getByText(
        `Validated by ${BUSINESS_NAME} (email verified, business not verified)`,
        { exact: true },
      ),
    ).toBeVisible();
    for (const text of [REPAIR.shortDate, REPAIR.costShown, REPAIR.contractor])
      await expect(realtorRow).toContainText(text);
    await storageStep('export the repairs CSV: validated', async () => {
      expect(await exportRepairsCsv(rp)).toEqual([
        REPAIR_CSV_HEADER,
        `"${home.address}","Springfield","IL","62704","${REPAIR.serviceType}","${REPAIR.date}","Completed","${REPAIR.cost}","${REPAIR.contractor}","${REPAIR.description}","Validated by ${BUSINESS_NAME} (email verified, business not verified)","No"`,
      ]);
    });

    await rp.getByRole('tab', { name: 'Properties (1)' }).click();
    await rp.getByRole('link', { name: `View Details: ${home.address}` }).click();
    await expect(rp).toHaveURL(new RegExp(`/realtor/property/${propertyId}$`));
    await expect(rp.getByText('Property History Report', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const reportRow = rp.getByRole('row').filter({ hasText: REPAIR.serviceType });
    await expect(reportRow).toHaveCount(1, { timeout: 15_000 });
    await expect(
      reportRow.getByText(`Validated by ${BUSINESS_NAME} (email verified, business not verified)`, {
        exact: true,
      }),
    ).toBeVisible();

    await rp.goto(`/repair/${repairId}`);
    await expect(
      validationCard(rp).getByText(
        `Validated by ${BUSINESS_NAME} (email verified, business not verified)`,
        { exact: true },
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(validationCard(rp).getByRole('button')).toHaveCount(0);

    // The owner changes the validated repair's cost: the contractor vouched for the old
    // facts, so the validation is gone.
    await page.goto(`/repair/${repairId}`);
    await page.getByRole('link', { name: 'Edit Repair' }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/edit-repair/${repairId}$`));
    await expect(page.getByRole('heading', { name: 'Update Repair Details' })).toBeVisible({
      timeout: 15_000,
    });
    const cost = page.getByLabel('Cost', { exact: true });
    await expect(cost).toHaveValue(REPAIR.cost);
    await cost.fill(EDITED_COST.typed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Repair record updated successfully')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(new RegExp(`/property/${propertyId}$`));
    await expect(propertyStatistic(page, 'Total Spent')).toHaveText(EDITED_COST.shown, {
      timeout: 15_000,
    });

    await page.goto(`/repair/${repairId}`);
    const cleared = validationCard(page);
    await expect(cleared.getByText('Not yet validated', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      cleared.getByText(`Validated by ${BUSINESS_NAME} (email verified, business not verified)`),
    ).toHaveCount(0);
    await expect(cleared.getByRole('button', { name: 'Request validation' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: REPAIR.serviceType, exact: true }),
    ).toContainText(EDITED_COST.shown);
    await expect(
      page.getByRole('article', { name: REPAIR.serviceType, exact: true }),
    ).toContainText(LONG_DATE);

    await page.goto('/dashboard');
    const editedCard = await dashboardRepairCard(page, REPAIR.serviceType);
    await expect(editedCard).toContainText(EDITED_COST.shown);
    await expect(editedCard.getByText(/^Validated by /)).toHaveCount(0);

    // The realtor (on reload): no Validated mark, "No" in the CSV.
    await rp.goto('/realtor?tab=repairs');
    const editedRow = rp.getByRole('row').filter({ hasText: REPAIR.serviceType });
    await expect(editedRow).toContainText(EDITED_COST.shown, { timeout: 15_000 });
    await expect(editedRow.getByText(/^Validated by /)).toHaveCount(0);
    await expect(editedRow).toContainText('Not validated');
    await storageStep('export the repairs CSV: no longer validated', async () => {
      expect((await exportRepairsCsv(rp))[1]).toBe(
        `"${home.address}","Springfield","IL","62704","${REPAIR.serviceType}","${REPAIR.date}","Completed","175.00","${REPAIR.contractor}","${REPAIR.description}","No","No"`,
      );
    });

    // Nothing waits for the contractor either.
    await cp.reload();
    await expect(
      requestsPanel(cp).getByText('No validation requests', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
  });

  test("a contractor's manual service record, sent to the homeowner, becomes a validated repair of the property on accept", async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(180_000);
    const owner = await newUser(authEmulator, 'homeowner', OWNER_NAME);
    const contractorUser = await newUser(authEmulator, 'contractor', CONTRACTOR_NAME, {
      businessName: RECORD_BUSINESS,
    });
    const home = uniqueHome();

    // The owner: a home without repairs, and no offers yet.
    await logInToDashboard(page, owner);
    await addHome(page, home);
    const homeCard = propertyCard(page, home.address);
    await expect(homeCard.getByText('0 repairs', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Offers from contractors' })).toHaveCount(0);

    const cp = await openSession();

    // The contractor: welcomed, as everywhere else, by their business's name.
    await logIn(cp, contractorUser);
    await expect(cp).toHaveURL(/\/contractor$/, { timeout: 15_000 });
    await expect(
      cp.getByRole('heading', { level: 1, name: `Welcome, ${RECORD_BUSINESS}` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(cp.getByText('No service records found', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      cp.getByText('Connect your Quickbooks account to import service records'),
    ).toBeVisible();

    // Add Record: the form's own check first, then a record with a balance due.
    await cp.getByRole('button', { name: 'Add Record' }).first().click();
    const form = cp.getByRole('dialog', { name: 'Add Service Record' });
    await expect(form).toBeVisible();
    await expect(form).toContainText('Record a job you did for a client.');
    await expect(form.getByRole('combobox', { name: 'Status', exact: true })).toContainText(
      'Completed',
    );
    await form.getByLabel('Date of Service', { exact: true }).fill(RECORD.date);
    await form.getByRole('textbox', { name: 'Client', exact: true }).fill(RECORD.client);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill(RECORD.description);
    await form.getByRole('textbox', { name: 'Amount', exact: true }).fill(RECORD.amount);
    const balance = form.getByRole('textbox', { name: 'Balance Due', exact: true });
    await balance.fill('2000');
    await form.getByRole('button', { name: 'Add Record', exact: true }).click();
    await expect(form.getByText('Balance cannot be more than the amount')).toBeVisible();
    await expect(balance).toHaveAttribute('aria-invalid', 'true');
    await balance.fill(RECORD.balance);
    await form.getByRole('button', { name: 'Add Record', exact: true }).click();
    await expect(cp.getByText('Service Record Added', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(form).toBeHidden();

    await expect(cp.getByText('1 service record', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const recordRow = cp.getByRole('row').filter({ hasText: RECORD.description });
    await expect(recordRow).toHaveCount(1);
    for (const text of [
      RECORD.shortDate,
      RECORD.client,
      RECORD.amountShown,
      RECORD.balanceDue,
      'Completed',
      'Manual',
    ])
      await expect(recordRow).toContainText(text);

    // Send to Homeowner: the record's summary, then an address that is not the
    // homeowner's (the server's one answer, over the form).
    await recordRow
      .getByRole('button', {
        name: `Send the record for ${RECORD.client}, ${RECORD.shortDate} to a homeowner`,
      })
      .click();
    const send = cp.getByRole('dialog', { name: 'Send to Homeowner' });
    await expect(send).toBeVisible();
    await expect(send).toContainText(
      "The homeowner sees this record on their dashboard and can add it to the property's history as a validated repair.",
    );
    const summary = send.getByRole('region', { name: 'Service record' });
    for (const text of [RECORD.client, RECORD.shortDate, RECORD.amountShown, RECORD.description])
      await expect(summary).toContainText(text);
    await send.getByLabel("Homeowner's email", { exact: true }).fill(owner.email);
    await send.getByLabel('Street Address', { exact: true }).fill('1 Nowhere Lane');
    await send.getByLabel('City', { exact: true }).fill(home.city);
    await send.getByLabel('State', { exact: true }).fill(home.state);
    await send.getByLabel('ZIP Code', { exact: true }).fill(home.zipCode);
    await choose(cp, send, 'Service Type', RECORD.serviceType);
    await send.getByRole('button', { name: 'Send Record' }).click();
    await expect(
      send.getByText('No homeowner property matches that email and address.'),
    ).toBeVisible({ timeout: 15_000 });

    // The home as the contractor spells it ("St.", ZIP+4): the same address key.
    await send.getByLabel('Street Address', { exact: true }).fill(home.respelled.address);
    await send.getByLabel('ZIP Code', { exact: true }).fill(home.respelled.zipCode);
    await send.getByRole('button', { name: 'Send Record' }).click();
    await expect(send).toBeHidden({ timeout: 15_000 });
    await expect(cp.getByText('Record sent', { exact: true })).toBeVisible();
    await expect(
      cp.getByText(`${owner.email} can now accept it into their property's history.`),
    ).toBeVisible();
    await expect(recordRow).toContainText(`Sent to ${owner.email}`, { timeout: 15_000 });

    // The owner (on reload): the offer, for the home as the owner spelled it.
    await page.reload();
    const offers = page.getByRole('region', { name: 'Offers from contractors' });
    await expect(offers).toBeVisible({ timeout: 15_000 });
    await expect(offers).toContainText(
      "Contractors sent these service records for your properties. Accept one to add it to the property's history as a validated repair.",
    );
    const offerList = offers.getByRole('list', {
      name: 'Service records offered by contractors',
    });
    await expect(offerList.getByRole('listitem')).toHaveCount(1);
    const offer = offerList.getByRole('article', { name: RECORD.serviceType, exact: true });
    for (const text of [
      `From ${RECORD_BUSINESS}`,
      home.address,
      'Springfield, IL 62704',
      RECORD.description,
      RECORD.shortDate,
      RECORD.amountShown,
    ])
      await expect(offer).toContainText(text);
    await expect(
      offer.getByRole('button', {
        name: `Decline ${RECORD.serviceType} from ${RECORD_BUSINESS}`,
      }),
    ).toBeEnabled();
    await offer
      .getByRole('button', { name: `Accept ${RECORD.serviceType} from ${RECORD_BUSINESS}` })
      .click();
    await expect(page.getByText('Repair added', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText(
        `${RECORD.serviceType} is now in the history of ${home.address}, validated by the contractor.`,
      ),
    ).toBeVisible();
    await expect(offers).toHaveCount(0);
    await expect(homeCard.getByText('1 repair', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(homeCard).toContainText(`Last repair: ${RECORD.shortDate}`);

    // The property's history: the repair, by the contractor, with its statistics.
    await homeCard.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: home.address })).toBeVisible({
      timeout: 15_000,
    });
    await expect(propertyStatistic(page, 'Total Repairs')).toHaveText('1');
    await expect(propertyStatistic(page, 'Last Repair')).toHaveText(RECORD.shortDate);
    await expect(propertyStatistic(page, 'Total Spent')).toHaveText(RECORD.amountShown);
    const historyRow = await propertyRepairRow(page, RECORD.serviceType);
    await expect(historyRow).toHaveCount(1, { timeout: 15_000 });
    for (const text of [RECORD.shortDate, RECORD.description, RECORD_BUSINESS, RECORD.amountShown])
      await expect(historyRow).toContainText(text);

    // Its page: validated by the contractor, completed, and the owner's to edit.
    await openRepairFromProperty(page, RECORD.serviceType);
    const facts = page.getByRole('article', { name: RECORD.serviceType, exact: true });
    await expect(facts).toBeVisible({ timeout: 15_000 });
    await expect(facts.getByText('Completed', { exact: true })).toBeVisible();
    for (const text of [
      RECORD.longDate,
      RECORD.amountShown,
      RECORD_BUSINESS,
      RECORD.description,
      home.address,
    ])
      await expect(facts).toContainText(text);
    await expect(
      validationCard(page).getByText(
        `Validated by ${RECORD_BUSINESS} (email verified, business not verified)`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(validationCard(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit Repair' })).toBeVisible();

    // The dashboard's Repair History: the badge names the business.
    await page.goto('/dashboard');
    const repairCard = await dashboardRepairCard(page, RECORD.serviceType);
    await expect(
      repairCard.getByText(
        `Validated by ${RECORD_BUSINESS} (email verified, business not verified)`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(repairCard).toContainText(RECORD_BUSINESS);

    // The contractor (Refresh): the record says it was accepted.
    await cp.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(recordRow).toContainText(`Accepted by ${owner.email}`, { timeout: 15_000 });
  });
});

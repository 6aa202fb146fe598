// Steps several tier-2 specs share (signed-in flows that need Firestore): new accounts,
// log in to the dashboard, add a home (with one repair) through the real screens, share it,
// export a CSV, and the page parts they look at.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import {
  addPropertyByHand,
  expect,
  logIn,
  PROJECT_ID,
  propertyCard,
  uniqueEmail,
  uniqueHome,
  type AuthEmulator,
  type CreatedUser,
  type HomeAddress,
  type Role,
} from './fixtures';

/** The repair homeWithOneRepair logs, and how the screens show it. */
export const SAMPLE_REPAIR = {
  serviceType: 'Roofing',
  date: '2024-03-15',
  shortDate: 'Mar 15, 2024',
  cost: '149.99',
  costShown: '$149.99',
  contractor: 'Summit Roofing',
  description: 'Replaced the flashing around the chimney',
} as const;

/** The password of every account the tier-2 specs make. */
export const TIER2_PASSWORD = 'a-strong-password';

/** The Functions emulator's base URL for callables (the ports of firebase.json). */
const FUNCTIONS_BASE =
  process.env.HOMELEDGER_FUNCTIONS_EMULATOR ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1`;

export interface NewUserOptions {
  /** Whether the email starts verified (default true, as after the link). */
  emailVerified?: boolean;
  /** The email to register (default: a unique one for the role). */
  email?: string;
  /** A contractor's or realtor's business name (default: "{displayName} Services"). */
  businessName?: string;
}

/**
 * A new account of `role`, made the way /register makes it: the registerAccount callable
 * creates the Auth account, its `role` claim and its `profiles/{uid}` document (other
 * people's screens and callables read names from the profile). Its email is then marked
 * verified (as after the link) unless `emailVerified: false`.
 */
export async function newUser(
  authEmulator: AuthEmulator,
  role: Role,
  displayName: string,
  { emailVerified = true, email = uniqueEmail(role), businessName }: NewUserOptions = {},
): Promise<CreatedUser> {
  const business =
    role === 'homeowner'
      ? {}
      : { businessName: businessName ?? `${displayName} Services`, phoneNumber: '5550104663' };
  const res = await fetch(`${FUNCTIONS_BASE}/registerAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { name: displayName, email, password: TIER2_PASSWORD, role, ...business },
    }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as { result?: { uid: string }; error?: unknown };
  if (!res.ok || !body.result) {
    throw new Error(`registerAccount failed: ${res.status} ${JSON.stringify(body.error)}`);
  }
  if (emailVerified) await authEmulator.verifyEmail(email);
  return { uid: body.result.uid, email, password: TIER2_PASSWORD, displayName, role };
}

/** Logs in and waits for the dashboard (the first signed-in page of a run loads cold). */
export async function logInToDashboard(page: Page, user: { email: string; password: string }) {
  await logIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible({
    timeout: 15_000,
  });
}

/** Adds `home` by hand and waits for its card on the dashboard. */
export async function addHome(page: Page, home: HomeAddress) {
  await addPropertyByHand(page, home);
  // A run's first addProperty loads the function cold: slow on a busy two-core machine.
  await expect(page.getByText('Property Added', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(propertyCard(page, home.address)).toBeVisible();
}

/**
 * Adds `home` by hand, logs SAMPLE_REPAIR on it (with `receipt` when given), and opens its
 * property page. Returns its id.
 */
export async function homeWithOneRepair(
  page: Page,
  home: HomeAddress,
  receipt?: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  await addHome(page, home);
  const card = propertyCard(page, home.address);
  await card.getByRole('link', { name: 'Add Repair' }).click();
  await expect(page).toHaveURL(/\/add-repair\/[A-Za-z0-9]{20}$/);
  const propertyId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByText('Adding repair for:')).toContainText(home.address, {
    timeout: 15_000,
  });
  const serviceType = page.getByRole('combobox', { name: 'Service Type', exact: true });
  await serviceType.click();
  await page.getByRole('option', { name: SAMPLE_REPAIR.serviceType, exact: true }).click();
  await expect(serviceType).toContainText(SAMPLE_REPAIR.serviceType);
  await page.getByLabel('Date of Service', { exact: true }).fill(SAMPLE_REPAIR.date);
  await page.getByLabel('Cost', { exact: true }).fill(SAMPLE_REPAIR.cost);
  await page.getByLabel('Contractor Name', { exact: true }).fill(SAMPLE_REPAIR.contractor);
  await page.getByLabel('Description', { exact: true }).fill(SAMPLE_REPAIR.description);
  if (receipt) {
    await page.getByLabel('Receipt file', { exact: true }).setInputFiles(receipt);
    await expect(page.getByRole('group', { name: 'Receipt (optional)' })).toContainText(
      receipt.name,
    );
  }
  await page.getByRole('button', { name: 'Add Repair', exact: true }).click();
  await expect(page.getByText('Repair Added', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(card.getByText('1 repair', { exact: true })).toBeVisible({ timeout: 15_000 });
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: home.address })).toBeVisible({
    timeout: 15_000,
  });
  return propertyId;
}

/**
 * Hannah Owner, a new verified homeowner, logged in on `page` with a home of her own
 * (uniqueHome) and SAMPLE_REPAIR on it, on its property page.
 */
export async function ownerWithOneRepair(page: Page, authEmulator: AuthEmulator) {
  const owner = await newUser(authEmulator, 'homeowner', 'Hannah Owner');
  const home = uniqueHome();
  await logInToDashboard(page, owner);
  const propertyId = await homeWithOneRepair(page, home);
  return { owner, home, propertyId };
}

/** Picks `option` in a kit Select inside `scope` (its listbox is portalled to the page). */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const trigger = scope.getByRole('combobox', { name: label, exact: true });
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}

/** One figure of the property page's "Property Statistics" panel. */
export function propertyStatistic(page: Page, label: string) {
  return page
    .getByRole('complementary', { name: 'Property Statistics' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** The "Share with a realtor" panel of the owner's property page. */
export function realtorSharePanel(page: Page) {
  return page.getByRole('region', { name: 'Share with a realtor' });
}

/** Types `email` into "Share with a realtor" and presses Share (the caller checks the outcome). */
export async function shareWithRealtor(page: Page, email: string) {
  const panel = realtorSharePanel(page);
  await panel.getByLabel("Realtor's email", { exact: true }).fill(email);
  await panel.getByRole('button', { name: 'Share', exact: true }).click();
}

/**
 * Clicks "Export CSV" and returns the download and the file's records (its UTF-8 BOM
 * checked and dropped; CRLF records, the last one terminated).
 */
export async function exportCsv(page: Page): Promise<{ download: Download; lines: string[] }> {
  const downloaded = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloaded;
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return { download, lines: text.slice(0, -2).split('\r\n') };
}

/** The property page's Repair History tab, and the table row of a repair. */
export async function propertyRepairRow(page: Page, serviceType: string) {
  await page.getByRole('tab', { name: 'Repair History' }).click();
  return page.getByRole('row').filter({ hasText: serviceType });
}

/** From the property page: opens the repair's detail page and returns its id. */
export async function openRepairFromProperty(page: Page, serviceType: string): Promise<string> {
  const row = await propertyRepairRow(page, serviceType);
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.getByRole('link', { name: serviceType }).click();
  await expect(page).toHaveURL(/\/repair\/[A-Za-z0-9]{20}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Repair Details' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The repair page's "Contractor Validation" card. */
export function validationCard(page: Page) {
  return page.getByRole('complementary', { name: 'Contractor Validation' });
}

/** The contractor portal's "Validation Requests" panel. */
export function requestsPanel(page: Page) {
  return page.getByRole('region', { name: 'Validation Requests' });
}

/**
 * Signs out (the page's first Logout control) and in again, landing on `landing`: the
 * new ID token carries what changed since the last sign-in, such as a verified email.
 */
export async function signInAgain(
  page: Page,
  user: { email: string; password: string },
  landing: RegExp,
) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await logIn(page, user);
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

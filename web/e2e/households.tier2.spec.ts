/**
 * Tier 2: a household end to end (issue #31), in two browser sessions on the real emulators.
 *
 * 1. The owner invites a verified homeowner as a co-owner from the property page; the co-owner
 *    accepts on their dashboard and adds a repair; the owner's open property page shows it live,
 *    and the repair says "Added by {co-owner}".
 * 2. A viewer sees the home without any edit control, and the server refuses a direct addRepair
 *    call with the viewer's token (nothing is written).
 * 3. A delegate whose grant has ended (its last day set in the past with the Admin SDK, as the
 *    calendar would) can no longer read the home: the page sends them away and the Firestore
 *    emulator refuses the read itself.
 *
 * The viewer and the delegate join through the callables (the owner's invitation dialog is
 * covered in 1); what is under test there is what they can do once in.
 */
import type { Page } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  API_KEY,
  AUTH_EMULATOR,
  clearAccountsBeforeEach,
  expect,
  logIn,
  PROJECT_ID,
  propertyCard,
  test,
  type AuthEmulator,
} from './fixtures';
import {
  choose,
  logInToDashboard,
  newUser,
  propertyRepairRow,
  SAMPLE_REPAIR,
  ownerWithOneRepair,
} from './tier2-steps';

const FUNCTIONS_BASE =
  process.env.HOMELEDGER_FUNCTIONS_EMULATOR ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1`;
const FIRESTORE_REST = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** An ID token for `user`, signed in through the Auth emulator's REST API. */
async function idToken(user: { email: string; password: string }): Promise<string> {
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${user.email}: ${res.status}`);
  return body.idToken;
}

/** Calls a callable as `token`: its result, or its error (status and code). */
async function callAs(
  token: string,
  name: string,
  data: Record<string, unknown>,
): Promise<{ ok: boolean; status: number; result?: unknown; error?: { status?: string } }> {
  const res = await fetch(`${FUNCTIONS_BASE}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as { result?: unknown; error?: { status?: string } };
  return { ok: res.ok, status: res.status, ...body };
}

/** Joins `member` to the home as `role` through inviteMember / acceptMemberInvitation. */
async function join(
  ownerToken: string,
  member: { email: string; password: string },
  propertyId: string,
  role: 'viewer' | 'delegate',
  until = '',
) {
  const invited = await callAs(ownerToken, 'inviteMember', {
    propertyId,
    email: member.email,
    role,
    ...(until ? { until } : {}),
  });
  expect(invited.ok, JSON.stringify(invited.error)).toBe(true);
  const { invitationId } = invited.result as { invitationId: string };
  const accepted = await callAs(await idToken(member), 'acceptMemberInvitation', { invitationId });
  expect(accepted.ok, JSON.stringify(accepted.error)).toBe(true);
}

/**
 * Hannah Owner logged in on `page` with her home and its one repair (ownerWithOneRepair), and
 * `name`, a new verified homeowner, joined to it as `role` (see join).
 */
async function homeWithMember(
  page: Page,
  authEmulator: AuthEmulator,
  name: string,
  role: 'viewer' | 'delegate',
  until = '',
) {
  const { owner, home, propertyId } = await ownerWithOneRepair(page, authEmulator);
  const member = await newUser(authEmulator, 'homeowner', name);
  await join(await idToken(owner), member, propertyId, role, until);
  return { home, propertyId, member };
}

function householdPanel(page: Page) {
  return page.getByRole('region', { name: 'Household' });
}

test.describe('a household', () => {
  clearAccountsBeforeEach();

  // The emulator loads each function on its first call (seconds on a busy two-core machine):
  // warm the ones these flows call with an unauthenticated call, so the steps' waits hold.
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    for (const name of ['addProperty', 'addRepair', 'inviteMember', 'acceptMemberInvitation'])
      await fetch(`${FUNCTIONS_BASE}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(60_000),
      });
  });

  test('a co-owner adds a repair the owner sees live, with who added it', async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(240_000);
    const { home, propertyId } = await ownerWithOneRepair(page, authEmulator);
    const coOwner = await newUser(authEmulator, 'homeowner', 'Cora Coowner');

    // The owner invites the co-owner from the property page.
    const panel = householdPanel(page);
    await panel.getByRole('button', { name: 'Invite a member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(coOwner.email);
    await dialog.getByText('Co-owner', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(panel).toContainText('Cora Coowner', { timeout: 15_000 });

    const cp = await openSession();
    await logInToDashboard(cp, coOwner);
    const invitations = cp.getByRole('region', { name: 'Household invitations' });
    await invitations
      .getByRole('button', { name: `Accept: ${home.address}` })
      .click({ timeout: 15_000 });
    await cp.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await expect(cp.getByText('Invitation accepted', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const card = propertyCard(cp, home.address);
    await expect(card).toBeVisible({ timeout: 15_000 });

    // The co-owner logs a repair on the shared home.
    await cp.goto(`/add-repair/${propertyId}`);
    await expect(cp.getByText('Adding repair for:')).toContainText(home.address, {
      timeout: 15_000,
    });
    await choose(cp, cp, 'Service Type', 'Plumbing');
    await cp.getByLabel('Date of Service', { exact: true }).fill('2024-05-02');
    await cp.getByLabel('Cost', { exact: true }).fill('80.00');
    await cp.getByLabel('Description', { exact: true }).fill('Fixed the kitchen tap');
    await cp.getByRole('button', { name: 'Add Repair', exact: true }).click();
    await expect(cp.getByText('Repair Added', { exact: true })).toBeVisible({
      timeout: 30_000,
    });

    // The owner's page, open all along, shows it without a reload; the repair names its author.
    const row = await propertyRepairRow(page, 'Plumbing');
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(await propertyRepairRow(page, SAMPLE_REPAIR.serviceType)).toHaveCount(1);
    await row.getByRole('link', { name: 'Plumbing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Details' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Added by Cora Coowner', { exact: true })).toBeVisible();
  });

  test('a viewer sees no edit control and the server refuses its writes', async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(240_000);
    const {
      home,
      propertyId,
      member: viewer,
    } = await homeWithMember(page, authEmulator, 'Vic Viewer', 'viewer');

    const vp = await openSession();
    await logInToDashboard(vp, viewer);
    await vp.goto(`/property/${propertyId}`);
    await expect(vp.getByRole('heading', { level: 1, name: home.address })).toBeVisible({
      timeout: 15_000,
    });
    await expect(await propertyRepairRow(vp, SAMPLE_REPAIR.serviceType)).toHaveCount(1, {
      timeout: 15_000,
    });
    for (const control of ['Add Repair', 'Remove Property']) {
      await expect(vp.getByRole('link', { name: control })).toHaveCount(0);
      await expect(vp.getByRole('button', { name: control })).toHaveCount(0);
    }
    await expect(householdPanel(vp).getByRole('button', { name: 'Invite a member' })).toHaveCount(
      0,
    );
    await expect(vp.getByRole('region', { name: 'Transfer this home' })).toHaveCount(0);

    const refused = await callAs(await idToken(viewer), 'addRepair', {
      propertyId,
      serviceType: 'plumbing',
      date: '2024-05-02',
      cost: '10.00',
      requestId: crypto.randomUUID(),
    });
    // Refused (addRepair answers a home one may not edit as one it cannot find), and nothing
    // was written: the viewer's page, live, still lists the one repair.
    expect(refused.ok).toBe(false);
    expect(['PERMISSION_DENIED', 'NOT_FOUND']).toContain(refused.error?.status);
    await expect(vp.getByRole('row').filter({ hasText: 'Plumbing' })).toHaveCount(0);
  });

  test('a delegate whose grant has ended can no longer read the home', async ({
    page,
    openSession,
    authEmulator,
  }) => {
    test.setTimeout(240_000);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const {
      home,
      propertyId,
      member: delegate,
    } = await homeWithMember(page, authEmulator, 'Ines Insurer', 'delegate', inAWeek);

    const token = await idToken(delegate);
    const read = () =>
      fetch(`${FIRESTORE_REST}/properties/${propertyId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await read()).status).toBe(200);

    // The calendar moves past the last day (the grant is rewritten, as time would).
    const app: App = initializeApp({ projectId: PROJECT_ID }, `delegate-${Date.now()}`);
    try {
      await getFirestore(app)
        .doc(`properties/${propertyId}`)
        .update({ [`members.${delegate.uid}.grant.until`]: '2020-01-01' });
    } finally {
      await deleteApp(app);
    }
    expect((await read()).status).toBe(403);

    const dp = await openSession();
    await logIn(dp, delegate);
    await expect(dp).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await dp.goto(`/property/${propertyId}`);
    await expect(dp).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(dp.getByRole('heading', { level: 1, name: home.address })).toHaveCount(0);
  });
});

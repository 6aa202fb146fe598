// Running it as a new user (issue 7 §4): the demo accounts `npm start` creates log in.
// Without a Firestore emulator the signed-in area says so in one notice instead of
// spinning; with it (npm test, scripts/test/with-emulators.mjs) the seed writes the demo
// homes and each demo account sees its data. Tier 1: runs on both kinds of machine.
import type { Page } from '@playwright/test';
import { loadSeedModule, seedDemoData } from '../../scripts/lib/seed-demo.mjs';
import {
  AUTH_EMULATOR,
  clearAccountsBeforeEach,
  expect,
  FIRESTORE_RUNS,
  logIn,
  NO_FIRESTORE,
  PROJECT_ID,
  propertyCard,
  test,
  WITH_FIRESTORE,
} from './fixtures';

const NOTICE =
  "The Firestore emulator is not running, so your data can't load here. See README → Test tiers.";

const HOME = {
  // The dashboard welcomes the account by its name (the demo account's display name).
  homeowner: { path: '/dashboard', heading: 'Welcome, Hannah Homeowner' },
  contractor: { path: '/contractor', heading: 'Contractor Portal' },
  realtor: { path: '/realtor', heading: 'Realtor Dashboard' },
} as const;

const authEmulatorHost = new URL(AUTH_EMULATOR).host;

/** Logs in as a demo account and waits for its role's home page. */
async function logInAs(
  page: Page,
  account: { email: string; password: string },
  role: keyof typeof HOME,
) {
  await logIn(page, account);
  // The first signed-in page of a run loads its chunks cold: allow for a slow machine.
  await expect(page).toHaveURL(new RegExp(`${HOME[role].path}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: HOME[role].heading })).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('demo accounts', () => {
  clearAccountsBeforeEach();

  test('an empty Auth emulator gets the three demo accounts, once, with their role claims', async ({
    authEmulator,
  }) => {
    const first = await seedDemoData({ authEmulatorHost });
    expect(first.createdAccounts).toBe(true);
    expect(first.firestore).toBe(FIRESTORE_RUNS ? 'seeded' : 'not-running');
    expect(first.accounts.map((a) => [a.role, a.exists])).toEqual([
      ['homeowner', true],
      ['contractor', true],
      ['realtor', true],
    ]);

    // Stored as registerAccount stores them: lower-case email, display name, `role` claim.
    const res = await fetch(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ email: first.accounts.map((a) => a.email) }),
      },
    );
    const { users } = (await res.json()) as {
      users: { email: string; displayName: string; customAttributes: string }[];
    };
    expect(
      users
        .map((u) => [u.email, u.displayName, JSON.parse(u.customAttributes)])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['contractor@demo.homeledger.app', 'Carlos Contractor', { role: 'contractor' }],
      ['homeowner@demo.homeledger.app', 'Hannah Homeowner', { role: 'homeowner' }],
      ['realtor@demo.homeledger.app', 'Rita Realtor', { role: 'realtor' }],
    ]);

    // A second start changes nothing.
    const second = await seedDemoData({ authEmulatorHost });
    expect(second.createdAccounts).toBe(false);
    expect(second.accounts.every((a) => a.exists)).toBe(true);

    // Emulators that already hold someone else's accounts are left alone.
    await authEmulator.clear();
    await authEmulator.createUser({ email: 'mine@example.com', password: 'my-password-1' });
    const other = await seedDemoData({ authEmulatorHost });
    expect(other.createdAccounts).toBe(false);
    expect(other.accounts.some((a) => a.exists)).toBe(false);
    const { formatSeedReport } = await loadSeedModule();
    expect(formatSeedReport(other)).toContain('Demo accounts: none');
  });

  for (const role of ['homeowner', 'contractor', 'realtor'] as const) {
    test(`the demo ${role} logs in, lands on ${HOME[role].path} and sees the Firestore notice`, async ({
      page,
    }) => {
      test.skip(FIRESTORE_RUNS, WITH_FIRESTORE);
      const { accounts } = await seedDemoData({ authEmulatorHost });
      const account = accounts.find((a) => a.role === role);
      if (!account) throw new Error(`no demo ${role}`);

      await logInAs(page, account, role);
      const notice = page.getByRole('status').filter({ hasText: NOTICE });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(NOTICE);
      await expect(page.getByText(NOTICE)).toHaveCount(1);
    });
  }

  test('with Firestore, the demo homeowner sees every demo home and the realtor the one shared', async ({
    page,
  }) => {
    test.skip(!FIRESTORE_RUNS, NO_FIRESTORE);
    const { accounts, firestore } = await seedDemoData({ authEmulatorHost });
    expect(firestore).toBe('seeded');
    const seed = await loadSeedModule();
    const docs = seed.demoFirestoreDocuments(
      { homeowner: 'h', contractor: 'c', realtor: 'r' },
      new Date(),
    );
    const homes = docs.properties.map((p) => p.data.address);
    const shared = docs.properties.filter((p) => p.shares.length > 0).map((p) => p.data.address);
    const account = (role: 'homeowner' | 'contractor' | 'realtor') => {
      const found = accounts.find((a) => a.role === role);
      if (!found) throw new Error(`no demo ${role}`);
      return found;
    };

    await logInAs(page, account('homeowner'), 'homeowner');
    for (const address of homes) {
      await expect(propertyCard(page, address)).toBeVisible({ timeout: 15_000 });
    }
    await expect(
      page.getByRole('list', { name: 'Your properties' }).getByRole('article'),
    ).toHaveCount(homes.length);
    await expect(page.getByText(NOTICE)).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await logInAs(page, account('realtor'), 'realtor');
    await expect(page.getByRole('tab', { name: `Properties (${shared.length})` })).toBeVisible({
      timeout: 15_000,
    });
    for (const address of shared) {
      await expect(page.getByRole('row').filter({ hasText: address })).toHaveCount(1);
    }
    await expect(page.getByText(NOTICE)).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await logInAs(page, account('contractor'), 'contractor');
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(page.getByText('Failed to load your service records')).toHaveCount(0);
  });
});

test.describe('demo Firestore documents', () => {
  test('follow docs/architecture.md §2 with stats that match the repairs', async () => {
    const seed = await loadSeedModule();
    const uids = { homeowner: 'uid-h', contractor: 'uid-c', realtor: 'uid-r' };
    const now = new Date('2025-02-01T12:00:00Z');
    const docs = seed.demoFirestoreDocuments(uids, now);

    expect(docs.profiles.map((p) => [p.uid, p.data.role, p.data.email])).toEqual([
      ['uid-h', 'homeowner', 'homeowner@demo.homeledger.app'],
      ['uid-c', 'contractor', 'contractor@demo.homeledger.app'],
      ['uid-r', 'realtor', 'realtor@demo.homeledger.app'],
    ]);
    expect(docs.profiles[0]?.data).not.toHaveProperty('businessName');
    expect(docs.profiles[2]?.data.businessName).toBe('Rita Realty Group');

    expect(docs.properties.length).toBeGreaterThanOrEqual(2);
    expect(docs.properties.length).toBeLessThanOrEqual(3);
    const shared = docs.properties.filter((p) => p.data.viewerIds.includes('uid-r'));
    expect(shared).toHaveLength(1);
    expect(shared[0]?.shares).toEqual([
      {
        realtorUid: 'uid-r',
        data: {
          name: 'Rita Realtor',
          email: 'realtor@demo.homeledger.app',
          businessName: 'Rita Realty Group',
          sharedAt: now,
        },
      },
    ]);

    for (const { id, data, shares } of docs.properties) {
      const repairs = docs.repairs.filter((r) => r.data.propertyId === id).map((r) => r.data);
      expect(repairs.length).toBeGreaterThan(0);
      expect(data.ownerId).toBe('uid-h');
      expect(data.verificationStatus).toBe('verified');
      expect(data.viewerIds[0]).toBe('uid-h');
      expect(data.addressKey).toMatch(/^[a-z0-9# ]+\|\d{5}$/);
      expect(shares.length > 0).toBe(data.viewerIds.length > 1);
      expect(data.repairCount).toBe(repairs.length);
      expect(data.lastRepairDate).toBe(
        repairs
          .map((r) => r.date)
          .sort()
          .at(-1),
      );
      expect(data.totalSpentCents).toBe(repairs.reduce((sum, r) => sum + (r.costCents ?? 0), 0));
      for (const r of repairs) {
        expect(r.viewerIds).toEqual(data.viewerIds);
        expect(r.ownerId).toBe('uid-h');
        expect(r.addedBy).toBe('uid-h');
        expect(r.property).toEqual({
          address: data.address,
          city: data.city,
          state: data.state,
          zipCode: data.zipCode,
        });
        expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isInteger(r.costCents)).toBe(true);
        expect(r).toMatchObject({
          status: 'completed',
          validation: { state: 'none' },
          isContractorValidated: false,
          source: 'owner',
        });
      }
    }
    const keys = docs.properties.map((p) => p.data.addressKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

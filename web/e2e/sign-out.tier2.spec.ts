/**
 * Tier 2: what a sign-in leaves on the computer, with the real Auth and Firestore emulators.
 * Logout deletes Firestore's IndexedDB cache (the next person at the computer finds none of
 * the account's documents); "This is a shared computer" never writes one, and keeps the
 * session in this tab's session storage only.
 */
import type { Page } from '@playwright/test';
import { clearAccountsBeforeEach, expect, test } from './fixtures';
import { logInToDashboard, newUser } from './tier2-steps';

/** The names of this origin's IndexedDB databases that Firestore made. */
async function firestoreDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('firestore/')),
  );
}

/** Whether Firebase Auth keeps a signed-in user in this storage area. */
async function authUserIn(page: Page, area: 'localStorage' | 'sessionStorage'): Promise<boolean> {
  return page.evaluate(
    (which) => Object.keys(window[which]).some((key) => key.startsWith('firebase:authUser:')),
    area,
  );
}

test.describe('what signing in leaves on this computer', () => {
  clearAccountsBeforeEach();

  test('Logout deletes the Firestore cache the session wrote', async ({ page, authEmulator }) => {
    const owner = await newUser(authEmulator, 'homeowner', 'Casey Cache');
    await logInToDashboard(page, owner);
    await expect.poll(() => firestoreDatabases(page), { timeout: 15_000 }).not.toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect.poll(() => firestoreDatabases(page), { timeout: 15_000 }).toEqual([]);

    // Signing in again in the same tab works on a new cache.
    await logInToDashboard(page, owner);
    await expect(page.getByText('No Properties Yet')).toBeVisible({ timeout: 15_000 });
  });

  test('"This is a shared computer" keeps nothing on disk and the session in this tab', async ({
    page,
    authEmulator,
  }) => {
    const owner = await newUser(authEmulator, 'homeowner', 'Sam Shared');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('checkbox', { name: 'This is a shared computer' }).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByText('No Properties Yet')).toBeVisible({ timeout: 15_000 });

    expect(await firestoreDatabases(page)).toEqual([]);
    expect(await authUserIn(page, 'sessionStorage')).toBe(true);
    expect(await authUserIn(page, 'localStorage')).toBe(false);

    // A reload keeps the session (the tab's session storage still holds it) and the memory cache.
    await page.reload();
    await expect(page.getByText('No Properties Yet')).toBeVisible({ timeout: 15_000 });
    expect(await firestoreDatabases(page)).toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    expect(await authUserIn(page, 'sessionStorage')).toBe(false);
  });
});

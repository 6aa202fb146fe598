import { expect, test } from './fixtures';

test('the landing page loads and is titled HomeLedger', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/HomeLedger/);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the Auth emulator answers the fixture helpers', async ({ authEmulator }) => {
  const email = `smoke-${Date.now().toString(36)}@example.com`;
  const user = await authEmulator.createUser({
    email,
    password: 'smoke-password-1',
    displayName: 'Smoke Test',
    role: 'homeowner',
  });
  expect(user.uid).toMatch(/\S+/);
  expect(Array.isArray(await authEmulator.oobCodes())).toBe(true);
});

// Shared Playwright fixtures for HomeLedger E2E specs. Import `test` and `expect`
// from here instead of '@playwright/test':
//
//   import { test, expect, expectNoSeriousA11yViolations } from './fixtures';
//
//   test('realtor lands on their page', async ({ page, authEmulator }) => {
//     await authEmulator.createUser({ email: 'r@example.com', password: 'secret123',
//                                     displayName: 'Rita', role: 'realtor' });
//     …
//     await expectNoSeriousA11yViolations(page);
//   });
//
// Every spec shares one set of emulators, so playwright.config.ts runs them one at
// a time; `authEmulator.clear()` in a beforeEach is safe. `uniqueEmail()` helps
// where a test must not depend on what earlier tests left behind.
import axe, { type AxeResults, type ElementContext } from 'axe-core';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export const PROJECT_ID = 'demo-homeledger';

/**
 * Which emulators this run has. `npm test` and scripts/test/with-emulators.mjs set these only
 * when that emulator runs (Playwright's own webServer starts Auth, Functions, Hosting):
 * specs that need one skip themselves without it, and specs about its absence skip
 * themselves when it is there.
 */
export const FIRESTORE_RUNS = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
export const STORAGE_RUNS = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
export const NO_FIRESTORE =
  'needs the Firestore emulator (FIRESTORE_EMULATOR_HOST is unset): run it through npm test or scripts/test/with-emulators.mjs';
export const WITH_FIRESTORE =
  'about a machine without the Firestore emulator, and FIRESTORE_EMULATOR_HOST is set';
export const NO_STORAGE =
  'needs the Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST is unset): a file is uploaded or downloaded';

/**
 * A step of a longer test that needs Storage (a CSV export, a PDF report): run it when
 * the Storage emulator runs, else note on the test that it was left out and why.
 */
export async function storageStep(title: string, body: () => Promise<void>): Promise<void> {
  if (STORAGE_RUNS) {
    await base.step(title, body);
    return;
  }
  base.info().annotations.push({ type: 'step not run', description: `${title}: ${NO_STORAGE}` });
}
export const AUTH_EMULATOR = process.env.HOMELEDGER_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
/** The web app's demo config uses this key; the emulator accepts any key. */
export const API_KEY = 'demo-api-key';

export type Role = 'homeowner' | 'contractor' | 'realtor';

export interface NewUser {
  email: string;
  password: string;
  displayName?: string;
  role?: Role;
  /** Whether the account starts with a verified email (default true, as after the link). */
  emailVerified?: boolean;
}

export interface CreatedUser {
  uid: string;
  email: string;
  password: string;
  displayName?: string;
  role?: Role;
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export interface AuthEmulator {
  /** Delete every account in the emulator. */
  clear(): Promise<void>;
  /** Sign a user up with e-mail/password, set the `role` claim, verify the email unless told not to. */
  createUser(user: NewUser): Promise<CreatedUser>;
  /**
   * Marks an existing account's email verified (e.g. one made through /register). A
   * signed-in page sees it in its ID token only after signing in again.
   */
  verifyEmail(email: string): Promise<void>;
  /** Out-of-band codes (password reset, e-mail verification) the emulator "sent". */
  oobCodes(): Promise<OobCode[]>;
}

async function call<T>(method: string, path: string, body?: unknown, admin = false): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  // The emulator treats "Bearer owner" as an admin (service-account) credential.
  if (admin) headers.authorization = 'Bearer owner';
  const res = await fetch(`${AUTH_EMULATOR}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    throw new Error(`Auth emulator ${method} ${path} failed: ${res.status} ${text}`);
  }
  return (text ? JSON.parse(text) : {}) as T;
}

export const authEmulatorClient: AuthEmulator = {
  async clear() {
    await call('DELETE', `/emulator/v1/projects/${PROJECT_ID}/accounts`);
  },

  async createUser({ email, password, displayName, role, emailVerified = true }) {
    const signUp = await call<{ localId: string }>(
      'POST',
      `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
      { email, password, displayName, returnSecureToken: true },
    );
    if (role || emailVerified) {
      await call(
        'POST',
        `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
        {
          localId: signUp.localId,
          ...(role ? { customAttributes: JSON.stringify({ role }) } : {}),
          ...(emailVerified ? { emailVerified: true } : {}),
        },
        true,
      );
    }
    return { uid: signUp.localId, email, password, displayName, role };
  },

  async verifyEmail(email) {
    const found = await call<{ users?: { localId: string }[] }>(
      'POST',
      `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
      { email: [email] },
      true,
    );
    const localId = found.users?.[0]?.localId;
    if (!localId) throw new Error(`No Auth emulator account for ${email}`);
    await call(
      'POST',
      `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
      { localId, emailVerified: true },
      true,
    );
  },

  async oobCodes() {
    const res = await call<{ oobCodes?: OobCode[] }>(
      'GET',
      `/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
    );
    return res.oobCodes ?? [];
  },
};

/** An e-mail address no other test (or earlier run) uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** axe-core's rule tags the app is held to: WCAG 2.1 A/AA plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Run axe-core on the page and fail on any serious or critical violation,
 * printing each one (rule, impact, help URL, offending elements).
 *
 * axe runs in the page itself (`axe.run`, axe-core's documented API). The app has
 * no iframes, so @axe-core/playwright's frame-by-frame run, which opens a blank page
 * to merge results, bought nothing here and cost ~0.4 s a call (1 s under load):
 * minutes across the catalogue's 560 checks.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string; disableRules?: string[] } = {},
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results: AxeResults = await page.evaluate(
    ({ tags, include, exclude, disableRules }) => {
      const context: ElementContext = include
        ? { include: [include], exclude: exclude ? [exclude] : [] }
        : { exclude: exclude ? [exclude] : [] };
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return inPage.run(include || exclude ? context : document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
    },
    {
      tags: AXE_TAGS,
      include: options.include,
      exclude: options.exclude,
      disableRules: options.disableRules ?? [],
    },
  );
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`,
        )
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
  if (serious.length > 0) {
    console.log(`Accessibility violations on ${page.url()}:\n${report}`);
  }
  expect(serious, `serious/critical accessibility violations on ${page.url()}:\n${report}`).toEqual(
    [],
  );
}

/**
 * Public pages are prerendered: their HTML is on screen before React runs. A
 * person waits for the page to respond; a test must too, or it types into
 * markup that React then replaces. The app sets <html data-hydrated="true">
 * once it is live, and `goto`/`reload` wait for it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

/** Makes `page.goto` and `page.reload` wait for the app (waitForApp) before they return. */
function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

/**
 * A fresh browser context (its own session) whose page waits for the app on
 * `goto`/`reload` like the `page` fixture: what `openSession` opens.
 */
async function openAppPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  return { page, close: () => context.close() };
}

/** Logs in through the login page (the caller checks where it lands). */
export async function logIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A new account (a unique email, verified) logged in through the login page; the caller
 * checks where it lands.
 */
export async function logInAsNewUser(
  page: Page,
  user: Omit<NewUser, 'email' | 'role'> & { role: Role },
): Promise<CreatedUser> {
  const created = await authEmulatorClient.createUser({ email: uniqueEmail(user.role), ...user });
  await logIn(page, created);
  return created;
}

export interface HomeAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * A street address no other test (or earlier run) uses, so a property added with it
 * is never disputed by leftovers in a shared Firestore emulator. `respelled` is the
 * same home as someone else might type it (same address key: case, "St." for
 * "Street", ZIP+4).
 */
export function uniqueHome(): HomeAddress & { respelled: HomeAddress } {
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const number = 100 + Math.floor(Math.random() * 900);
  const home = {
    address: `${number} Maple${token} Street`,
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
  };
  return {
    ...home,
    respelled: {
      ...home,
      address: `${number} MAPLE${token.toUpperCase()} St.`,
      zipCode: '62704-1234',
    },
  };
}

/** Adds a property on /add-property by typing the address (no suggestions needed). */
export async function addPropertyByHand(page: Page, home: HomeAddress): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/add-property')) await page.goto('/add-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Property' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Street Address', { exact: true }).fill(home.address);
  await page.getByLabel('City', { exact: true }).fill(home.city);
  await page.getByLabel('State', { exact: true }).fill(home.state);
  await page.getByLabel('ZIP Code', { exact: true }).fill(home.zipCode);
  await page.getByRole('button', { name: 'Add Property', exact: true }).click();
}

/** A property's card on the homeowner dashboard (an article named by its address). */
export function propertyCard(page: Page, address: string) {
  return page.getByRole('article', { name: address, exact: true });
}

/** Checks that the tab named `name` is the selected one of its tab list. */
export async function expectTabSelected(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

export const test = base.extend<{
  authEmulator: AuthEmulator;
  /**
   * Another person in the same test: each call opens a fresh browser session on the app
   * (signed out) and returns its page. Every session it opened is closed when the test ends.
   */
  openSession: () => Promise<Page>;
}>({
  page: async ({ page }, use) => {
    waitForAppOnNavigation(page);
    // Fixture bodies receive `use`, which is not a React hook.
    await use(page);
  },
  authEmulator: async ({}, use) => {
    await use(authEmulatorClient);
  },
  openSession: async ({ browser, baseURL }, use) => {
    const sessions: { close: () => Promise<void> }[] = [];
    await use(async () => {
      const session = await openAppPage(browser, { baseURL });
      sessions.push(session);
      return session.page;
    });
    for (const session of sessions) await session.close();
  },
});

/** Registers, in the calling describe, a beforeEach that empties the Auth emulator. */
export function clearAccountsBeforeEach() {
  test.beforeEach(async ({ authEmulator }) => {
    await authEmulator.clear();
  });
}

export { expect };

/**
 * Tier 2: every signed-in screen with the demo data (issue 34 §6). The demo seed `npm start`
 * uses is written into the real Firestore emulator; each demo role signs in and visits each of
 * its routes at 1280×800 and 375×812. Each visit waits for the page's real content (a heading
 * and a seeded record, not just a loaded page), checks that nothing overflows sideways at 375 px
 * and saves a full-page screenshot to `.test-output/signed-in/<role>-<route>-<width>.png` for a
 * person to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { seedDemoData } from '../../scripts/lib/seed-demo.mjs';
import { authEmulatorClient, expect, logIn, test, type Role } from './fixtures';

const OUT = fileURLToPath(new URL('../../.test-output/signed-in/', import.meta.url));
const PASSWORD = 'homeledger-demo';
const EMAIL: Record<Role, string> = {
  homeowner: 'homeowner@demo.homeledger.app',
  contractor: 'contractor@demo.homeledger.app',
  realtor: 'realtor@demo.homeledger.app',
};
const LANDING: Record<Role, RegExp> = {
  homeowner: /\/dashboard$/,
  contractor: /\/contractor$/,
  realtor: /\/realtor$/,
};
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

// The seed's records (scripts/lib/seed-demo.ts), as the screens show them.
const ELM = 'demo-elm-street';
const ELM_ADDRESS = '1428 Elm Street';
const ELM_ROOF = `${ELM}-repair-1`;
const ROOF_DESCRIPTION = 'Replaced the asphalt shingles on the south slope after hail damage.';

interface Visit {
  name: string;
  path: string;
  /** What must be on screen before the shot: the page's real content. */
  shows: (page: Page) => Locator[];
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();

const VISITS: Record<Role, Visit[]> = {
  homeowner: [
    {
      name: 'dashboard',
      path: '/dashboard',
      shows: (page) => [
        h1(page, 'Welcome, Hannah Homeowner'),
        page.getByRole('article', { name: ELM_ADDRESS, exact: true }),
        page.getByRole('article', { name: '310 Cedar Court', exact: true }),
      ],
    },
    {
      name: 'dashboard-repairs',
      path: '/dashboard?tab=repairs',
      shows: (page) => [h1(page, 'Welcome, Hannah Homeowner'), text(page, 'Landscaping')],
    },
    {
      name: 'add-property',
      path: '/add-property',
      shows: (page) => [
        h1(page, 'Add Property'),
        page.getByLabel('Street Address', { exact: true }),
      ],
    },
    {
      name: 'property',
      path: `/property/${ELM}`,
      shows: (page) => [
        h1(page, ELM_ADDRESS),
        page.getByRole('complementary', { name: 'Property Statistics' }),
        page.getByRole('region', { name: 'Share with a realtor' }).getByText('Rita Realtor'),
        page.getByRole('region', { name: 'Transfer this home' }),
      ],
    },
    {
      name: 'property-repairs',
      path: `/property/${ELM}?tab=repairs`,
      shows: (page) => [h1(page, ELM_ADDRESS), text(page, 'Summit Roofing Co.')],
    },
    {
      name: 'property-maintenance',
      path: `/property/${ELM}?tab=maintenance`,
      shows: (page) => [
        h1(page, ELM_ADDRESS),
        // The demo homes have no plan or warranties yet: both empty states, loaded.
        text(page, 'No maintenance planned'),
        text(page, 'No warranties yet'),
      ],
    },
    {
      name: 'repair',
      path: `/repair/${ELM_ROOF}`,
      shows: (page) => [h1(page, 'Repair Details'), text(page, ROOF_DESCRIPTION)],
    },
    {
      name: 'edit-repair',
      path: `/edit-repair/${ELM_ROOF}`,
      shows: (page) => [
        h1(page, 'Edit Repair Record'),
        page.getByLabel('Description', { exact: true }).and(page.locator(`textarea`)),
      ],
    },
    {
      name: 'add-repair',
      path: `/add-repair/${ELM}`,
      shows: (page) => [
        h1(page, 'Add Repair Record'),
        page.getByText('Adding repair for:').filter({ hasText: ELM_ADDRESS }),
      ],
    },
    {
      name: 'reminder-settings',
      path: '/settings/reminders',
      shows: (page) => [h1(page, 'Reminder Settings')],
    },
  ],
  contractor: [
    {
      name: 'portal',
      path: '/contractor',
      shows: (page) => [
        h1(page, 'Welcome, Carlos Plumbing & Repair'),
        page.getByRole('tab', { name: 'Service Records' }),
      ],
    },
    {
      name: 'portal-quickbooks',
      path: '/contractor?tab=quickbooks',
      shows: (page) => [
        h1(page, 'Welcome, Carlos Plumbing & Repair'),
        // The connection's state, once checked (no QuickBooks app is set up in the emulators).
        page
          .getByRole('button', { name: 'Connect QuickBooks' })
          .or(text(page, 'QuickBooks is not configured on this server'))
          .first(),
      ],
    },
    {
      name: 'records',
      path: '/contractor/records',
      shows: (page) => [h1(page, 'Service Records'), text(page, 'No service records found')],
    },
    {
      name: 'clients',
      path: '/contractor/clients',
      shows: (page) => [h1(page, 'Clients'), text(page, 'No clients yet')],
    },
    {
      name: 'reports',
      path: '/contractor/reports',
      shows: (page) => [h1(page, 'Reports'), text(page, 'No revenue to report yet')],
    },
  ],
  realtor: [
    {
      name: 'dashboard',
      path: '/realtor',
      shows: (page) => [h1(page, 'Realtor Dashboard'), text(page, ELM_ADDRESS)],
    },
    {
      name: 'dashboard-repairs',
      path: '/realtor?tab=repairs',
      shows: (page) => [h1(page, 'Realtor Dashboard'), text(page, 'Summit Roofing Co.')],
    },
    {
      name: 'property-report',
      path: `/realtor/property/${ELM}`,
      shows: (page) => [h1(page, new RegExp(ELM_ADDRESS)), text(page, 'Summit Roofing Co.')],
    },
    {
      name: 'repair',
      path: `/repair/${ELM_ROOF}`,
      shows: (page) => [h1(page, 'Repair Details'), text(page, ROOF_DESCRIPTION)],
    },
  ],
};

/** Two frames: the layout after a resize has settled. */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function shoot(page: Page, role: Role, visit: Visit) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settled(page);
    for (const locator of visit.shows(page)) {
      await expect(locator, `${role} ${visit.name} at ${size.width}px`).toBeVisible({
        timeout: 15_000,
      });
    }
    // Nothing still loading (the map, a panel's list): the shot shows the settled page.
    await expect(
      page.locator('.spinner__icon:visible'),
      `${role} ${visit.name} loading`,
    ).toHaveCount(0, { timeout: 15_000 });
    if (size.width === 375) {
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      // Soft: every screenshot is still taken, and every overflow reported.
      expect
        .soft(scrollWidth, `${role} ${visit.name} overflows sideways at 375 px`)
        .toBeLessThanOrEqual(clientWidth);
    }
    await page.screenshot({
      path: path.join(OUT, `${role}-${visit.name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

test.describe('signed-in screens with the demo data', () => {
  test.beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    // The seed creates its accounts only in an empty Auth emulator; new accounts have no
    // profile yet, so the demo documents are written afresh for them.
    await authEmulatorClient.clear();
    const seeded = await seedDemoData({
      authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST,
    });
    expect(seeded.firestore).toBe('seeded');
  });

  for (const role of ['homeowner', 'contractor', 'realtor'] as const) {
    test(`the demo ${role} sees every one of their screens filled in`, async ({ page }) => {
      test.setTimeout(60_000 + VISITS[role].length * 30_000);
      await logIn(page, { email: EMAIL[role], password: PASSWORD });
      await expect(page).toHaveURL(LANDING[role], { timeout: 15_000 });
      for (const visit of VISITS[role]) {
        await test.step(`${visit.name} (${visit.path})`, async () => {
          await page.setViewportSize(WIDTHS[0]);
          await page.goto(visit.path);
          await shoot(page, role, visit);
        });
      }
    });
  }
});

import { expect, test } from '../fixtures';

test.describe('landing page', () => {
  test('shows the tagline and both hero buttons', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      "Your home's complete repair history, in one convenient place",
    );
    await expect(page).toHaveTitle('HomeLedger');

    await main.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('Learn More goes to how it works', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How HomeLedger works' }),
    ).toBeVisible();
  });

  test('the three audience cards link to registration with the matching type', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const links = [
      ['Sign up as a homeowner', 'homeowner'],
      ['Join as a contractor', 'contractor'],
      ['Join as a realtor', 'realtor'],
    ] as const;
    for (const [name, type] of links) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/register?type=${type}`,
      );
    }
    await main.getByRole('link', { name: 'Join as a realtor', exact: true }).click();
    await expect(page).toHaveURL(/\/register\?type=realtor$/);
  });

  test('renders at phone width without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('does not download the Firebase SDK', async ({ page }) => {
    const firebaseRequests: string[] = [];
    page.on('request', (r) => {
      if (/firestore|firebase-(app|auth)|googleapis\.com\/identitytoolkit/i.test(r.url()))
        firebaseRequests.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Auth may be loaded lazily for returning users; a first-time visitor loads no Firestore.
    expect(firebaseRequests.filter((u) => /firestore/i.test(u))).toEqual([]);
  });
});

test.describe('features page', () => {
  test('lists the eight features, the at-a-glance cards and honest labels', async ({ page }) => {
    await page.goto('/features');
    const main = page.getByRole('main');
    for (const title of [
      'Complete Repair History',
      'Accounting Integration',
      'Home Value Insights',
      'Contractor Network',
      'Multiple Properties',
      'Detailed Reports',
      'Secure Storage',
      'Maintenance Reminders',
      'Verified Property History',
      'Listing Enhancements for Realtors',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const reminders = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Maintenance Reminders' }) });
    await expect(reminders.getByText('Coming soon')).toBeVisible();
    const pdf = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'PDF Export' }) });
    await expect(pdf.getByText('Planned')).toBeVisible();

    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    await main.getByRole('link', { name: 'Learn How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });

  test('has #homeowners and #contractors anchors and scrolls to the hash on load', async ({
    page,
  }) => {
    await page.goto('/features#contractors');
    const contractors = page.locator('#contractors');
    await expect(contractors).toBeInViewport();
    await expect.poll(async () => (await contractors.boundingBox())?.y ?? 9999).toBeLessThan(200);
    await expect(page.locator('#homeowners')).toHaveCount(1);
  });

  test('footer "Accounting Integration" jumps to the contractors section', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Accounting Integration' })
      .click();
    await expect(page).toHaveURL(/\/features#contractors$/);
    await expect(page.locator('#contractors')).toBeInViewport();
  });
});

test.describe('how it works page', () => {
  test('shows three columns of four steps and four key features', async ({ page }) => {
    await page.goto('/how-it-works');
    const main = page.getByRole('main');
    for (const column of ['For Homeowners', 'For Contractors', 'For Realtors']) {
      const article = main.getByRole('article', { name: column });
      await expect(article).toBeVisible();
      await expect(article.getByRole('heading', { level: 4 })).toHaveCount(4);
    }
    const keyFeatures = main.getByRole('region', { name: 'Key features' });
    await expect(keyFeatures.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(
      main
        .getByText('realtors see only the histories homeowners share with them', { exact: false })
        .first(),
    ).toBeVisible();
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';
import { DONATION_PAGE_MESSAGES } from '@action-plus/web/messages/donations';
import { MEMBERSHIP_PAGE_MESSAGES } from '@action-plus/web/messages/memberships';

/** A phone of 390 × 844 reaches everything (issue 23, point 3). */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
const PHONE = { width: 390, height: 844 };
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function recordDonation(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  const recorded = await request.post('/api/admin/donations', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      firstName: 'Bérénice',
      lastName: 'Donatrice-Avec-Un-Nom-Long',
      email: `don.${Date.now().toString(36)}@exemple.fr`,
      address: '12 rue des Clercs',
      postalCode: '57000',
      city: 'Metz',
      amount: 40,
      method: 'cheque',
      receivedOn: '2026-01-15',
    },
  });
  expect(recorded.status()).toBe(201);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The table scrolls inside its named region, which takes the keyboard's focus; the page itself never scrolls sideways. */
async function expectScrollableTable(page: Page, regionName: string, lastColumn: string) {
  const region = page.getByRole('region', { name: regionName });
  await expect(region.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await region.focus();
  await expect(region).toBeFocused();
  await region.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
  // Scrolled to its end the region shows its last column whole, less a fraction of a pixel when the
  // table's width is not a whole number of pixels (the scroll offset is).
  await expect(region.getByRole('columnheader', { name: lastColumn })).toBeInViewport({ ratio: 0.99 });
  await checkAccessibility(page);
}

test("on a phone the admin's menu offers every admin page, and the members' and donations' tables scroll in a named region", async ({ page }) => {
  await recordDonation(page.request);
  await page.setViewportSize(PHONE);
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');

  const toggle = navigation(page).getByRole('button', { name: 'Menu' });
  // The menu closes on every navigation: one that ends just after the click (the sign-in's own) closes it again.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
  for (const name of ['Créer un événement', 'Gestion des Adhésions', 'Dons', 'Trésorerie']) {
    await expect(navigation(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await navigation(page).getByRole('link', { name: 'Gestion des Adhésions' }).click();
  await expect(page).toHaveURL('/admin/memberships');
  await expectScrollableTable(page, MEMBERSHIP_PAGE_MESSAGES.tableRegion, 'Actions');

  await toggle.click();
  await navigation(page).getByRole('link', { name: 'Dons', exact: true }).click();
  await expect(page).toHaveURL('/admin/dons');
  await expectScrollableTable(page, DONATION_PAGE_MESSAGES.tableRegion, 'Actions');
});

test('on a phone every tab of the profile shows whole, none hidden beyond the edge', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  const tabs = page.getByRole('tablist', { name: 'Sections du profil' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
});

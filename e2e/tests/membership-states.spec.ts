import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, addMonths, toParisDate } from '@action-plus/contract';
import { E2E_ADMIN, createMemberData } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { logInThroughForm, registerMember } from '../support/members';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** A member added by the admin with a membership of `durationMonths` from today, renewed in advance when asked. */
async function addMember(
  request: APIRequestContext,
  headers: Record<string, string>,
  lastName: string,
  options: { durationMonths: number; renewedFor?: number },
) {
  const data = createMemberData('Camille');
  const created = await request.post('/api/admin/create-user', {
    headers,
    data: { firstName: data.firstName, lastName, email: data.email, username: data.username },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const membership = await request.post('/api/admin/create-membership', {
    headers,
    data: { userId: id, membershipType: 'standard', duration: options.durationMonths, amount: 15 },
  });
  expect(membership.status()).toBe(201);
  if (options.renewedFor) {
    const renewal = await request.post(`/api/admin/members/${id}/renew`, { headers, data: { duration: options.renewedFor, amount: 25 } });
    expect(renewal.status()).toBe(201);
  }
  return `${data.firstName} ${lastName}`;
}

/** Noon in Paris on a calendar day: the page's clock, so that the states are read on that day. */
const noonInParis = (date: string) => new Date(`${date}T12:00:00+01:00`);

/** Every item of the bar that is shown: the links and buttons of the main navigation, the brand's link included. */
async function barItems(page: Page) {
  const items = navigation(page).locator('a:visible, button:visible');
  const boxes = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (box) boxes.push({ name: (await item.textContent())?.trim() ?? '', centre: box.y + box.height / 2, left: box.x, right: box.x + box.width });
  }
  return boxes;
}

/** Sets the window's width and waits until the page's media queries read it (Chromium may lay out once more at the old width). */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((expected) => matchMedia(`(width: ${expected}px)`).matches && document.documentElement.clientWidth <= expected, width);
}

/**
 * The bar once it has settled: just after a resize and a sign-in, it was once measured with the
 * admin's « Déconnexion » 150 px wide and past the right edge, a state gone by the next check (one
 * run in three at 1024 px; its cause was not pinned down). A bar that stays broken still fails.
 */
async function expectOneLine(page: Page, expectedNames: string[]) {
  await expect(() => expectOneLineNow(page, expectedNames)).toPass({ timeout: 5_000 });
}

async function expectOneLineNow(page: Page, expectedNames: string[]) {
  const items = await barItems(page);
  // The profile link reads its avatar's initial before the name, « Administration » its count of
  // unread messages after it: names are matched as part of the item's text.
  for (const name of expectedNames)
    expect(
      items.some((item) => item.name.includes(name)),
      `${name} : ${JSON.stringify(items)}`,
    ).toBe(true);
  const centres = items.map((item) => item.centre);
  // One line: every item is centred on the same height (a second line would be 40 px lower).
  expect(Math.max(...centres) - Math.min(...centres), JSON.stringify(items)).toBeLessThanOrEqual(4);
  // Nothing cut off at the right edge (the bar is fixed: it would not scroll), nothing overlapping.
  const viewportWidth = page.viewportSize()!.width;
  for (const item of items) expect(item.right, `${item.name} : ${JSON.stringify(items)}`).toBeLessThanOrEqual(viewportWidth);
  const byLeft = items.toSorted((a, b) => a.left - b.left);
  for (let index = 1; index < byLeft.length; index += 1) expect(byLeft[index]!.left, JSON.stringify(items)).toBeGreaterThanOrEqual(byLeft[index - 1]!.right);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the navigation bar keeps one line at 1024 and 1280 px for visitors, members and admins, with « Faire un don » and « Trésorerie »', async ({
  page,
  request,
}) => {
  test.slow();
  const visitorItems = ['Accueil', 'À propos', 'Événements', 'Contact', 'Faire un don', 'Connexion', 'Inscription'];
  for (const width of [1024, 1280]) {
    await resizeTo(page, width);
    await page.goto('/about');
    await expect(navigation(page).getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', '/faire-un-don');
    await expectOneLine(page, visitorItems);
  }
  // The footer (home page) links to the donation page too.
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', '/faire-un-don');

  const member = await registerMember(request, createMemberData('Maëlle'));
  await logInThroughForm(page, member.username, member.password);
  await expect(navigation(page).getByRole('link', { name: member.firstName })).toBeVisible();
  for (const width of [1024, 1280]) {
    await resizeTo(page, width);
    await expectOneLine(page, ['Accueil', 'Faire un don', member.firstName, 'Déconnexion']);
  }
  await expect(navigation(page).getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await navigation(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/');

  // The admin's bar at its widest: « Adhérer » (no membership) and a three-digit count of unread
  // messages on « Administration » (an inbox left a season), whatever the other stories left unread.
  await page.route('**/api/admin/contact-messages/unread-count', (route) => route.fulfill({ json: { unread_count: 128 } }));
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(navigation(page).getByRole('link', { name: E2E_ADMIN.firstName })).toBeVisible();
  await expect(navigation(page).getByRole('button', { name: 'Administration, 128 messages non lus' })).toBeVisible();
  for (const width of [1024, 1280]) {
    await resizeTo(page, width);
    await expectOneLine(page, ['Accueil', 'Faire un don', 'Administration', E2E_ADMIN.firstName, 'Déconnexion']);
  }
  const administration = navigation(page).getByRole('button', { name: 'Administration' });
  await administration.click();
  await expect(administration).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation(page).getByRole('link', { name: 'Trésorerie' })).toHaveAttribute('href', '/admin/tresorerie');
  await checkAccessibility(page);
  await navigation(page).getByRole('link', { name: 'Gestion des Adhésions' }).click();
  await expect(page).toHaveURL('/admin/memberships');
  await expect(administration).toHaveAttribute('aria-expanded', 'false');

  // On a phone the menu still opens, with the donation link.
  await page.setViewportSize({ width: 390, height: 800 });
  const toggle = navigation(page).getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(navigation(page).getByRole('link', { name: 'Faire un don' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Créer un événement' })).toBeVisible();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the admin tells upcoming, expiring-soon and active members apart, by badge and by filter', async ({ page, request }) => {
  test.slow();
  const headers = await adminHeaders(request);
  const family = `Etats-${Date.now().toString(36)}`;
  const shortOne = await addMember(request, headers, `${family}-Court`, { durationMonths: 6 });
  const renewed = await addMember(request, headers, `${family}-Renouvele`, { durationMonths: 6, renewedFor: 12 });
  const longOne = await addMember(request, headers, `${family}-Long`, { durationMonths: 12 });
  const today = toParisDate();

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(navigation(page).getByRole('link', { name: E2E_ADMIN.firstName })).toBeVisible();
  const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const search = page.getByPlaceholder('Rechercher un membre par nom ou email...');

  // Ten days before their memberships start (the page reads the states on its own day): all three « À venir ».
  await page.clock.setFixedTime(noonInParis(addDays(today, -10)));
  await page.goto('/admin/memberships');
  await search.fill(family);
  for (const name of [shortOne, renewed, longOne]) await expect(rowOf(name).getByText('À venir', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^À venir/ }).click();
  await expect(page.getByRole('rowheader')).toHaveCount(3);
  await page.getByRole('button', { name: /^Actifs/ }).click();
  await expect(page.getByRole('rowheader')).toHaveCount(0);

  // Ten days before the six months end: the one who did not renew « Expire bientôt », the renewed one stays active.
  await page.clock.setFixedTime(noonInParis(addDays(addMonths(today, 6), -10)));
  await page.reload();
  await search.fill(family);
  await expect(rowOf(shortOne).getByText('Expire bientôt', { exact: true })).toBeVisible();
  await expect(rowOf(renewed).getByText('Active', { exact: true })).toBeVisible();
  await expect(rowOf(longOne).getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Expirent bientôt/ }).click();
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: shortOne })).toBeVisible();
  await page.getByRole('button', { name: /^Actifs/ }).click();
  await expect(page.getByRole('rowheader')).toHaveCount(3);
  await checkAccessibility(page);

  // The renewed member's details: the current period ends soon, the renewal is to come; no reminder yet.
  await rowOf(renewed)
    .getByRole('button', { name: `Voir les détails de ${renewed}` })
    .click();
  const details = page.getByRole('dialog', { name: 'Détails du membre' });
  const history = details.getByRole('heading', { name: 'Adhésions' }).locator('xpath=following-sibling::ul[1]');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(0)).toContainText('À venir');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Expire bientôt');
  await expect(details.getByText('Aucun rappel envoyé.')).toBeVisible();
  await checkAccessibility(page);
});

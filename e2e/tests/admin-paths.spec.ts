import { E2E_ADMIN } from '../support/accounts';
import { expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';
import { EVENT_FINDING_MESSAGES } from '@action-plus/web/messages/events';

/** Admin and agenda paths (issue 23, point 8). */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("« S'abonner à l'agenda » offers the webcal: link, the https address to copy and help for Google, Apple and Outlook", async ({ page, baseURL }) => {
  await page.goto('/events');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: EVENT_FINDING_MESSAGES.subscribeFeed })).toHaveAttribute('href', /^webcal:\/\/.+\/api\/events\/feed\.ics$/);
  await main.getByText(EVENT_FINDING_MESSAGES.feedHelpSummary).click();
  await expect(main.getByLabel(EVENT_FINDING_MESSAGES.feedAddressLabel)).toHaveValue(`${baseURL}/api/events/feed.ics`);
  for (const calendar of ['Google Agenda', 'Apple Calendrier', 'Outlook']) await expect(main.getByText(new RegExp(`^${calendar}\\s:`))).toBeVisible();
  const feed = await page.request.get('/api/events/feed.ics');
  expect(feed.ok()).toBe(true);
});

test("the admin's menu links the donations page", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await navigation.getByRole('button', { name: 'Administration' }).click();
  await navigation.getByRole('link', { name: 'Dons', exact: true }).click();
  await expect(page).toHaveURL('/admin/dons');
});

/** The number of unread contact messages an admin's navigation shows, from its accessible name. */
const UNREAD_COUNT = /, (\d+) messages? non lus?/;
const unreadIn = (ariaSnapshot: string) => Number(UNREAD_COUNT.exec(ariaSnapshot)?.[1] ?? 0);
const administrationName = (count: number) =>
  count > 0 ? `Administration, ${count} message${count > 1 ? 's' : ''} non lu${count > 1 ? 's' : ''}` : 'Administration';

test('unread contact messages are counted on « Administration », and one less once the admin reads one', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const unique = Date.now().toString(36);
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Yusuf Demir', email: `yusuf.${unique}@exemple.fr`, subject: `Atelier ${unique}`, message: 'Reste-t-il de la place samedi ?' },
  });
  expect(sent.status()).toBe(201);

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  const administration = navigation.getByRole('button', { name: /^Administration, \d+ messages? non lus?$/ });
  await expect(administration).toBeVisible();
  const before = unreadIn(await administration.ariaSnapshot());
  expect(before).toBeGreaterThan(0);

  // « Messages » in the menu opens the inbox, and reading the new message lowers the count.
  await administration.click();
  await navigation.getByRole('link', { name: /^Messages, \d+ non lus?$/ }).click();
  await expect(page).toHaveURL('/profile#messages');
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('article', { name: `Atelier ${unique}` })
    .getByRole('button', { name: `Atelier ${unique}` })
    .click();
  await expect(page.getByRole('dialog', { name: `Atelier ${unique}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navigation.getByRole('button', { name: administrationName(before - 1), exact: true })).toBeVisible();
});

test("on a phone, the menu's « Messages » entry says how many messages are unread", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const unique = Date.now().toString(36);
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Ana Souza', email: `ana.${unique}@exemple.fr`, subject: `Question ${unique}`, message: 'Faut-il réserver ?' },
  });
  expect(sent.status()).toBe(201);

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await navigation.getByRole('button', { name: 'Menu' }).click();
  const inbox = navigation.getByRole('link', { name: /^Messages, \d+ non lus?$/ });
  await expect(inbox).toBeVisible();
  await expect(inbox).toHaveAttribute('href', '/profile#messages');
  await inbox.click();
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
});

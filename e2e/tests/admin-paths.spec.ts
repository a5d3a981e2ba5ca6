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
  for (const calendar of ['Google Agenda', 'Apple Calendrier', 'Outlook']) await expect(main.getByText(new RegExp(`^${calendar} :`))).toBeVisible();
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

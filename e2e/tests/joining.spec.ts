import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm, registerMember } from '../support/members';
import { MEMBERSHIP_INVITATION_MESSAGES } from '@action-plus/web/messages/shared';
import { MEMBERSHIP_ONLINE_PAYMENT_MESSAGES, MEMBERSHIP_PAGE_MESSAGES } from '@action-plus/web/messages/memberships';

/** Joining the association is offered where a visitor and a member look (issue 23, point 1). */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const invitation = (page: Page) => page.getByRole('region', { name: MEMBERSHIP_INVITATION_MESSAGES.title });

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a visitor is invited to become a member on the home and about pages and in the menu, and lands on the membership after signing in (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const member = await registerMember(page.request);
    await page.context().clearCookies();

    await page.goto('/about');
    await expect(invitation(page).getByRole('link', { name: MEMBERSHIP_INVITATION_MESSAGES.createAccount })).toHaveAttribute('href', '/register');
    await page.goto('/');
    await expect(invitation(page).getByRole('link', { name: MEMBERSHIP_INVITATION_MESSAGES.logInToJoin })).toBeVisible();

    if (viewport.width < 1024) {
      // The menu closes on every navigation: one that ends just after the click closes it again.
      const toggle = navigation(page).getByRole('button', { name: 'Menu' });
      await expect(async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
      }).toPass();
    }
    await navigation(page).getByRole('link', { name: 'Adhérer', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel("E-mail ou nom d'utilisateur").fill(member.email);
    await page.getByLabel('Mot de passe').fill(member.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();

    await expect(page).toHaveURL('/profile#adhesion');
    await expect(page.getByRole('tab', { name: 'Paramètres' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: MEMBERSHIP_ONLINE_PAYMENT_MESSAGES.joinTitle })).toBeInViewport();
  });
}

test("the member's card offers « Adhérer en ligne », which opens the online payment", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const member = await registerMember(page.request);
  await logInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  const card = page.locator('section', { has: page.getByRole('heading', { level: 2, name: MEMBERSHIP_PAGE_MESSAGES.cardTitle }) });
  await expect(card).toContainText(MEMBERSHIP_PAGE_MESSAGES.noMembershipYet);
  await expect(card).not.toContainText("contactez l'association");
  await card.getByRole('link', { name: MEMBERSHIP_PAGE_MESSAGES.joinOnline }).click();
  await expect(page.getByRole('tab', { name: 'Paramètres' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: MEMBERSHIP_ONLINE_PAYMENT_MESSAGES.joinTitle })).toBeInViewport();
});

test('without online payment the card says how to pay the association, with a link to write to it', async ({ page }) => {
  const member = await registerMember(page.request);
  await page.route('**/api/payments/availability', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ online: false }) }));
  await logInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  const card = page.locator('section', { has: page.getByRole('heading', { level: 2, name: MEMBERSHIP_PAGE_MESSAGES.cardTitle }) });
  await expect(card).toContainText(MEMBERSHIP_PAGE_MESSAGES.joinOffline);
  await expect(card.getByRole('link', { name: MEMBERSHIP_PAGE_MESSAGES.writeToUs })).toHaveAttribute('href', '/contact');
  await expect(card.getByRole('link', { name: MEMBERSHIP_PAGE_MESSAGES.joinOnline })).toHaveCount(0);
});

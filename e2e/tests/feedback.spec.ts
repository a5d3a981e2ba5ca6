import { expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm, registerMember } from '../support/members';
import { ACCOUNT_SECURITY_PAGE_MESSAGES, PROFILE_PAGE_MESSAGES } from '@action-plus/web/messages/profile';

/** A result appears where the eye is, announced, never under the navbar (issue 23, point 5). */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** Entirely below the fixed navigation bar and above the bottom of the window. */
async function expectInSight(page: import('@playwright/test').Page, text: string) {
  const message = page.getByText(text);
  await expect(message).toBeInViewport({ ratio: 1 });
  const navbarBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
  const top = await message.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(navbarBottom);
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the profile's confirmations show beside their button, in sight and announced (${viewport.name})`, async ({ page }) => {
    const member = await registerMember(page.request);
    await page.setViewportSize(viewport);
    await logInThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Paramètres' }).click();

    await page.getByRole('button', { name: PROFILE_PAGE_MESSAGES.save }).click();
    await expect(page.getByRole('status').filter({ hasText: PROFILE_PAGE_MESSAGES.profileUpdated })).toHaveCount(1);
    await expectInSight(page, PROFILE_PAGE_MESSAGES.profileUpdated);

    const passwordForm = page.getByRole('region', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordTitle });
    await passwordForm.getByLabel('Mot de passe actuel').fill(member.password);
    await passwordForm.getByLabel('Nouveau mot de passe').fill('un-nouveau-mot-de-passe');
    await passwordForm.getByLabel('Confirmer le mot de passe').fill('un-nouveau-mot-de-passe');
    await passwordForm.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordSubmit }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SECURITY_PAGE_MESSAGES.passwordChanged })).toHaveCount(1);
    await expectInSight(page, ACCOUNT_SECURITY_PAGE_MESSAGES.passwordChanged);
  });
}

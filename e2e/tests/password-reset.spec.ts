import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGES } from '@action-plus/contract';
import { createMemberData } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { findLink, waitForMail } from '../support/mail';
import { logInThroughForm, registerMember } from '../support/members';
import { SHARED_MESSAGES } from '@action-plus/web/messages/shared';
import { PASSWORD_RESET_PAGE_MESSAGES } from '@action-plus/web/messages/auth';

test('a member who forgot their password gets a link by mail, chooses a new one, and the link works only once', async ({ page, request, baseURL }) => {
  // Many pages, each audited for accessibility, on a shared machine.
  test.slow();
  const member = await registerMember(request, createMemberData('Nadia'));
  const newPassword = 'nouveau-mot-de-passe';

  await page.goto('/login');
  await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Adresse e-mail').fill(member.email);
  await page.getByRole('button', { name: PASSWORD_RESET_PAGE_MESSAGES.forgotSubmit }).click();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.requestAnswer)).toBeVisible();

  const mail = await waitForMail(member.email, 'Réinitialisation de votre mot de passe');
  expect(mail.text).toContain('Bonjour Nadia,');
  const link = findLink(mail, `${baseURL}/reset-password?token=`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: PASSWORD_RESET_PAGE_MESSAGES.resetTitle })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill(newPassword);
  await page.getByLabel('Confirmer le mot de passe').fill('pas-le-meme');
  await page.getByRole('button', { name: PASSWORD_RESET_PAGE_MESSAGES.submit }).click();
  await expect(page.getByText(SHARED_MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
  await page.getByRole('button', { name: PASSWORD_RESET_PAGE_MESSAGES.submit }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_RESET_MESSAGES.passwordChanged })).toBeVisible();

  // The old password no longer opens the account...
  await logInThroughForm(page, member.email, member.password);
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidCredentials })).toBeVisible();
  // ...the new one does.
  await logInThroughForm(page, member.email, newPassword);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Nadia' })).toBeVisible();

  // A second use of the same link is refused, with a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe').fill('encore-un-autre');
  await page.getByLabel('Confirmer le mot de passe').fill('encore-un-autre');
  await page.getByRole('button', { name: PASSWORD_RESET_PAGE_MESSAGES.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: PASSWORD_RESET_MESSAGES.linkUsed })).toBeVisible();
  await page.getByRole('link', { name: PASSWORD_RESET_PAGE_MESSAGES.askNewLink }).click();
  await expect(page).toHaveURL('/forgot-password');
});

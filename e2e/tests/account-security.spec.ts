import { ACCOUNT_SECURITY_MESSAGES, AUTH_MESSAGES } from '@action-plus/contract';
import { createMemberData } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { findLink, waitForMail } from '../support/mail';
import { logInThroughForm, registerThroughForm } from '../support/members';
import { EMAIL_CONFIRMATION_PAGE_MESSAGES } from '@action-plus/web/messages/auth';
import { ACCOUNT_SECURITY_PAGE_MESSAGES } from '@action-plus/web/messages/profile';

const navigation = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('a newcomer confirms their address from the mailed link, then changes their password, after which the old one is refused', async ({ page, baseURL }) => {
  // Several pages, each audited for accessibility, on a shared machine.
  test.slow();
  const member = createMemberData('Élodie');
  const newPassword = 'nouveau-mot-de-passe-e2e';

  await page.goto('/register');
  await registerThroughForm(page, member);
  await expect(page).toHaveURL('/');

  // Until the link is opened, the profile says the address is not confirmed.
  await navigation(page).getByRole('link', { name: 'Élodie' }).click();
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(page.getByText(ACCOUNT_SECURITY_PAGE_MESSAGES.emailNotVerified)).toBeVisible();
  await expect(page.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.resendConfirmation })).toBeVisible();

  const mail = await waitForMail(member.email, 'Confirmez votre adresse e-mail');
  expect(mail.text).toContain('Bonjour Élodie,');
  const link = findLink(mail, `${baseURL}/confirm-email?token=`);

  // Opening the link confirms nothing by itself: the page asks for a click.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmTitle })).toBeVisible();
  await page.getByRole('button', { name: EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SECURITY_MESSAGES.emailConfirmed })).toBeVisible();
  await page.getByRole('link', { name: EMAIL_CONFIRMATION_PAGE_MESSAGES.goToProfile }).click();
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(page.getByText(ACCOUNT_SECURITY_PAGE_MESSAGES.emailVerified)).toBeVisible();
  await expect(page.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.resendConfirmation })).toHaveCount(0);

  // A wrong current password is refused next to its field.
  const passwordForm = page.getByRole('region', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordTitle });
  const currentPassword = passwordForm.getByLabel(ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel);
  await currentPassword.fill('pas-le-bon');
  await passwordForm.getByLabel('Nouveau mot de passe').fill(newPassword);
  await passwordForm.getByLabel('Confirmer le mot de passe').fill(newPassword);
  await passwordForm.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordSubmit }).click();
  await expect(currentPassword).toHaveAccessibleDescription(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);

  await currentPassword.fill(member.password);
  await passwordForm.getByRole('button', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordSubmit }).click();
  await expect(passwordForm.getByRole('status').filter({ hasText: ACCOUNT_SECURITY_PAGE_MESSAGES.passwordChanged })).toBeVisible();
  await waitForMail(member.email, 'Votre mot de passe a été modifié');

  // This browser stays signed in through a reload (its fresh session)...
  await page.reload();
  await expect(navigation(page).getByRole('link', { name: 'Élodie' })).toBeVisible();
  await navigation(page).getByRole('button', { name: 'Déconnexion' }).click();

  // ...and the old password no longer opens the account; the new one does.
  await logInThroughForm(page, member.email, member.password);
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidCredentials })).toBeVisible();
  await logInThroughForm(page, member.email, newPassword);
  await expect(page).toHaveURL('/');
  await expect(navigation(page).getByRole('link', { name: 'Élodie' })).toBeVisible();
});

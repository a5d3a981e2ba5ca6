import { readFileSync } from 'node:fs';
import { PAYMENT_RESULT_MESSAGES } from '@action-plus/contract';
import { createMemberData } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { logInThroughForm, registerMember } from '../support/members';
import { MEMBERSHIP_ONLINE_PAYMENT_MESSAGES } from '@action-plus/web/messages/memberships';

test('a member joins and renews online through HelloAsso, and downloads the invoice', async ({ page, request }) => {
  test.slow();
  const member = await registerMember(request, createMemberData('Yasmine'));
  await logInThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL('/');

  // Leaving HelloAsso without paying records nothing.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(page.getByRole('heading', { name: MEMBERSHIP_ONLINE_PAYMENT_MESSAGES.joinTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Payer 25,00 € avec HelloAsso' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement HelloAsso (simulé)' })).toBeVisible();
  await page.getByRole('link', { name: 'Revenir au site' }).click();
  await expect(page).toHaveURL('/profile?paiement=annule');
  await expect(page.getByText(PAYMENT_RESULT_MESSAGES.membership.annule)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger la facture' })).toHaveCount(0);

  // Joining: twelve months at the contract's price, paid on HelloAsso's page.
  await page.getByRole('button', { name: 'Payer 25,00 € avec HelloAsso' }).click();
  await expect(page.getByText(/Adhésion .* 12 mois\s: 25,00\s€/)).toBeVisible();
  await page.getByRole('button', { name: 'Payer 25,00 €' }).click();
  await expect(page).toHaveURL('/profile?paiement=recu');
  await expect(page.getByText(PAYMENT_RESULT_MESSAGES.membership.recu)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Paramètres', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger la facture' })).toHaveCount(1);
  const joinedMail = await waitForMail(member.email, 'Paiement reçu');
  expect(joinedMail.attachments.map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/^facture_membership_\d+\.pdf$/)]);

  // Renewing for six months: it follows the running membership.
  await expect(page.getByRole('heading', { name: MEMBERSHIP_ONLINE_PAYMENT_MESSAGES.renewTitle })).toBeVisible();
  await page.getByLabel('Durée').selectOption('6');
  await page.getByRole('button', { name: 'Payer 15,00 € avec HelloAsso' }).click();
  await page.getByRole('button', { name: 'Payer 15,00 €' }).click();
  await expect(page).toHaveURL('/profile?paiement=recu');
  await expect(page.getByRole('button', { name: 'Télécharger la facture' })).toHaveCount(2);
  await expect(page.getByText(/6 mois · 15,00 €/)).toBeVisible();

  // The renewal's invoice downloads as a PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('listitem').filter({ hasText: '6 mois' }).getByRole('button', { name: 'Télécharger la facture' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toMatch(/^facture_membership_\d+\.pdf$/);
  expect(
    readFileSync(await invoice.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DONATION_MESSAGES, PAYMENT_RESULT_MESSAGES, TAX_RECEIPT_MENTIONS } from '@action-plus/contract';
import { DONATION_PAGE_MESSAGES } from '@action-plus/web/messages/donations';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { logInThroughForm } from '../support/members';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

/** A PDF's text on one line, as a reader (and a screen reader) gets it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

test('a visitor gives 50 € through HelloAsso and receives the tax receipt by mail', async ({ page }) => {
  test.slow();
  const email = `donatrice.${Date.now()}@exemple.fr`;
  await page.goto('/faire-un-don');
  await expect(page.getByRole('heading', { level: 1, name: DONATION_PAGE_MESSAGES.pageTitle })).toBeVisible();
  // The association issues receipts in this run (TAX_RECEIPTS_ELIGIBLE): the page says what the gift saves.
  await expect(page.getByText(TAX_RECEIPT_MENTIONS.taxReduction)).toBeVisible();
  const amounts = page.getByRole('radiogroup', { name: DONATION_PAGE_MESSAGES.amountLegend });
  await expect(amounts.getByRole('radio', { name: '50 €' })).toBeChecked();

  // Nothing missing goes to HelloAsso.
  await page.getByRole('button', { name: 'Donner 50 € avec HelloAsso' }).click();
  await expect(page.getByText(DONATION_MESSAGES.addressRequired)).toBeVisible();
  await checkAccessibility(page);

  await page.getByLabel('Prénom').fill('Louise');
  await page.getByLabel('Nom', { exact: true }).fill('Muller');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adresse', { exact: true }).fill('8 rue du Pont des Morts');
  await page.getByLabel('Code postal').fill('57000');
  await page.getByLabel('Ville').fill('Metz');
  await page.getByRole('button', { name: 'Donner 50 € avec HelloAsso' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement HelloAsso (simulé)' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer 50,00 €' }).click();
  await expect(page).toHaveURL('/faire-un-don?paiement=recu');
  await expect(page.getByText(PAYMENT_RESULT_MESSAGES.donation.recu)).toBeVisible();

  const mail = await waitForMail(email, 'Merci pour votre don');
  expect(mail.text).toContain('50,00 €');
  const [receipt] = mail.attachments;
  expect(receipt!.filename).toMatch(/^recu-fiscal-\d{4}-\d{4}\.pdf$/);
  const number = receipt!.filename.match(/(\d{4}-\d{4})/)![1]!;
  expect(mail.subject).toContain(number);
  const text = await pdfText(receipt!.bytes);
  for (const mention of [
    TAX_RECEIPT_MENTIONS.title,
    `Reçu n° ${number}`,
    ACTION_PLUS.identity.name,
    ACTION_PLUS.taxReceipts.quality,
    'Louise Muller',
    '8 rue du Pont des Morts, 57000 Metz, France',
    '50,00 €',
    'cinquante euros',
    TAX_RECEIPT_MENTIONS.form,
    TAX_RECEIPT_MENTIONS.nature,
    'carte bancaire',
  ]) {
    expect(text, mention).toContain(mention);
  }
});

test('a refused card brings the donor back to the form as they filled it, and nothing is recorded', async ({ page }) => {
  test.slow();
  await page.goto('/faire-un-don');
  await page.getByRole('radio', { name: DONATION_PAGE_MESSAGES.otherAmount }).check();
  await page.getByLabel(/^Montant libre/).fill('35');
  await page.getByLabel('Prénom').fill('Şükrü');
  await page.getByLabel('Nom', { exact: true }).fill('Yılmaz');
  await page.getByLabel('E-mail').fill(`refus.${Date.now()}@exemple.fr`);
  await page.getByLabel('Adresse', { exact: true }).fill('3 rue Taison');
  await page.getByLabel('Code postal').fill('57000');
  await page.getByLabel('Ville').fill('Metz');
  await page.getByRole('button', { name: 'Donner 35 € avec HelloAsso' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement HelloAsso (simulé)' })).toBeVisible();
  await page.getByRole('button', { name: 'Refuser le paiement' }).click();
  await expect(page).toHaveURL('/faire-un-don?paiement=annule');
  await expect(page.getByText(PAYMENT_RESULT_MESSAGES.donation.annule)).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Şükrü');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Yılmaz');
  await expect(page.getByLabel(/^Montant libre/)).toHaveValue('35');
  await expect(page.getByRole('button', { name: 'Donner 35 € avec HelloAsso' })).toBeEnabled();
});

test('an admin records a cheque, whose receipt is issued, then cancels it: the receipt says « ANNULÉ »', async ({ page }) => {
  test.slow();
  const email = `cheque.${Date.now()}@exemple.fr`;
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/dons');
  await expect(page.getByRole('heading', { level: 1, name: DONATION_PAGE_MESSAGES.adminTitle })).toBeVisible();

  const form = page.getByRole('form', { name: DONATION_PAGE_MESSAGES.recordTitle });
  await form.getByLabel(DONATION_PAGE_MESSAGES.amountLabel).fill('80');
  await form.getByLabel(DONATION_PAGE_MESSAGES.methodLabel).selectOption('cheque');
  await form.getByLabel('Prénom').fill('Marc');
  await form.getByLabel('Nom', { exact: true }).fill('Weber');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Adresse', { exact: true }).fill('2 place Saint-Louis');
  await form.getByLabel('Code postal').fill('57000');
  await form.getByLabel('Ville').fill('Metz');
  await form.getByRole('button', { name: DONATION_PAGE_MESSAGES.recordSubmit }).click();
  await expect(page.getByText(/Don enregistré\. Reçu fiscal n° \d{4}-\d{4}/)).toBeVisible();

  const mail = await waitForMail(email, 'Merci pour votre don');
  expect(await pdfText(mail.attachments[0]!.bytes)).toContain('quatre-vingts euros');

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Reçu', { exact: true })).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: DONATION_PAGE_MESSAGES.cancelLabel('Marc Weber') }).click();
  await expect(row.getByText('Annulé', { exact: true })).toBeVisible();
  await checkAccessibility(page);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Télécharger le reçu n°/ }).click();
  const file = await download;
  expect(await pdfText(readFileSync(await file.path()))).toContain('ANNULÉ');
});

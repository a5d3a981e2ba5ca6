import { CONTACT_MESSAGES } from '@action-plus/contract';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { logInThroughForm } from '../support/members';
import { CONTACT_PAGE_MESSAGES } from '@action-plus/web/messages/contact';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

test('a visitor writes to the association, the admin reads the message and replies, and the reply reaches the visitor', async ({ page }) => {
  // Many pages, each audited for accessibility, on a shared machine.
  test.slow();
  const unique = Date.now().toString(36);
  const visitor = { name: 'Inès Moreau', email: `ines.${unique}@exemple.fr`, subject: `Bénévolat ${unique}` };

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  await expect(page.getByText('57000 Metz')).toBeVisible();
  await expect(page.getByTitle(/Plan d'accès/)).toHaveCount(0);
  await page.getByRole('button', { name: CONTACT_PAGE_MESSAGES.showMap }).click();
  await expect(page.getByTitle(/Plan d'accès/)).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);

  // Nothing leaves while the required fields are empty.
  await page.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }).click();
  await expect(page.getByText(CONTACT_MESSAGES.requiredFields).first()).toBeVisible();
  await checkAccessibility(page);

  await page.getByLabel('Nom', { exact: true }).fill(visitor.name);
  await page.getByLabel('Adresse e-mail').fill(visitor.email);
  await page.getByLabel('Sujet').fill(visitor.subject);
  await page.getByLabel('Message').fill('Bonjour, je voudrais aider lors de vos prochains ateliers de cuisine du monde.');
  await page.getByRole('button', { name: CONTACT_PAGE_MESSAGES.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('');

  // The association's inbox is told by mail.
  const notification = await waitForMail('contact@actionplusmetz.org', `Nouveau message de contact\u00a0: ${visitor.subject}`);
  expect(notification.text).toContain(visitor.email);

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('list', { name: /Messages reçus, [1-9]\d* non lus?/ })).toBeVisible();

  const card = page.getByRole('article', { name: visitor.subject });
  await expect(card.getByText('Non lu', { exact: true })).toBeVisible();
  await expect(card.getByText(`${visitor.name} <${visitor.email}>`)).toBeVisible();
  await card.getByRole('button', { name: visitor.subject }).click();

  const detail = page.getByRole('dialog', { name: visitor.subject });
  await expect(detail.getByText('ateliers de cuisine du monde')).toBeVisible();
  await checkAccessibility(page);
  await detail.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(card.getByText('Lu', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: visitor.subject }).click();
  await page.getByRole('dialog', { name: visitor.subject }).getByRole('button', { name: 'Répondre' }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Répondre au message' });
  await expect(replyDialog.getByLabel('À')).toHaveValue(visitor.email);
  await expect(replyDialog.getByLabel('Sujet')).toHaveValue(`Re: ${visitor.subject}`);
  // The whole mail as it will be sent, to edit: the greeting, room to write, the signature, the message quoted.
  const body = replyDialog.getByLabel('Message');
  const draft = await body.inputValue();
  expect(draft.startsWith(`Bonjour Inès Moreau,\n\n\n\n--\nL'équipe ${ACTION_PLUS.identity.name}\n`)).toBe(true);
  expect(draft).toContain('> Bonjour, je voudrais aider lors de vos prochains ateliers de cuisine du monde.');
  // The volunteer greets in their own words and writes where the caret waits.
  await body.fill(draft.replace('Bonjour Inès Moreau,\n\n', 'Chère Inès,\n\nMerci ! Passez nous voir un samedi après-midi.'));
  await checkAccessibility(page);
  await replyDialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(CONTACT_PAGE_MESSAGES.replySent)).toBeVisible();
  await expect(card.getByText(CONTACT_PAGE_MESSAGES.statusAnswered, { exact: true })).toBeVisible();

  // The mail is what the volunteer validated: greeted once, in their words, signed once.
  const reply = await waitForMail(visitor.email, `Re: ${visitor.subject}`);
  const text = reply.text.replace(/\r\n/g, '\n');
  expect(text.startsWith('Chère Inès,\n\nMerci ! Passez nous voir un samedi après-midi.\n\n--\n')).toBe(true);
  expect(text).not.toContain('Bonjour Inès');
  expect(text.split(`L'équipe ${ACTION_PLUS.identity.name}`)).toHaveLength(2);
  expect(text).toContain('> Bonjour, je voudrais aider lors de vos prochains ateliers de cuisine du monde.');
  expect(reply.html).not.toContain('Bonjour Inès');
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { AUTH_MESSAGES, EVENT_MESSAGES, MEMBERSHIP_PAYMENT_MESSAGES, USER_MESSAGES, toParisDate } from '@action-plus/contract';
import { E2E_ADMIN, createMemberData } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { findLink, waitForMail } from '../support/mail';
import { logInThroughForm, registerMember } from '../support/members';
import { PASSWORD_RESET_PAGE_MESSAGES } from '@action-plus/web/messages/auth';
import { PROFILE_PAGE_MESSAGES } from '@action-plus/web/messages/profile';
import { MEMBERSHIP_PAGE_MESSAGES, MEMBERSHIP_PAYMENT_PAGE_MESSAGES } from '@action-plus/web/messages/memberships';

const longDate = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${accessToken}` };
}

test('an admin adds a member who is invited by mail, renews them, downloads the invoice, and finds them by search and filter', async ({ page, baseURL }) => {
  test.slow();
  const member = createMemberData('Aïcha');
  const fullName = `${member.firstName} ${member.lastName}`;

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Memberships' })).toBeVisible();

  // Add the member: the submit button waits for the four required fields, the duration sets the amount.
  await page.getByRole('button', { name: 'Ajouter un membre' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Ajouter un membre' });
  const submit = addDialog.getByRole('button', { name: 'Ajouter le membre' });
  await expect(submit).toBeDisabled();
  await addDialog.getByRole('textbox', { name: 'Prénom' }).fill(member.firstName);
  await addDialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(member.lastName);
  await addDialog.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
  await addDialog.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(member.username);
  await addDialog.getByLabel('Durée').selectOption('6');
  await expect(addDialog.getByLabel('Montant (€)')).toHaveValue('15');
  // How the dues were paid (decision 036): a cheque, received today unless the admin says otherwise.
  await addDialog.getByLabel(/^Paiement/).selectOption({ label: 'Chèque' });
  await expect(addDialog.getByLabel(/^Date du paiement/)).toHaveValue(toParisDate());
  await checkAccessibility(page);
  await submit.click();
  await expect(page.getByText(MEMBERSHIP_PAGE_MESSAGES.memberAdded)).toBeVisible();
  const addedMail = await waitForMail(member.email, /Votre adhésion à .*\s: facture/);
  expect(addedMail.text).toContain(`réglée le ${longDate(toParisDate())} par chèque`);
  expect(addedMail.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/^facture_membership_\d+\.pdf$/)]);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fullName }) });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Renew: the amount stays at its default of 25 whatever the duration.
  await row.getByRole('button', { name: `Renouveler l'adhésion de ${fullName}` }).click();
  const renewDialog = page.getByRole('dialog');
  await renewDialog.getByLabel('Durée').selectOption('12');
  await expect(renewDialog.getByLabel('Montant (€)')).toHaveValue('25');
  await renewDialog.getByLabel(/^Paiement/).selectOption({ label: MEMBERSHIP_PAYMENT_PAGE_MESSAGES.dueOption });
  await renewDialog.getByRole('button', { name: 'Renouveler' }).click();
  await expect(page.getByText(MEMBERSHIP_PAGE_MESSAGES.renewed)).toBeVisible();
  // The renewal's invoice is mailed too, saying the dues are still to be paid (the latest mail of that subject).
  await expect.poll(async () => (await waitForMail(member.email, /Votre adhésion à .*\s: facture/)).text).toContain('reste à régler');

  // The details show one renewal, « À régler », which the treasurer marks paid by transfer once it arrives.
  await row.getByRole('button', { name: `Voir les détails de ${fullName}` }).click();
  const details = page.getByRole('dialog', { name: 'Détails du membre' });
  await expect(details.getByText(member.email)).toBeVisible();
  const renewal = details.getByRole('listitem').filter({ hasText: 'À régler' });
  await renewal.getByRole('button', { name: /^Marquer comme payée/ }).click();
  await renewal.getByLabel(/^Paiement/).selectOption({ label: 'Virement' });
  await checkAccessibility(page);
  await renewal.getByRole('button', { name: MEMBERSHIP_PAYMENT_PAGE_MESSAGES.markPaidSubmit }).click();
  await expect(page.getByText(MEMBERSHIP_PAYMENT_MESSAGES.markedPaid)).toBeVisible();
  await expect(details.getByText(/Payée le .* \(virement\)/)).toBeVisible();
  const paidMail = await waitForMail(member.email, 'Paiement reçu');
  expect(paidMail.text).toContain(`réglée le ${longDate(toParisDate())} par virement`);
  await details.getByRole('button', { name: 'Fermer' }).first().click();

  // The latest invoice downloads as a PDF.
  const invoiceDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: `Télécharger la facture de ${fullName}` }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toMatch(/^facture_membership_\d+\.pdf$/);
  expect(
    readFileSync(await invoice.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Search and filters.
  const search = page.getByPlaceholder('Rechercher un membre par nom ou email...');
  await search.fill(member.email.toUpperCase());
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await page.getByRole('button', { name: /^Expirés/ }).click();
  await expect(page.getByRole('rowheader')).toHaveCount(0);
  await page.getByRole('button', { name: /^Actifs/ }).click();
  await expect(page.getByRole('rowheader', { name: fullName })).toBeVisible();

  // The CSV export opens in a French spreadsheet.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv.startsWith('\uFEFFNom;Prénom;E-mail;')).toBe(true);
  expect(csv).toContain(`${member.lastName};${member.firstName};${member.email};${member.username}`);

  // The invitation: the member chooses a password through the mailed link, then signs in.
  const mail = await waitForMail(member.email, 'choisissez votre mot de passe');
  expect(mail.text).toContain(`Bonjour ${member.firstName},`);
  const link = findLink(mail, `${baseURL}/reset-password?token=`);
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await expect(page).toHaveURL('/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: PASSWORD_RESET_PAGE_MESSAGES.invitationTitle })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill(member.password);
  await page.getByLabel('Confirmer le mot de passe').fill(member.password);
  await page.getByRole('button', { name: PASSWORD_RESET_PAGE_MESSAGES.submit }).click();
  await expect(page).toHaveURL('/login');
  await logInThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL('/');

  // Their profile shows an active membership and both invoices.
  await page.goto('/profile');
  await expect(page.getByRole('banner').or(page.locator('header')).getByText('Membre actif').first()).toBeVisible();
  await expect(page.getByText(/^\d+A\d{4}$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(page.getByRole('button', { name: 'Télécharger la facture' })).toHaveCount(2);
});

test("a member's profile shows the card and their events, saves the settings, and the account can be deleted for good", async ({ page, request }) => {
  test.slow();
  const member = await registerMember(request, createMemberData('Léon'));
  const headers = await adminHeaders(request);
  const unique = Date.now().toString(36);
  const created: number[] = [];
  for (const [index, date] of ['2096-03-10', '2096-01-20'].entries()) {
    const response = await request.post('/api/events', {
      headers,
      data: { title: `Atelier profil ${index + 1} ${unique}`, description: 'Un atelier.', date, location: 'Metz', type: 'atelier' },
    });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { id: number }).id);
  }

  try {
    const login = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
    const { access_token: memberToken } = (await login.json()) as { access_token: string };
    for (const id of created) {
      expect((await request.post(`/api/events/${id}/join`, { headers: { authorization: `Bearer ${memberToken}` }, data: {} })).ok()).toBe(true);
    }

    await logInThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ma carte de membre' })).toBeVisible();
    await expect(page.getByText(/^\d+A\d{4}$/)).toBeVisible();
    // No membership: no 'Membre actif' badge.
    await expect(page.getByText('Membre actif')).toHaveCount(0);
    const agenda = page.getByRole('region', { name: 'Mes prochains événements' }).or(page.locator('section').filter({ hasText: 'Mes prochains événements' }));
    await expect(agenda.getByRole('heading', { level: 3 })).toHaveText([`Atelier profil 2 ${unique}`, `Atelier profil 1 ${unique}`]);

    // Events tab: upcoming with its count; leaving an event removes it.
    await page.getByRole('tab', { name: 'Événements' }).click();
    await expect(page.getByRole('tab', { name: 'À venir (2)' })).toBeVisible();
    await page.getByRole('button', { name: `Se désinscrire : Atelier profil 2 ${unique}` }).click();
    await expect(page.getByText(EVENT_MESSAGES.leaveSuccess)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'À venir (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Atelier profil 2 ${unique}` })).toHaveCount(0);

    // Settings are saved.
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Léonie');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText(PROFILE_PAGE_MESSAGES.profileUpdated)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Léonie ${member.lastName}` })).toBeVisible();

    // The data export downloads a JSON file with the account and its registrations.
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    const exportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    const exported = JSON.parse(readFileSync(await (await exportDownload).path(), 'utf8')) as {
      account: { email: string };
      registrations: { event_title: string }[];
    };
    expect(exported.account.email).toBe(member.email);
    expect(exported.registrations.map((registration) => registration.event_title)).toEqual([`Atelier profil 1 ${unique}`]);

    // Deleting the account needs the typed word, then the login is refused.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await expect(dialog.getByRole('button', { name: 'Supprimer définitivement' })).toBeDisabled();
    await dialog.getByRole('textbox').fill('SUPPRIMER');
    await checkAccessibility(page);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(USER_MESSAGES.accountDeleted)).toBeVisible();
    await logInThroughForm(page, member.email, member.password);
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.invalidCredentials })).toBeVisible();
  } finally {
    for (const id of created) await request.delete(`/api/events/${id}`, { headers });
  }
});

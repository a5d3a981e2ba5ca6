import type { APIRequestContext, Page } from '@playwright/test';
import {
  ASSEMBLY_ANSWER_LABELS,
  ASSEMBLY_MESSAGES,
  ASSEMBLY_STATE_LABELS,
  RESOLUTION_KIND_LABELS,
  RESOLUTION_OUTCOME_LABELS,
  VOTE_CHOICE_LABELS,
  addDays,
  toParisDate,
  treasuryAccountsTitle,
} from '@action-plus/contract';
import {
  ASSEMBLIES_PAGE_HEADING,
  ASSEMBLY_ADMIN_MESSAGES as A,
  ASSEMBLY_COMMON_MESSAGES as C,
  ASSEMBLY_MEMBER_MESSAGES as M,
} from '@action-plus/web/messages/assemblies';
import { SHELL_MESSAGES } from '@action-plus/web/messages/shell';
import { E2E_ADMIN, createMemberData, type TMemberData } from '../support/accounts';
import { checkAccessibility, expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';

/**
 * The general assembly on the site (issue 28): a member answers the convocation with a proxy to
 * another voter, who accepts; the secretary opens the session, checks the holder in and opens a vote;
 * the holder votes on a phone for themselves and for the proxy and is shown each receipt code; the
 * vote closes and the result shows on both sides. Preparing and convening go through the API (the
 * server's tests hold them); quorum, majorities, secrecy and concurrency are the server's tests' too.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };
const fullName = (member: TMemberData) => `${member.firstName} ${member.lastName}`;

async function bearerOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** A registered account with a year's membership from today, recorded by the admin: a voter of an assembly to come. */
async function currentMember(request: APIRequestContext, admin: Record<string, string>, firstName: string): Promise<TMemberData> {
  const member = createMemberData(firstName);
  const registered = await request.post('/api/auth/register', { data: member });
  expect(registered.status(), await registered.text()).toBe(201);
  const me = await request.get('/api/users/me', { headers: await bearerOf(request, member.email, member.password) });
  const { id } = (await me.json()) as { id: number };
  const membership = await request.post('/api/admin/create-membership', {
    headers: admin,
    data: { userId: id, membershipType: 'standard', duration: 12, amount: 15 },
  });
  expect(membership.status(), await membership.text()).toBe(201);
  return member;
}

/** A new account the admin makes the association's secretary (« Équipe et droits »'s grant, through the API). */
async function secretaryAccount(request: APIRequestContext, admin: Record<string, string>): Promise<TMemberData> {
  const secretary = createMemberData('Sophie');
  const registered = await request.post('/api/auth/register', { data: secretary });
  expect(registered.status(), await registered.text()).toBe(201);
  const me = await request.get('/api/users/me', { headers: await bearerOf(request, secretary.email, secretary.password) });
  const { id } = (await me.json()) as { id: number };
  const granted = await request.post('/api/admin/roles/grant', {
    headers: admin,
    data: { user_id: id, role: 'secretary', current_password: E2E_ADMIN.password },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return secretary;
}

/** An assembly a month ahead with one resolution, its voters frozen and convened. */
async function convenedAssembly(request: APIRequestContext, admin: Record<string, string>, title: string, resolutionTitle: string): Promise<number> {
  const created = await request.post('/api/admin/assemblies', {
    headers: admin,
    data: { title, date: addDays(toParisDate(), 30), time: '18:30', place: 'Salle des fêtes, Metz' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [path, data] of [
    [`/api/admin/assemblies/${id}/agenda-items`, { title: 'Rapport moral de la présidente' }],
    [`/api/admin/assemblies/${id}/resolutions`, { title: resolutionTitle, kind: 'ordinary', text: 'L’assemblée approuve les comptes de l’exercice.' }],
    [`/api/admin/assemblies/${id}/voters/freeze`, {}],
    [`/api/admin/assemblies/${id}/convene`, { confirm_late: false }],
  ] as const) {
    const response = await request.post(path, { headers: admin, data });
    expect(response.status(), `${path} : ${await response.text()}`).toBeLessThan(300);
  }
  return id;
}

async function switchAccount(page: Page, member: TMemberData) {
  await page.context().clearCookies();
  await logInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL('/');
}

test('a member finds the assembly from their profile and gives their proxy, the holder accepts, the secretary runs the session and the holder votes twice on a phone', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const unique = Date.now().toString(36);
  const title = `Assemblée générale ordinaire ${unique}`;
  const resolutionTitle = `Approbation des comptes ${unique}`;
  const admin = await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const giver = await currentMember(request, admin, 'Aïcha');
  const holder = await currentMember(request, admin, 'Bruno');
  const secretary = await secretaryAccount(request, admin);
  const assemblyId = await convenedAssembly(request, admin, title, resolutionTitle);
  const memberPage = `/assemblees/${assemblyId}`;

  await page.setViewportSize(PHONE);

  await test.step('the member finds the assembly and gives their proxy to another voter', async () => {
    await logInThroughForm(page, giver.email, giver.password);
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await page.getByRole('link', { name: M.profileLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: ASSEMBLIES_PAGE_HEADING })).toBeVisible();
    await page.getByRole('link', { name: M.openAssembly(title) }).click();
    await expect(page).toHaveURL(memberPage);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Nothing chosen: the form says what it lacks.
    await page.getByRole('button', { name: M.send }).click();
    await expect(page.getByText(ASSEMBLY_MESSAGES.answerInvalid)).toBeVisible();
    await page.getByRole('radio', { name: M.answerProxy }).check();
    await page.getByRole('button', { name: M.send }).click();
    await expect(page.getByText(ASSEMBLY_MESSAGES.proxyHolderRequired)).toBeVisible();
    await checkAccessibility(page);

    await page.getByRole('combobox', { name: M.holderLabel }).selectOption({ label: fullName(holder) });
    await page.getByRole('button', { name: M.send }).click();
    await expect(page.getByText(M.proxyWaiting(fullName(holder)))).toBeVisible();
    await expect(page.getByText(M.answerNow(ASSEMBLY_ANSWER_LABELS.proxy))).toBeVisible();
    await checkAccessibility(page);
  });

  await test.step('the holder accepts the proxy', async () => {
    await switchAccount(page, holder);
    await page.goto(memberPage);
    const requests = page.getByRole('region', { name: M.requestsHeading });
    await expect(requests.getByText(M.requestFrom(fullName(giver)))).toBeVisible();
    await checkAccessibility(page);
    await requests.getByRole('button', { name: M.acceptNamed(fullName(giver)) }).click();
    await expect(requests.getByText(M.requestAccepted(fullName(giver)))).toBeVisible();
    await checkAccessibility(page);
  });

  // The secretary works on a computer, in a window of their own.
  const adminContext = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', reducedMotion: 'reduce' });
  const adminPage = await adminContext.newPage();

  await test.step('the secretary opens the session from the administration menu and checks the holder in', async () => {
    await logInThroughForm(adminPage, secretary.email, secretary.password);
    await expect(adminPage).toHaveURL('/');
    const navigation = adminPage.getByRole('navigation', { name: SHELL_MESSAGES.mainNavigation });
    await navigation.getByRole('button', { name: /^Administration/ }).click();
    await navigation.getByRole('link', { name: SHELL_MESSAGES.assemblies, exact: true }).last().click();
    await expect(adminPage).toHaveURL('/admin/assemblees');
    await checkAccessibility(adminPage);
    await adminPage.getByRole('link', { name: A.openAssembly(title) }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await checkAccessibility(adminPage);

    await adminPage.getByRole('button', { name: A.openSession }).click();
    await expect(adminPage.getByText(A.checkInHint)).toBeVisible();
    await adminPage.getByRole('checkbox', { name: A.checkInLabel(fullName(holder)) }).check();
    await expect(adminPage.getByRole('checkbox', { name: A.checkInLabel(fullName(holder)) })).toBeChecked();
    await expect(adminPage.getByRole('status').filter({ hasText: /^1 émargé sur/ })).toBeVisible();
    await adminPage.getByRole('button', { name: A.openVoteNamed(resolutionTitle) }).click();
    await expect(adminPage.getByRole('button', { name: A.closeVoteNamed(resolutionTitle) })).toBeVisible();
    await checkAccessibility(adminPage);
  });

  const receipts: string[] = [];
  await test.step('on a phone, the holder votes for themselves and for the proxy, and is shown each receipt code', async () => {
    await page.goto(memberPage);
    const votes = page.getByRole('region', { name: M.votesHeading });
    const own = votes.getByRole('group', { name: M.ballotOwn });
    await own.getByRole('button', { name: M.vote }).click();
    await expect(own.getByText(ASSEMBLY_MESSAGES.choiceRequired)).toBeVisible();
    await checkAccessibility(page);
    await own.getByRole('radio', { name: VOTE_CHOICE_LABELS.yes }).check();
    await own.getByRole('button', { name: M.vote }).click();
    const ownReceipt = votes.getByRole('status', { name: `${M.receiptHeading} — ${M.ballotOwn}` });
    await expect(ownReceipt).toBeFocused();
    await expect(ownReceipt).toContainText(M.receiptAdvice);
    receipts.push((await ownReceipt.locator('code').textContent()) ?? '');

    const proxy = votes.getByRole('group', { name: M.ballotFor(fullName(giver)) });
    await proxy.getByRole('radio', { name: VOTE_CHOICE_LABELS.abstain }).check();
    await proxy.getByRole('button', { name: M.vote }).click();
    const proxyReceipt = votes.getByRole('status', { name: `${M.receiptHeading} — ${M.ballotFor(fullName(giver))}` });
    await expect(proxyReceipt).toContainText(ASSEMBLY_MESSAGES.voteRecorded);
    receipts.push((await proxyReceipt.locator('code').textContent()) ?? '');
    await expect(votes.getByText(M.ballotCast(M.ballotOwn))).toBeVisible();
    await expect(votes.getByText(M.ballotCast(M.ballotFor(fullName(giver))))).toBeVisible();
    expect(receipts.every((code) => code.replace(/[- ]/g, '').length === 20)).toBe(true);
    expect(receipts[0]).not.toBe(receipts[1]);
    // Nothing scrolls sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkAccessibility(page);
  });

  await test.step('the secretary closes the vote: the result shows with the majority applied', async () => {
    await adminPage.getByRole('button', { name: A.closeVoteNamed(resolutionTitle) }).click();
    const result = adminPage.getByRole('table', { name: C.resultsLabel(resolutionTitle) });
    await expect(result.getByRole('row', { name: new RegExp(`^${VOTE_CHOICE_LABELS.yes} 1 0 1$`) })).toBeVisible();
    await expect(result.getByRole('row', { name: new RegExp(`^${VOTE_CHOICE_LABELS.abstain} 1 0 1$`) })).toBeVisible();
    await expect(adminPage.getByText(RESOLUTION_OUTCOME_LABELS.adopted, { exact: true })).toBeVisible();
    await checkAccessibility(adminPage);
    await adminContext.close();
  });

  await test.step('the holder sees the result and checks that their ballot is counted', async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: C.resultsLabel(resolutionTitle) })).toBeVisible();
    const check = page.getByRole('region', { name: M.checkHeading });
    await check.getByRole('textbox', { name: M.checkLabel }).fill(receipts[0]!.toLowerCase());
    await check.getByRole('button', { name: M.check }).click();
    await expect(check.getByText(M.counted(resolutionTitle))).toBeVisible();
    await checkAccessibility(page);
  });
});

test('the admin prepares an assembly with an election, freezes its voters, joins its documents, convenes it late once the statutes allow it, and downloads its minutes', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const title = `Assemblée extraordinaire ${unique}`;
  const fiveDaysAhead = addDays(toParisDate(), 5);

  await test.step('the form says what is missing, then the assembly is created', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await page.goto('/admin/assemblees');
    await page.getByRole('link', { name: A.newAssembly }).click();
    await expect(page.getByRole('heading', { level: 1, name: A.newHeading })).toBeVisible();
    await page.getByRole('textbox', { name: A.onlineUrlLabel }).fill('http://reunion.exemple.fr');
    await page.getByRole('button', { name: A.create }).click();
    await expect(page.getByText(ASSEMBLY_MESSAGES.titleRequired)).toBeVisible();
    await expect(page.getByText(ASSEMBLY_MESSAGES.onlineUrlInvalid)).toBeVisible();
    await expect(page.getByRole('textbox', { name: A.titleLabel, exact: true })).toBeFocused();
    await checkAccessibility(page);

    await page.getByRole('textbox', { name: A.titleLabel, exact: true }).fill(title);
    await page.getByLabel(A.dateLabel, { exact: true }).fill(fiveDaysAhead);
    await page.getByLabel(A.timeLabel, { exact: true }).fill('18:00');
    await page.getByRole('textbox', { name: A.onlineUrlLabel }).fill('https://reunion.exemple.fr/ag');
    await page.getByRole('button', { name: A.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/assemblees\/\d+$/);
  });

  await test.step('an agenda item and an election of the board, whose seats and candidates are asked for', async () => {
    await page.getByRole('textbox', { name: A.itemTitleLabel }).fill('Rapport financier');
    await page.getByRole('button', { name: A.addItem }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Rapport financier' })).toBeVisible();

    const resolutionTitle = page.getByRole('textbox', { name: A.resolutionTitleLabel });
    await resolutionTitle.fill('Élection du bureau');
    await page.getByRole('combobox', { name: A.kindLabel }).selectOption('election');
    await page.getByRole('button', { name: A.addResolution }).click();
    await expect(page.getByText(ASSEMBLY_MESSAGES.seatsInvalid)).toBeVisible();
    await expect(page.getByText(ASSEMBLY_MESSAGES.candidatesRequired)).toBeVisible();
    await expect(resolutionTitle).toHaveValue('Élection du bureau');
    await checkAccessibility(page);
    await page.getByRole('textbox', { name: A.seatsLabel }).fill('2');
    await page.getByRole('textbox', { name: A.candidatesLabel }).fill('Chloé Dupont\nDavid Leroy\nEmma Petit');
    await page.getByRole('button', { name: A.addResolution }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Élection du bureau' })).toBeVisible();
    await expect(page.getByText(`${RESOLUTION_KIND_LABELS.election} · ${C.seatsOf(2)}`)).toBeVisible();
    await expect(resolutionTitle).toHaveValue('');
  });

  await test.step('a PDF joined with its title, and the treasury’s accounts of last year drawn and joined', async () => {
    const documents = page.getByRole('region', { name: C.documentsHeading });
    await documents.getByRole('button', { name: A.documentUpload }).click();
    await expect(documents.getByText(ASSEMBLY_MESSAGES.documentTitleRequired)).toBeVisible();
    await expect(documents.getByText(ASSEMBLY_MESSAGES.documentFileRequired)).toBeVisible();
    await documents.getByRole('textbox', { name: A.documentTitleLabel }).fill('Rapport d’activité');
    await documents
      .getByLabel(A.documentFileLabel)
      .setInputFiles({ name: 'rapport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await documents.getByRole('button', { name: A.documentUpload }).click();
    await expect(documents.getByRole('button', { name: C.documentDownload('Rapport d’activité') })).toBeVisible();
    await documents.getByRole('button', { name: A.accountsAttach }).click();
    const accounts = treasuryAccountsTitle(new Date().getFullYear() - 1);
    await expect(documents.getByRole('button', { name: C.documentDownload(accounts) })).toBeVisible();
    await checkAccessibility(page);

    // The report goes after the accounts, then takes its final title. The focus stays on its button,
    // at the end now and still focusable (aria-disabled, not disabled), and the move is said.
    const down = documents.getByRole('button', { name: A.moveDownNamed('Rapport d’activité') });
    await down.click();
    await expect(documents.getByRole('listitem').first()).toContainText(accounts);
    await expect(documents.getByText(A.documentMoved(2, 2))).toBeAttached();
    await expect(down).toBeFocused();
    await expect(down).toHaveAttribute('aria-disabled', 'true');
    await documents.getByRole('button', { name: A.renameNamed('Rapport d’activité') }).click();
    const newTitle = documents.getByRole('textbox', { name: A.renameLabel('Rapport d’activité') });
    await newTitle.fill('Rapport moral 2026');
    await checkAccessibility(page);
    await documents.getByRole('button', { name: A.renameSave }).click();
    await expect(documents.getByRole('listitem').last()).toContainText('Rapport moral 2026');
    await expect(newTitle).toHaveCount(0);
  });

  await test.step('the voters are frozen, and the convocation, too late for the statutes, goes once confirmed', async () => {
    await page.getByRole('button', { name: A.freeze }).click();
    await expect(page.getByRole('region', { name: A.votersLabel })).toBeVisible();
    await page.getByRole('button', { name: A.convene }).click();
    await expect(page.getByRole('alert').filter({ hasText: ASSEMBLY_MESSAGES.convocationTooLate(15) })).toBeVisible();
    await page.getByRole('button', { name: A.convene }).click();
    await expect(page.getByText(A.confirmLateRequired)).toBeVisible();
    await checkAccessibility(page);
    await page.getByRole('checkbox', { name: A.confirmLateLabel }).check();
    await page.getByRole('button', { name: A.convene }).click();
    await expect(page.getByText(ASSEMBLY_STATE_LABELS.convened, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: A.openSession })).toBeVisible();
    await checkAccessibility(page);
  });

  await test.step('the session opens and closes with its chair and secretary; the minutes download', async () => {
    await page.getByRole('button', { name: A.openSession }).click();
    await page.getByRole('button', { name: A.close }).click();
    await expect(page.getByText(ASSEMBLY_MESSAGES.closeNamesRequired).first()).toBeVisible();
    await page.getByRole('textbox', { name: A.chairLabel }).fill('Hélène Moreau');
    await page.getByRole('textbox', { name: A.secretaryLabel }).fill('Karim Benali');
    await page.getByRole('button', { name: A.close }).click();
    await expect(page.getByText(/Présidence\u00a0: Hélène Moreau/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: C.minutesDownload }).click();
    expect((await download).suggestedFilename()).toMatch(/^proces-verbal-ag-\d+\.pdf$/);
    await checkAccessibility(page);
  });
});

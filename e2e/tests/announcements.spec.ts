import type { APIRequestContext, Page } from '@playwright/test';
import {
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATE_LABELS,
  ANNOUNCEMENTS_PAGE_HEADING,
  MAIL_CONSENT_DEFINITIONS,
  MAIL_PREFERENCES_MESSAGES,
} from '@action-plus/contract';
import { ANNOUNCEMENT_ADMIN_MESSAGES as A, ANNOUNCEMENT_EDITOR_MESSAGES as E } from '@action-plus/web/messages/announcements';
import { MARKDOWN_TOOLBAR_WORDS as T } from '@action-plus/web/messages/markdown';
import { AUTH_PAGE_MESSAGES } from '@action-plus/web/messages/auth';
import { MAIL_PREFERENCES_SECTION_MESSAGES as P, MAIL_UNSUBSCRIBE_PAGE_MESSAGES as U } from '@action-plus/web/messages/mail-preferences';
import { SHELL_MESSAGES } from '@action-plus/web/messages/shell';
import { E2E_ADMIN, createMemberData, type TMemberData } from '../support/accounts';
import { checkAccessibility, expect as baseExpect, test } from '../support/fixtures';
import { findLink, waitForMail } from '../support/mail';
import { logInThroughForm, registerThroughForm } from '../support/members';

/**
 * Announcements with consent (issue 27): a member chooses their mails in the profile and at
 * sign-up; an admin writes an announcement, sees its count and its preview, tests it and sends it;
 * the member receives it and unsubscribes from its kind by its link. Who receives what (segments ×
 * consent), the outbox's batches and the one-click unsubscribe are the server's tests'.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The mail's preview is the server's mail in a frame sandboxed without scripts: axe cannot run in it
 * (nor can any script), and what it holds is the mail, not a page of the site. The page around it is audited.
 */
const OUTSIDE_THE_MAIL = { exclude: ['iframe'] };
test.use({ accessibility: OUTSIDE_THE_MAIL });

const PHONE = { width: 390, height: 844 };
const navigation = (page: Page) => page.getByRole('navigation', { name: SHELL_MESSAGES.mainNavigation });
const consentBox = (page: Page, kind: keyof typeof MAIL_CONSENT_DEFINITIONS) => page.getByRole('checkbox', { name: MAIL_CONSENT_DEFINITIONS[kind].label });

async function bearerOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** A member whose address is confirmed (only they receive announcements), with the kinds of mail given. */
async function confirmedMember(
  request: APIRequestContext,
  baseURL: string,
  mailConsents: string[],
  firstName = 'Camille',
): Promise<TMemberData & { id: number }> {
  const member = createMemberData(firstName);
  const registered = await request.post('/api/auth/register', { data: { ...member, mail_consents: mailConsents } });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = findLink(await waitForMail(member.email, 'Confirmez votre adresse e-mail'), `${baseURL}/confirm-email?token=`);
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token: new URL(link).searchParams.get('token') } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const headers = await bearerOf(request, member.email, member.password);
  const { id } = (await (await request.get('/api/users/me', { headers })).json()) as { id: number };
  return { ...member, id };
}

async function createEvent(request: APIRequestContext, title: string): Promise<number> {
  const created = await request.post('/api/events', {
    headers: await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password),
    data: { title, description: 'Trois chorales.', date: '2098-06-21', time: '20:00', location: 'Salle des fêtes, Metz', max_participants: 80 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function mailPreferencesOf(request: APIRequestContext, member: TMemberData) {
  const response = await request.get('/api/users/me/mail-preferences', { headers: await bearerOf(request, member.email, member.password) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { preferences: { kind: string; consented: boolean; source: string | null }[] }).preferences;
}

test('a member chooses the mails they want in the profile, each with its purpose and its date', async ({ page, request, baseURL }) => {
  const member = await confirmedMember(request, baseURL!, []);
  await logInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL('/');

  await page.goto('/profile#choix-de-mails');
  const section = page.getByRole('region', { name: P.title }).or(page.locator('#choix-de-mails'));
  await expect(section.getByRole('heading', { level: 2, name: P.title })).toBeVisible();
  for (const kind of ['association_news', 'new_events', 'volunteer_calls'] as const) await expect(consentBox(page, kind)).not.toBeChecked();
  await expect(section).toContainText(MAIL_CONSENT_DEFINITIONS.volunteer_calls.purpose);
  await checkAccessibility(page, OUTSIDE_THE_MAIL);

  await consentBox(page, 'association_news').check();
  await consentBox(page, 'volunteer_calls').check();
  await section.getByRole('button', { name: P.save }).click();
  await expect(section.getByRole('status').filter({ hasText: MAIL_PREFERENCES_MESSAGES.saved })).toBeVisible();
  await expect(section).toContainText('(dans votre profil)');
  await checkAccessibility(page, OUTSIDE_THE_MAIL);

  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(consentBox(page, 'association_news')).toBeChecked();
  await expect(consentBox(page, 'new_events')).not.toBeChecked();
  await expect(consentBox(page, 'volunteer_calls')).toBeChecked();
  await checkAccessibility(page, OUTSIDE_THE_MAIL);

  const preferences = await mailPreferencesOf(request, member);
  expect(preferences.map(({ kind, consented }) => [kind, consented])).toEqual([
    ['association_news', true],
    ['new_events', false],
    ['volunteer_calls', true],
  ]);
  expect(preferences.filter((preference) => preference.consented).map((preference) => preference.source)).toEqual(['profile', 'profile']);
});

test('a newcomer signs up with one kind of mail chosen, which their profile shows', async ({ page, request }) => {
  const newcomer = createMemberData('Léa');
  await page.goto('/register');
  const choices = page.getByRole('group', { name: AUTH_PAGE_MESSAGES.mailConsentsLegend });
  for (const kind of ['association_news', 'new_events', 'volunteer_calls'] as const)
    await expect(choices.getByRole('checkbox', { name: MAIL_CONSENT_DEFINITIONS[kind].label })).not.toBeChecked();
  await expect(choices).toContainText(MAIL_CONSENT_DEFINITIONS.new_events.purpose);
  await choices.getByRole('checkbox', { name: MAIL_CONSENT_DEFINITIONS.new_events.label }).check();
  await checkAccessibility(page, OUTSIDE_THE_MAIL);
  await page.setViewportSize(PHONE);
  await checkAccessibility(page, OUTSIDE_THE_MAIL);
  await registerThroughForm(page, newcomer);
  await expect(page).toHaveURL('/');

  await page.goto('/profile#choix-de-mails');
  await expect(consentBox(page, 'new_events')).toBeChecked();
  await expect(consentBox(page, 'association_news')).not.toBeChecked();
  await expect(page.locator('#choix-de-mails')).toContainText('(à l’inscription)');
  expect((await mailPreferencesOf(request, newcomer)).find((preference) => preference.kind === 'new_events')).toMatchObject({
    consented: true,
    source: 'signup',
  });
});

test('an admin writes an announcement, sees its count and its preview, tests it and sends it; the member reads it and it is on the site', async ({
  page,
  request,
  baseURL,
}) => {
  const unique = Date.now().toString(36);
  const subject = `Le programme de l’été ${unique}`;
  const eventTitle = `Concert d’été ${unique}`;
  const eventId = await createEvent(request, eventTitle);
  const member = await confirmedMember(request, baseURL!, ['new_events'], 'Aïcha');
  const withoutConsent = await confirmedMember(request, baseURL!, [], 'Marc');
  for (const participant of [member, withoutConsent]) {
    const joined = await request.post(`/api/events/${eventId}/join`, { headers: await bearerOf(request, participant.email, participant.password), data: {} });
    expect(joined.status(), await joined.text()).toBe(200);
  }

  await test.step('the admin opens « Annonces » from the administration menu', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await navigation(page)
      .getByRole('button', { name: /^Administration/ })
      .click();
    await navigation(page).getByRole('link', { name: SHELL_MESSAGES.announcements, exact: true }).last().click();
    await expect(page).toHaveURL('/admin/annonces');
    await expect(page.getByRole('heading', { level: 1, name: ANNOUNCEMENTS_PAGE_HEADING })).toBeVisible();
    await page.getByRole('link', { name: A.newAnnouncement }).click();
    await expect(page.getByRole('heading', { level: 1, name: E.newHeading })).toBeVisible();
  });

  await test.step('nothing written: each field says what it lacks', async () => {
    await page.getByRole('button', { name: E.save }).click();
    await expect(page.getByText(ANNOUNCEMENT_MESSAGES.subjectRequired)).toBeVisible();
    await expect(page.getByText(ANNOUNCEMENT_MESSAGES.bodyRequired)).toBeVisible();
    await checkAccessibility(page, OUTSIDE_THE_MAIL);
  });

  await test.step('the kind and the event’s participants: only the one who chose the kind is counted', async () => {
    await page.getByRole('textbox', { name: E.subjectLabel }).fill(subject);
    await page.getByRole('combobox', { name: E.kindLabel }).selectOption('new_events');
    await page.getByRole('combobox', { name: E.segmentLabel }).selectOption('event_participants');
    await expect(page.getByText(E.countIncomplete)).toBeVisible();
    await page.getByRole('combobox', { name: E.eventLabel }).selectOption(String(eventId));
    await expect(page.getByRole('status').filter({ hasText: E.count(1) })).toBeVisible();
    await page.getByRole('combobox', { name: E.attachmentLabel }).selectOption(`event:${eventId}`);
    await page.getByRole('radio', { name: 'Publiée pour tous' }).check();
  });

  await test.step('the text with the toolbar, and the mail’s preview as the member will see it', async () => {
    const body = page.getByRole('textbox', { name: E.bodyLabel });
    await body.fill('Au programme');
    await body.selectText();
    await page.getByRole('toolbar', { name: T.toolbarLabel }).getByRole('button', { name: T.heading }).click();
    await body.press('End');
    await body.pressSequentially('\n\nTrois chorales et un orchestre.');
    await expect(body).toHaveValue('## Au programme\n\nTrois chorales et un orchestre.');

    const preview = page.getByRole('region', { name: E.previewHeading });
    const frame = preview.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Au programme' })).toBeVisible();
    await expect(frame.getByText(eventTitle).first()).toBeVisible();
    await preview.getByText(E.previewText).click();
    await expect(preview.getByRole('region', { name: E.previewText })).toContainText('Trois chorales et un orchestre.');
    await checkAccessibility(page, OUTSIDE_THE_MAIL);
  });

  await test.step('a test to the admin’s own address, which saves the draft', async () => {
    await page.getByRole('button', { name: E.sendTest }).click();
    await expect(page).toHaveURL(/\/admin\/annonces\/\d+$/);
    await expect(page.getByText(ANNOUNCEMENT_MESSAGES.testSent(E2E_ADMIN.email)).first()).toBeVisible();
    await waitForMail(E2E_ADMIN.email, subject, 20_000);
  });

  await test.step('sent now, once confirmed with the count; the progress follows until it is sent', async () => {
    await expect(page.getByRole('status').filter({ hasText: E.count(1) })).toBeVisible();
    await page.getByRole('button', { name: E.sendNow }).click();
    const dialog = page.getByRole('dialog', { name: E.sendHeading });
    await expect(dialog).toContainText(E.sendConfirm(subject, 1));
    await checkAccessibility(page, OUTSIDE_THE_MAIL);
    await dialog.getByRole('button', { name: E.confirmSend }).click();
    await expect(page.getByRole('heading', { level: 1, name: E.progressHeading })).toBeVisible();
    const progress = page.getByRole('region', { name: E.progressLabel }).or(page.locator('section[aria-labelledby="progression-envoi"]'));
    await expect(progress.locator('div').filter({ hasText: E.progressSent }).getByRole('definition')).toHaveText('1', { timeout: 45_000 });
    await checkAccessibility(page, OUTSIDE_THE_MAIL);
  });

  await test.step('the member receives it, the one without consent does not', async () => {
    const mail = await waitForMail(member.email, subject, 30_000);
    expect(mail.text).toContain('Trois chorales et un orchestre.');
    await expect(waitForMail(withoutConsent.email, subject, 1_000)).rejects.toThrow();
  });

  await test.step('a visitor reads it on /annonces, on a phone too', async () => {
    const visitor = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const visitorPage = await visitor.newPage();
    try {
      await visitorPage.goto('/annonces');
      await visitorPage.getByRole('link', { name: subject }).click();
      await expect(visitorPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(visitorPage.getByRole('heading', { level: 2, name: 'Au programme' })).toBeVisible();
      await expect(visitorPage.getByRole('link', { name: new RegExp(eventTitle) })).toHaveAttribute('href', `/events/${eventId}`);
      await checkAccessibility(visitorPage, OUTSIDE_THE_MAIL);
      await visitorPage.setViewportSize(PHONE);
      await visitorPage.goto('/annonces');
      await expect(visitorPage.getByRole('link', { name: subject })).toBeVisible();
      await checkAccessibility(visitorPage, OUTSIDE_THE_MAIL);
    } finally {
      await visitor.close();
    }
  });

  await test.step('the list, the progress and the editor on a phone', async () => {
    const sentAddress = new URL(page.url()).pathname;
    await page.setViewportSize(PHONE);
    await page.goto('/admin/annonces');
    await expect(page.getByRole('row', { name: new RegExp(subject) })).toContainText(ANNOUNCEMENT_STATE_LABELS.sent);
    await checkAccessibility(page, OUTSIDE_THE_MAIL);
    await page.goto(sentAddress);
    await expect(page.getByRole('heading', { level: 1, name: E.progressHeading })).toBeVisible();
    await checkAccessibility(page, OUTSIDE_THE_MAIL);
    await page.goto('/admin/annonces/nouvelle');
    await expect(page.getByRole('heading', { level: 1, name: E.newHeading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Cette annonce sera envoyée|Aucune personne/ })).toBeVisible();
    await checkAccessibility(page, OUTSIDE_THE_MAIL);
  });
});

test('a member unsubscribes from one kind of mail by the link of an announcement, and keeps the others', async ({ page, request, baseURL }) => {
  const unique = Date.now().toString(36);
  const subject = `Appel aux bénévoles ${unique}`;
  const eventId = await createEvent(request, `Fête de quartier ${unique}`);
  const member = await confirmedMember(request, baseURL!, ['volunteer_calls', 'association_news'], 'Nour');
  const memberHeaders = await bearerOf(request, member.email, member.password);
  expect((await request.post(`/api/events/${eventId}/join`, { headers: memberHeaders, data: {} })).status()).toBe(200);

  const admin = await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await request.post('/api/admin/announcements', {
    headers: admin,
    data: {
      subject,
      body_markdown: 'Nous cherchons des bras pour samedi.',
      kind: 'volunteer_calls',
      segment: { type: 'event_participants', event_id: eventId },
      attachment: null,
      archive: 'none',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const sent = await request.post(`/api/admin/announcements/${id}/send`, { headers: admin, data: { scheduled_at: null } });
  expect(sent.status(), await sent.text()).toBe(202);

  const mail = await waitForMail(member.email, subject, 45_000);
  const link = findLink(mail, `${baseURL}/desabonnement?token=`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: U.heading })).toBeVisible();
  await expect(page.getByText(U.intro(MAIL_CONSENT_DEFINITIONS.volunteer_calls.label))).toBeVisible();
  await checkAccessibility(page, OUTSIDE_THE_MAIL);
  // Opening the link changed nothing: mail scanners open links.
  expect((await mailPreferencesOf(request, member)).find((preference) => preference.kind === 'volunteer_calls')?.consented).toBe(true);

  await page.getByRole('button', { name: U.submit }).click();
  await expect(page.getByText(MAIL_PREFERENCES_MESSAGES.unsubscribed(MAIL_CONSENT_DEFINITIONS.volunteer_calls.label))).toBeVisible();
  await expect(page.getByRole('link', { name: U.toPreferences })).toHaveAttribute('href', '/profile#choix-de-mails');
  await checkAccessibility(page, OUTSIDE_THE_MAIL);
  const preferences = await mailPreferencesOf(request, member);
  expect(preferences.map(({ kind, consented }) => [kind, consented])).toEqual([
    ['association_news', true],
    ['new_events', false],
    ['volunteer_calls', false],
  ]);
  expect(preferences.find((preference) => preference.kind === 'volunteer_calls')?.source).toBe('mail_link');

  // A link cut or altered says so in French.
  await page.setViewportSize(PHONE);
  await page.goto('/desabonnement?token=12.volunteer_calls.abime');
  await expect(page.getByRole('alert')).toContainText(MAIL_PREFERENCES_MESSAGES.linkInvalid);
  await checkAccessibility(page, OUTSIDE_THE_MAIL);
});

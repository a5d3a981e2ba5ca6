import type { APIRequestContext, Page } from '@playwright/test';
import { WAITING_LIST_MESSAGES } from '@action-plus/contract';
import { EVENT_PAGE_MESSAGES, WAITING_LIST_PAGE_MESSAGES } from '@action-plus/web/messages/events';
import { E2E_ADMIN, createMemberData } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { logInThroughForm, registerMember } from '../support/members';

/** The automatic axe audit can hold a loaded page's main thread for seconds on a busy machine. */
const SLOW_PAGE = { timeout: 30_000 };

async function bearerOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

const actions = (page: Page) => page.getByRole('main');

test('a member joins a full event’s waiting list and is promoted when someone leaves', async ({ page, request }) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const title = `Atelier poterie ${unique}`;
  const participant = createMemberData('Sofia');
  const waiting = createMemberData('Malik');
  let eventId = 0;
  let participantHeaders: { authorization: string } = { authorization: '' };
  let adminHeaders: { authorization: string } = { authorization: '' };

  await test.step('the event’s one place is taken', async () => {
    adminHeaders = await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const created = await request.post('/api/events', {
      headers: adminHeaders,
      data: {
        title,
        description: 'Tourner, modeler, cuire : une initiation.',
        date: '2098-04-18',
        time: '14:00',
        location: 'Metz, atelier Borny',
        max_participants: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    eventId = ((await created.json()) as { id: number }).id;
    await registerMember(request, participant);
    await registerMember(request, waiting);
    participantHeaders = await bearerOf(request, participant.email, participant.password);
    expect((await request.post(`/api/events/${eventId}/join`, { headers: participantHeaders, data: {} })).status()).toBe(200);
  });

  await test.step('a visitor sees « Complet » on the card and the page', async () => {
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);
    await expect(actions(page).getByText(WAITING_LIST_PAGE_MESSAGES.fullBadge, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: EVENT_PAGE_MESSAGES.loginToRegisterLink })).toBeVisible();
  });

  await test.step('the member joins the waiting list instead of « Participer », and sees their place', async () => {
    await logInThroughForm(page, waiting.email, waiting.password);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);
    await expect(page.getByText(WAITING_LIST_PAGE_MESSAGES.fullNotice)).toBeVisible(SLOW_PAGE);
    await expect(page.getByRole('button', { name: EVENT_PAGE_MESSAGES.register })).toHaveCount(0);
    await page.getByRole('button', { name: WAITING_LIST_PAGE_MESSAGES.joinWaitingList }).click();
    // The page's own sentence says where the member stands, in view; no toast covers it (issue 23).
    await expect(page.getByText(WAITING_LIST_PAGE_MESSAGES.waitingNotice(1))).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(WAITING_LIST_MESSAGES.joined(1))).toHaveCount(0);
    await expect(page.getByRole('button', { name: WAITING_LIST_PAGE_MESSAGES.leaveWaitingList })).toBeVisible();
    await checkAccessibility(page);
  });

  await test.step('the participant leaves: the member gets the place at once, and a mail with the event’s calendar', async () => {
    expect((await request.delete(`/api/events/${eventId}/register`, { headers: participantHeaders })).status()).toBe(200);
    const promotion = await waitForMail(waiting.email, "Une place s'est libérée");
    expect(promotion.subject).toBe(`Une place s'est libérée pour vous\u00a0: ${title}`);
    expect(promotion.text).toContain('vous étiez en tête de la liste d’attente');
    expect(promotion.attachments.map((attachment) => attachment.filename)).toEqual([`evenement-${eventId}.ics`]);
    expect(promotion.attachments[0]!.content).toContain(`SUMMARY:${title}`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);
    await expect(page.getByText(EVENT_PAGE_MESSAGES.registeredNotice)).toBeVisible(SLOW_PAGE);
    await expect(page.getByRole('button', { name: EVENT_PAGE_MESSAGES.unregister })).toBeVisible();
    await expect(page.getByRole('button', { name: WAITING_LIST_PAGE_MESSAGES.joinWaitingList })).toHaveCount(0);
  });

  await test.step('the event moves: the member is told, and turns reminders off from the mail’s link', async () => {
    const moved = await request.put(`/api/events/${eventId}`, { headers: adminHeaders, data: { location: 'Metz, MJC Boileau' } });
    expect(moved.status(), await moved.text()).toBe(200);
    const change = await waitForMail(waiting.email, `Changement pour ${title}`);
    expect(change.text).toContain('Lieu\u00a0: Metz, atelier Borny → Metz, MJC Boileau');
    expect(change.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const optOut = change.text.match(/https?:\/\/\S+\/rappels\/desactiver\?\S+/)?.[0];
    expect(optOut, change.text).toBeDefined();
    const link = new URL(optOut!);

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: WAITING_LIST_PAGE_MESSAGES.remindersOffHeading })).toBeVisible(SLOW_PAGE);
    await page.getByRole('button', { name: WAITING_LIST_PAGE_MESSAGES.remindersOffSubmit }).click();
    await expect(page.getByText(WAITING_LIST_MESSAGES.remindersDisabled)).toBeVisible();
    const me = await request.get('/api/users/me', { headers: await bearerOf(request, waiting.email, waiting.password) });
    expect(((await me.json()) as { eventRemindersEnabled: boolean }).eventRemindersEnabled).toBe(false);
  });
});

/** Playwright reads a non-breaking space as a space. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`a member in line is mailed their place, sees it in their profile and leaves the line there (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const unique = Date.now().toString(36);
    const title = `Cours de darbouka ${unique}`;
    const [participant, ahead, waiting] = [createMemberData('Léa'), createMemberData('Karim'), createMemberData('Thanh')];
    let eventId = 0;

    await test.step('the event is full, and the member is second in its line', async () => {
      const created = await request.post('/api/events', {
        headers: await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password),
        data: {
          title,
          description: 'Rythmes du Maghreb et du Proche-Orient.',
          date: '2098-05-16',
          time: '15:00',
          location: 'Metz, MJC Borny',
          max_participants: 1,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      eventId = ((await created.json()) as { id: number }).id;
      for (const member of [participant, ahead, waiting]) await registerMember(request, member);
      expect(
        (await request.post(`/api/events/${eventId}/join`, { headers: await bearerOf(request, participant.email, participant.password), data: {} })).status(),
      ).toBe(200);
      for (const member of [ahead, waiting]) {
        const joined = await request.post(`/api/events/${eventId}/waiting-list`, { headers: await bearerOf(request, member.email, member.password), data: {} });
        expect(joined.status(), await joined.text()).toBe(200);
      }
    });

    await test.step('a mail tells the member their place and how to leave the line', async () => {
      const mail = await waitForMail(waiting.email, 'Liste d’attente');
      expect(mail.subject).toBe(`Liste d’attente\u00a0: ${title}`);
      expect(mail.text).toContain(WAITING_LIST_MESSAGES.position(2));
      expect(mail.text).toContain('Quittez la liste d’attente depuis la page de l’événement ou depuis votre profil');
    });

    await test.step('the profile shows the line, with the member’s place', async () => {
      await logInThroughForm(page, waiting.email, waiting.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), SLOW_PAGE);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: `${waiting.firstName} ${waiting.lastName}` })).toBeVisible(SLOW_PAGE);
      await page.getByRole('tab', { name: 'Événements' }).click();
      const section = page.getByRole('region', { name: WAITING_LIST_PAGE_MESSAGES.profileHeading(1) });
      await expect(section).toBeVisible(SLOW_PAGE);
      await expect(section.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(section.getByText(asRead(WAITING_LIST_MESSAGES.position(2)))).toBeVisible();
      await checkAccessibility(page);
    });

    await test.step('the member leaves the line from the profile', async () => {
      await page.getByRole('button', { name: `${WAITING_LIST_PAGE_MESSAGES.leaveWaitingList} : ${title}` }).click();
      await expect(page.getByText(WAITING_LIST_MESSAGES.left)).toBeVisible();
      await expect(page.getByRole('region', { name: WAITING_LIST_PAGE_MESSAGES.profileHeading(1) })).toHaveCount(0);
      const event = await request.get(`/api/events/${eventId}`, { headers: await bearerOf(request, waiting.email, waiting.password) });
      expect(((await event.json()) as { waitingListPosition: number | null }).waitingListPosition).toBeNull();
      await checkAccessibility(page);
    });
  });
}

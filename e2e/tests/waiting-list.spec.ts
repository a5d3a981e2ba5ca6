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
    expect(promotion.subject).toBe(`Une place s'est libérée : vous êtes inscrit à ${title}`);
    expect(promotion.text).toContain('vous étiez le premier sur la liste d’attente');
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
    expect(change.text).toContain('Lieu : Metz, atelier Borny → Metz, MJC Boileau');
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

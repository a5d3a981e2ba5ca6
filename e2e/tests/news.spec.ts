import type { APIRequestContext, Page } from '@playwright/test';
import { NEWS_MESSAGES, NEWS_PAGE_HEADING, NEWS_STATUS_LABELS } from '@action-plus/contract';
import { MARKDOWN_TOOLBAR_WORDS as T } from '@action-plus/web/messages/markdown';
import { NEWS_ADMIN_MESSAGES as A, NEWS_EDITOR_MESSAGES as E, NEWS_HOME_MESSAGES as H, NEWS_PAGE_MESSAGES as N } from '@action-plus/web/messages/news';
import { SHARED_MESSAGES } from '@action-plus/web/messages/shared';
import { SHELL_MESSAGES } from '@action-plus/web/messages/shell';
import { E2E_ADMIN, createMemberData } from '../support/accounts';
import { checkAccessibility, expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm, registerMember } from '../support/members';

/**
 * « Actualités » (issue 26): an admin writes, previews and publishes an article, which a visitor
 * finds on /actualites, by its tag, on the home page and at its address (the old one too, once its
 * title changed); an organiser writes only about an event of theirs. The Markdown's rendering and
 * sanitising, the schedule's job and the feed are the server's tests' (apps/server/test/modules/news).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };
const navigation = (page: Page) => page.getByRole('navigation', { name: SHELL_MESSAGES.mainNavigation });
const toasts = (page: Page) => page.getByRole('status', { name: SHARED_MESSAGES.toastsRegion });
const bodyField = (page: Page) => page.getByRole('textbox', { name: E.bodyLabel });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: T.toolbarLabel });

async function bearerOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

async function openFromAdministrationMenu(page: Page) {
  await navigation(page)
    .getByRole('button', { name: /^Administration/ })
    .click();
  await navigation(page).getByRole('link', { name: NEWS_PAGE_HEADING, exact: true }).last().click();
  await expect(page).toHaveURL('/admin/actualites');
}

test('an admin writes an article with the toolbar, previews it and publishes it; visitors find it by its tag, on the home page and at its address, which its new title keeps', async ({
  page,
  request,
}) => {
  const unique = Date.now().toString(36);
  const title = `Le concert de printemps ${unique}`;
  const tag = `chorale ${unique}`;
  let eventId = 0;
  let slug = '';

  await test.step('an event the article will show as a card', async () => {
    const created = await request.post('/api/events', {
      headers: await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password),
      data: {
        title: `Concert d’été ${unique}`,
        description: 'Trois chorales.',
        date: '2098-06-21',
        time: '20:00',
        location: 'Salle des fêtes, Metz',
        max_participants: 80,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    eventId = ((await created.json()) as { id: number }).id;
  });

  await test.step('the admin opens « Actualités » from the administration menu and writes', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await openFromAdministrationMenu(page);
    await page.getByRole('link', { name: A.newArticle }).click();
    await expect(page.getByRole('heading', { level: 1, name: E.newHeading })).toBeVisible();

    // Nothing filled: each field says what it lacks.
    await page.getByRole('button', { name: E.submitCreate }).click();
    await expect(page.getByText(NEWS_MESSAGES.titleRequired)).toBeVisible();
    await expect(page.getByText(NEWS_MESSAGES.bodyRequired)).toBeVisible();
    await checkAccessibility(page);

    await page.getByRole('textbox', { name: E.titleLabel }).fill(title);
    await page.getByRole('textbox', { name: E.summaryLabel }).fill('Trois chorales et un orchestre ont rempli la salle.');
    await page.getByRole('textbox', { name: E.tagsLabel }).fill(`${tag}, Bénévoles`);
    await bodyField(page).fill('Le programme');
    await bodyField(page).selectText();
    await toolbar(page).getByRole('button', { name: T.heading }).click();
    await bodyField(page).press('End');
    await bodyField(page).pressSequentially('\n\nUn moment inoubliable.');
    await expect(bodyField(page)).toHaveValue('## Le programme\n\nUn moment inoubliable.');

    // The event, by the toolbar's dialog: its link alone on its line.
    await toolbar(page).getByRole('button', { name: T.event }).click();
    const dialog = page.getByRole('dialog', { name: E.eventDialogTitle });
    await dialog.getByRole('combobox', { name: E.eventToInsert }).selectOption(String(eventId));
    await dialog.getByRole('button', { name: E.insert }).click();
    await expect(bodyField(page)).toHaveValue(new RegExp(`\\n\\n\\[Concert d’été ${unique}\\]\\(/events/${eventId}\\)\\n`));

    // The preview is the server's: the heading and the event's card.
    const preview = page.getByRole('region', { name: E.previewHeading });
    await expect(preview.getByRole('heading', { level: 2, name: 'Le programme' })).toBeVisible();
    await expect(preview.locator('a.news-event-card')).toContainText(`Concert d’été ${unique}`);
    await checkAccessibility(page);

    await page.getByRole('combobox', { name: E.statusLabel }).selectOption('published');
    await page.getByRole('combobox', { name: E.eventLabel }).selectOption(String(eventId));
    await page.getByRole('button', { name: E.submitCreate }).click();
    await expect(toasts(page)).toContainText(NEWS_MESSAGES.created);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(NEWS_STATUS_LABELS.published);
  });

  await test.step('a visitor finds it on /actualites, by its tag, and reads it', async () => {
    const visitor = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const visitorPage = await visitor.newPage();
    try {
      await visitorPage.goto('/actualites');
      await expect(visitorPage.getByRole('heading', { level: 1, name: NEWS_PAGE_HEADING })).toBeVisible();
      await visitorPage.getByRole('navigation', { name: N.tagFilterLabel }).getByRole('link', { name: tag }).click();
      await expect(visitorPage).toHaveURL(new RegExp(`etiquette=${encodeURIComponent(tag).replace(/%20/g, '(\\+|%20)')}`));
      await visitorPage.getByRole('link', { name: title }).click();
      await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      slug = new URL(visitorPage.url()).pathname.split('/').at(-1)!;
      await expect(visitorPage.locator('a.news-event-card')).toHaveAttribute('href', `/events/${eventId}`);
      await expect(visitorPage.getByRole('link', { name: N.aboutEvent })).toHaveAttribute('href', `/events/${eventId}`);
      await checkAccessibility(visitorPage);

      // The home page shows it among the latest, with the way to all of them.
      const section = visitorPage.getByRole('region', { name: NEWS_PAGE_HEADING });
      // The section the server drew is taken over by its code as it nears the screen: scrolled to
      // until it stays (the page opened again if a busy machine drew it before the article's save).
      // Scrolled by the page itself: Playwright's own scrolling waits for the section to stop
      // moving, which a busy machine's late images and the takeover may not give it.
      await expect(async () => {
        if ((await section.count()) === 0) await visitorPage.goto('/');
        await section.evaluate((element) => element.scrollIntoView({ block: 'center' }), undefined, { timeout: 3_000 });
        await expect(section.getByRole('link', { name: title })).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 45_000 });
      await expect(section.getByRole('link', { name: title })).toHaveAttribute('href', `/actualites/${slug}`);
      await section.getByRole('link', { name: H.allNews }).click();
      await expect(visitorPage).toHaveURL('/actualites');
    } finally {
      await visitor.close();
    }
  });

  await test.step('its title changes once published; its address stays, so that shared links keep working', async () => {
    await page.goto('/admin/actualites');
    await page.getByRole('link', { name: A.editArticle(title) }).click();
    await page.getByRole('textbox', { name: E.titleLabel }).fill(`${title} : le récit`);
    await page.getByRole('button', { name: E.submitUpdate }).click();
    await expect(toasts(page)).toContainText(NEWS_MESSAGES.updated);
    await page.goto(`/actualites/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} : le récit` })).toBeVisible();
    await expect(page).toHaveURL(`/actualites/${slug}`);
  });

  await test.step('on a phone, the text and its preview take turns', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin/actualites?article=nouveau');
    await bodyField(page).fill('## Sur un téléphone');
    await page.getByRole('button', { name: E.previewTab }).click();
    await expect(bodyField(page)).toBeHidden();
    await expect(page.getByRole('region', { name: E.previewHeading }).getByRole('heading', { name: 'Sur un téléphone' })).toBeVisible();
    await checkAccessibility(page);
  });

  await test.step('the admin deletes it, after confirming', async () => {
    await page.goto('/admin/actualites');
    await page.getByRole('button', { name: A.deleteArticle(`${title} : le récit`) }).click();
    await page.getByRole('dialog', { name: A.deleteHeading }).getByRole('button', { name: A.delete }).click();
    await expect(toasts(page)).toContainText(NEWS_MESSAGES.deleted);
    await page.goto(`/actualites/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: NEWS_MESSAGES.articleNotFound })).toBeVisible();
  });
});

test('an organiser writes only about an event they organise', async ({ page, request }) => {
  const unique = Date.now().toString(36);
  const organiser = { ...createMemberData('Aïcha'), lastName: `Benali-${unique}` };
  let eventId = 0;

  await test.step('the admin gives a member the Organisateur role, who creates an event', async () => {
    const admin = await bearerOf(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await registerMember(request, organiser);
    const headers = await bearerOf(request, organiser.email, organiser.password);
    const { id } = (await (await request.get('/api/users/me', { headers })).json()) as { id: number };
    const granted = await request.post('/api/admin/roles/grant', {
      headers: admin,
      data: { user_id: id, role: 'organiser', current_password: E2E_ADMIN.password },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    const created = await request.post('/api/events', {
      headers,
      data: {
        title: `Atelier reliure ${unique}`,
        description: 'Coudre un carnet.',
        date: '2098-06-20',
        time: '14:00',
        location: 'Salle Braun, Metz',
        max_participants: 8,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    eventId = ((await created.json()) as { id: number }).id;
  });

  await test.step('the article asks for its event, then is saved as a draft about it', async () => {
    await logInThroughForm(page, organiser.email, organiser.password);
    await expect(page).toHaveURL('/');
    await openFromAdministrationMenu(page);
    await expect(page.getByText(A.organiserIntro)).toBeVisible();
    await page.getByRole('link', { name: A.newArticle }).click();
    await page.getByRole('textbox', { name: E.titleLabel }).fill(`Retour sur l’atelier ${unique}`);
    await page.getByRole('textbox', { name: E.summaryLabel }).fill('Douze carnets cousus main.');
    await bodyField(page).fill('Merci à toutes et à tous.');
    await page.getByRole('button', { name: E.submitCreate }).click();
    await expect(page.getByText(NEWS_MESSAGES.eventRequired)).toBeVisible();

    const events = page.getByRole('combobox', { name: E.eventLabel });
    // Only the events the organiser manages are offered.
    await expect(events.getByRole('option')).toHaveText([E.eventChoose, new RegExp(`Atelier reliure ${unique}`)]);
    await events.selectOption(String(eventId));
    await page.getByRole('button', { name: E.submitCreate }).click();
    await expect(toasts(page)).toContainText(NEWS_MESSAGES.created);
    await expect(page.getByRole('row', { name: new RegExp(`Retour sur l’atelier ${unique}`) })).toContainText(NEWS_STATUS_LABELS.draft);
  });
});

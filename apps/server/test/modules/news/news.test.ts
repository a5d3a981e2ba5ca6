import { parseFeed } from '@rowanmanning/feed-parser';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_LIMITS, NEWS_MESSAGES, ROLE_MESSAGES, type TAdminNewsArticle, type TNewsArticleInput, type TNewsListResponse } from '@action-plus/contract';
import { auditLog, newsArticles, uploads } from '#db/schema';
import { toParisDateTime } from '#lib/paris-time';
import { publishScheduledArticles } from '#modules/news/publish-scheduled-articles';
import { createEventThroughApi, type TestUser } from '#test/support/event-fixtures';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const article = (overrides: Partial<TNewsArticleInput> = {}): TNewsArticleInput => ({
  title: 'Les cours de français reprennent',
  summary: 'Chaque mardi soir, à la maison des associations.',
  body: 'Inscriptions **ouvertes** dès maintenant.',
  status: 'published',
  ...overrides,
});

describe('news', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: TestUser;
  let secretary: TestUser;
  const inject = (options: InjectOptions, testApp = first) => testApp.app.inject(options);

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
    admin = await createTestUser(first, { roles: ['admin'] });
    secretary = await createTestUser(first, { roles: ['secretary'], firstName: 'Zoé' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const save = async (body: TNewsArticleInput, user: TestUser = secretary, id?: number) => {
    const response = await inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/admin/news/${id}` : '/api/admin/news',
      headers: user.authorization,
      payload: body,
    });
    return response;
  };
  const saved = async (body: TNewsArticleInput, user: TestUser = secretary, id?: number) => {
    const response = await save(body, user, id);
    expect(response.statusCode, response.body).toBe(id ? 200 : 201);
    return response.json() as TAdminNewsArticle;
  };
  const preview = async (body: string) =>
    ((await inject({ method: 'POST', url: '/api/admin/news/preview', headers: secretary.authorization, payload: { body } })).json() as { html: string }).html;
  const list = async (query = '', testApp = first) => (await inject({ method: 'GET', url: `/api/news${query}` }, testApp)).json() as TNewsListResponse;

  describe('Markdown, drawn on the server', () => {
    it('writes raw HTML as text and refuses links that run code', async () => {
      const html = await preview('<script>alert(1)</script>\n\n[clic](javascript:alert(1)) [data](data:text/html,x) <img src=x onerror=alert(1)>');
      expect(html).not.toContain('<script');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toMatch(/href="(javascript|data):/i);
      expect(html).not.toContain('<img');
    });

    it('opens links out of the site with rel="noopener", starts headings at level 2 and keeps only the site’s images', async () => {
      const id = 'ab'.repeat(16);
      await first.context.db.insert(uploads).values({ id, cardImage: Buffer.from('c'), fullImage: Buffer.from('f'), width: 1200, height: 800 });
      const html = await preview(
        `# Titre\n\n## Partie\n\n### Détail\n\n[ailleurs](https://exemple.org/page) [ici](/events)\n\n![Un concert](/uploads/${id}.webp) ![Pris ailleurs](https://exemple.org/a.png)`,
      );
      expect(html).toContain('<h2>Titre</h2>\n<h2>Partie</h2>\n<h3>Détail</h3>');
      expect(html).toContain('<a href="https://exemple.org/page" rel="noopener">ailleurs</a>');
      expect(html).toContain('<a href="/events">ici</a>');
      expect(html).toContain(`<img src="/uploads/${id}.webp" alt="Un concert" width="1200" height="800" loading="lazy" decoding="async">`);
      expect(html).toContain('Pris ailleurs');
      expect(html).not.toContain('exemple.org/a.png');
    });

    it('draws a paragraph that only links to an event as the event’s card, and leaves an unknown event a link', async () => {
      const event = await createEventThroughApi(first, admin.authorization, { title: 'Concert <de> printemps', location: 'Arsenal, Metz' });
      const html = await preview(`Venez nombreux :\n\n[Le concert](/events/${event.id})\n\n[Inconnu](/events/2000000000)`);
      expect(html).toContain(`<a class="news-event-card" href="/events/${event.id}"><strong>Concert &lt;de&gt; printemps</strong>`);
      expect(html).toContain('Arsenal, Metz');
      expect(html).toContain('<a href="/events/2000000000">Inconnu</a>');
    });
  });

  describe('writing and publishing', () => {
    it('keeps a draft off the site, then publishes it on the list, its page, the feed and the sitemap', async () => {
      const draft = await saved(article({ title: 'Une subvention pour la chorale', status: 'draft', tags: ['Chorale', ' chorale ', 'Vie de l’association'] }));
      expect(draft).toMatchObject({ slug: 'une-subvention-pour-la-chorale', status: 'draft', published_at: null, tags: ['chorale', 'vie de l’association'] });
      expect((await list()).articles.map((row) => row.id)).not.toContain(draft.id);
      expect((await inject({ method: 'GET', url: `/api/news/${draft.slug}` })).statusCode).toBe(404);

      const published = await saved(article({ ...draft, title: 'Une subvention pour la chorale', status: 'published', tags: draft.tags }), secretary, draft.id);
      expect(published.published_at).not.toBeNull();
      const onSite = await list();
      expect(onSite.articles[0]).toMatchObject({ id: draft.id, author_first_name: 'Zoé' });
      expect(onSite.tags).toEqual(expect.arrayContaining(['chorale', 'vie de l’association']));
      expect((await list('?tag=Chorale')).articles.map((row) => row.id)).toEqual([draft.id]);

      const page = await inject({ method: 'GET', url: `/api/news/${draft.slug}` }, second);
      expect(page.json()).toMatchObject({
        title: 'Une subvention pour la chorale',
        body_html: '<p>Inscriptions <strong>ouvertes</strong> dès maintenant.</p>\n',
      });

      const feedResponse = await inject({ method: 'GET', url: '/actualites/flux.xml' });
      expect(feedResponse.headers['content-type']).toContain('application/atom+xml');
      const feed = parseFeed(feedResponse.body);
      expect(feed.meta.type).toBe('atom');
      const entry = feed.items.find((item) => item.title === 'Une subvention pour la chorale');
      expect(entry?.url).toBe(`${first.context.config.publicUrl}/actualites/${draft.slug}`);
      expect(entry?.content).toContain('<strong>ouvertes</strong>');
      expect(entry?.categories.map((category) => category.term)).toEqual(['chorale', 'vie de l’association']);

      expect((await inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`/actualites/${draft.slug}</loc>`);
    });

    it('gives a second article of the same title its own slug; a draft’s slug follows its title and the old one redirects; a published one keeps its slug', async () => {
      const one = await saved(article({ title: 'Appel à bénévoles', status: 'draft' }));
      const two = await saved(article({ title: 'Appel à bénévoles !', status: 'draft' }));
      expect([one.slug, two.slug]).toEqual(['appel-a-benevoles', 'appel-a-benevoles-2']);

      const renamed = await saved(article({ title: 'Appel à bénévoles pour le festival', status: 'published' }), secretary, two.id);
      expect(renamed.slug).toBe('appel-a-benevoles-pour-le-festival');
      const api = await inject({ method: 'GET', url: '/api/news/appel-a-benevoles-2' });
      expect(api.json()).toMatchObject({ id: two.id, slug: 'appel-a-benevoles-pour-le-festival' });

      const retitled = await saved(article({ title: 'Le festival cherche des bras', status: 'published' }), secretary, two.id);
      expect(retitled.slug).toBe('appel-a-benevoles-pour-le-festival');
    });

    it('shows a scheduled article at its time, and marks it published once on two instances, journaled as the system', async () => {
      const tomorrow = toParisDateTime(new Date(Date.now() + 86_400_000));
      const scheduled = await saved(
        article({ title: 'Programme de la saison', status: 'scheduled', publish_date: tomorrow.date, publish_time: tomorrow.time }),
      );
      expect(scheduled).toMatchObject({ status: 'scheduled', publish_date: tomorrow.date, publish_time: tomorrow.time });
      expect((await list()).articles.map((row) => row.id)).not.toContain(scheduled.id);

      // Its time comes: visitors see it before the job has run.
      await first.context.db
        .update(newsArticles)
        .set({ publishAt: sql`now() - interval '1 second'`, publishedAt: sql`now() - interval '1 second'` })
        .where(eq(newsArticles.id, scheduled.id));
      first.context.visitorsReadCache.invalidate();
      expect((await list()).articles.map((row) => row.id)).toContain(scheduled.id);

      const counts = await Promise.all([publishScheduledArticles(first.context.db), publishScheduledArticles(second.context.db)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      const journal = await first.context.db
        .select({ actorId: auditLog.actorId, actorRole: auditLog.actorRole })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'news.publish'), eq(auditLog.targetId, String(scheduled.id))));
      expect(journal).toEqual([{ actorId: null, actorRole: 'system' }]);
      const [row] = await first.context.db.select({ status: newsArticles.status }).from(newsArticles).where(eq(newsArticles.id, scheduled.id));
      expect(row?.status).toBe('published');
    });

    it('says in French what is missing or wrong, and saves nothing', async () => {
      const past = toParisDateTime(new Date(Date.now() - 3_600_000));
      const cases: Array<[Partial<TNewsArticleInput>, string]> = [
        [{ title: '  ' }, NEWS_MESSAGES.titleRequired],
        [{ cover_image: `/uploads/${'cd'.repeat(16)}.webp` }, NEWS_MESSAGES.coverAltRequired],
        [{ cover_image: 'https://exemple.org/photo.jpg', cover_alt: 'Photo' }, NEWS_MESSAGES.coverInvalid],
        [{ status: 'scheduled' }, NEWS_MESSAGES.publishAtRequired],
        [{ status: 'scheduled', publish_date: past.date, publish_time: past.time }, NEWS_MESSAGES.publishAtPast],
        [{ tags: Array.from({ length: 9 }, (_, index) => `t${index}`) }, NEWS_MESSAGES.tooManyTags],
        [{ event_id: 2_000_000_000 }, NEWS_MESSAGES.eventNotFound],
      ];
      const before = (await first.context.db.select({ id: newsArticles.id }).from(newsArticles)).length;
      for (const [change, message] of cases) {
        const response = await save(article({ title: 'Refusé', ...change }));
        expect(response.statusCode, message).toBe(400);
        expect(response.json(), message).toEqual({ detail: message });
      }
      expect((await first.context.db.select({ id: newsArticles.id }).from(newsArticles)).length).toBe(before);
      expect((await inject({ method: 'GET', url: '/api/news?cursor=pas-un-curseur' })).json()).toEqual({ detail: NEWS_MESSAGES.cursorInvalid });
    });

    it('takes an article as long as its limits allow, in accented letters, and its preview', async () => {
      const longest = article({
        title: 'é'.repeat(NEWS_LIMITS.TITLE_MAX),
        summary: '«'.repeat(NEWS_LIMITS.SUMMARY_MAX),
        body: '€"\n'.repeat(NEWS_LIMITS.BODY_MAX).slice(0, NEWS_LIMITS.BODY_MAX),
        tags: Array.from({ length: NEWS_LIMITS.TAGS_MAX }, (_, index) => `${index}${'ç'.repeat(NEWS_LIMITS.TAG_MAX - 1)}`),
        status: 'draft',
      });
      const created = await saved(longest);
      expect(created.body).toHaveLength(NEWS_LIMITS.BODY_MAX);
      await saved(longest, secretary, created.id);
      const previewed = await inject({ method: 'POST', url: '/api/admin/news/preview', headers: secretary.authorization, payload: { body: longest.body } });
      expect(previewed.statusCode, previewed.body).toBe(200);
    });
  });

  describe('who writes', () => {
    it('lets an organiser write about their own events only, and edit only their own articles', async () => {
      const organiser = await createTestUser(first, { roles: ['organiser'] });
      const own = await createEventThroughApi(first, organiser.authorization, { title: 'Atelier d’écriture' });
      const others = await createEventThroughApi(first, admin.authorization, { title: 'Soirée jeux' });

      expect((await save(article({ title: 'Sans événement' }), organiser)).json()).toEqual({ detail: NEWS_MESSAGES.eventRequired });
      const refused = await save(article({ title: 'Pas le mien', event_id: others.id }), organiser);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: NEWS_MESSAGES.eventNotManaged });
      const mine = await saved(article({ title: 'Retour sur l’atelier', event_id: own.id }), organiser);

      const choices = (await inject({ method: 'GET', url: '/api/admin/news/events', headers: organiser.authorization })).json() as {
        events: Array<{ id: number }>;
      };
      expect(choices.events.map((event) => event.id)).toEqual([own.id]);
      const listed = (await inject({ method: 'GET', url: '/api/admin/news', headers: organiser.authorization })).json() as { articles: Array<{ id: number }> };
      expect(listed.articles.map((row) => row.id)).toEqual([mine.id]);

      const secretarys = await saved(article({ title: 'Mot de la secrétaire' }));
      const notMine = await save(article({ title: 'Modifié', event_id: own.id }), organiser, secretarys.id);
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json()).toEqual({ detail: NEWS_MESSAGES.notYourArticle });
      // The secretary edits and deletes anyone's.
      await saved(article({ title: 'Retour sur l’atelier d’écriture', event_id: own.id }), secretary, mine.id);
      expect((await inject({ method: 'DELETE', url: `/api/admin/news/${mine.id}`, headers: secretary.authorization })).statusCode).toBe(200);
      const entries = await first.context.db
        .select({ action: auditLog.action, role: auditLog.actorRole })
        .from(auditLog)
        .where(eq(auditLog.targetId, String(mine.id)));
      expect(entries.filter((entry) => entry.action.startsWith('news.'))).toEqual([
        { action: 'news.create', role: 'organiser' },
        { action: 'news.update', role: 'secretary' },
        { action: 'news.delete', role: 'secretary' },
      ]);
    });

    it('refuses the writers’ routes to a treasurer and to a member', async () => {
      for (const roles of [['treasurer'] as const, [] as const]) {
        const user = await createTestUser(first, { roles: [...roles] });
        const response = await inject({ method: 'GET', url: '/api/admin/news', headers: user.authorization });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
      }
    });
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_NAMES, PAGES, PATHS, type TAssociationSettings, type TPageName } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS } from '@action-plus/contract/association-settings-seed';
import { createPageRenderer } from './entry-server';

/** The API as a visitor reads it when nothing exists yet: the association's settings, no event, and nothing else found. */
const readApiWith =
  (association: TAssociationSettings | null): typeof fetch =>
  async (input) => {
    const url = String(input);
    if (url === '/api/association' && association) return Response.json(association);
    if (url === '/api/events' || url.startsWith('/api/events?')) return Response.json({ events: [] });
    return Response.json({ detail: 'Ressource introuvable.' }, { status: 404 });
  };

const renderPage = createPageRenderer(readApiWith(SEEDED_ASSOCIATION_SETTINGS));

const addressOf = (name: TPageName) => {
  const path = PATHS[name];
  const address = typeof path === 'string' ? path : path(12);
  return PAGES[name].rendering === 'per-request' ? `${address}?token=jeton-de-test` : address;
};

describe('the server’s render of every page of the table', () => {
  it.each(PAGE_NAMES)('sends %s rendered, as a visitor first sees it', async (name) => {
    const page = await renderPage(addressOf(name));
    expect(page, name).not.toBeNull();
    const { markup } = page!;
    expect(markup).toContain('<main');
    if (PAGES[name].access !== 'public') expect(markup).toContain('Chargement');
    if ('hasForm' in PAGES[name]) {
      // Nothing typed before the app runs can be lost: every field and button of the page waits for it.
      const main = markup.slice(markup.indexOf('<main'), markup.indexOf('</main>'));
      expect(main).toMatch(/<fieldset[^>]* disabled=""|<button[^>]* disabled=""/);
      expect(main.replace(/<fieldset[^>]* disabled=""[\s\S]*?<\/fieldset>/g, '')).not.toMatch(/<(input|textarea|button)\b(?![^>]* disabled="")/);
    }
  });
});

describe('the association’s settings in the server’s render', () => {
  // A renderer sets the API's transport for the whole process: give it back to the one above.
  afterEach(() => {
    createPageRenderer(readApiWith(SEEDED_ASSOCIATION_SETTINGS));
  });

  it('are read for every page, drawn into it and sent with its data, for the browser to start from', async () => {
    const renamed = structuredClone(SEEDED_ASSOCIATION_SETTINGS);
    renamed.identity.name = 'Le Cercle des Voisins';
    const page = await createPageRenderer(readApiWith(renamed))(PATHS.legalNotice);
    expect(page.markup).toContain('Le Cercle des Voisins');
    const data = JSON.parse(page.dataScript.replace(/^<script[^>]*>|<\/script>$/g, '')) as { queries: { queryKey: unknown; state: { data: unknown } }[] };
    expect(data.queries.find((query) => JSON.stringify(query.queryKey) === '["association"]')?.state.data).toEqual(renamed);
  });

  it("draw the uploaded logo in the header and the officers' photos on the about page, before any script runs", async () => {
    const pictured = structuredClone(SEEDED_ASSOCIATION_SETTINGS);
    pictured.identity.logoUrl = '/uploads/0123456789abcdef0123456789abcdef.webp';
    pictured.team.officers[0]!.photoUrl = '/uploads/fedcba9876543210fedcba9876543210.webp';
    const render = createPageRenderer(readApiWith(pictured));
    const home = await render(PATHS.home);
    expect(home.markup).toMatch(
      /<img[^>]* src="\/uploads\/0123456789abcdef0123456789abcdef-card.webp"[^>]* alt="Action Plus"|<img[^>]* alt="Action Plus"[^>]* src="\/uploads\/0123456789abcdef0123456789abcdef-card.webp"/,
    );
    const about = await render(PATHS.about);
    expect(about.markup).toMatch(/<img[^>]*fedcba9876543210fedcba9876543210-card.webp[^>]*>/);
    expect(about.markup).toContain('alt="Cengiz Basbunar"');
  });

  it('fail the render when they cannot be read: the browser then draws the page once it has read them', async () => {
    await expect(createPageRenderer(readApiWith(null))(PATHS.home)).rejects.toThrow();
  });
});

describe('the news in the server’s render', () => {
  afterEach(() => {
    createPageRenderer(readApiWith(SEEDED_ASSOCIATION_SETTINGS));
  });

  const article = {
    id: 1,
    slug: 'le-concert-de-printemps',
    title: 'Le concert de printemps',
    summary: 'Trois chorales et un orchestre.',
    cover_image: null,
    cover_alt: '',
    tags: ['concert'],
    author_first_name: 'Camille',
    published_at: '2026-06-14T08:00:00.000Z',
    event_id: null,
  };
  /** The settings, no event, and the news: `tag` read from the list's query, as the API does. */
  const readApiWithNews =
    (requests: string[]): typeof fetch =>
    async (input) => {
      const url = String(input);
      requests.push(url);
      const address = new URL(url, 'http://localhost');
      if (address.pathname === '/api/news')
        return Response.json({
          articles: [{ ...article, title: `${article.title} (${address.searchParams.get('tag') ?? 'tout'})` }],
          next_cursor: null,
          tags: ['concert'],
        });
      if (address.pathname === '/api/news/le-concert-de-printemps')
        return Response.json({ ...article, body_html: '<h2>Le programme</h2>', updated_at: article.published_at });
      return readApiWith(SEEDED_ASSOCIATION_SETTINGS)(input);
    };

  it('draws the home page’s latest articles, in a boundary the browser hydrates once the section nears the screen', async () => {
    const requests: string[] = [];
    const home = await createPageRenderer(readApiWithNews(requests))(PATHS.home);
    expect(requests).toContain('/api/news?limit=3');
    const section = home.markup.slice(home.markup.indexOf('<!--$--><section'));
    expect(section).toContain('Le concert de printemps (tout)');
    expect(section).toContain('href="/actualites/le-concert-de-printemps"');
    expect(section).toContain('Toutes les actualités');
  });

  it('reads /actualites of the tag its address names, and an article with its text', async () => {
    const requests: string[] = [];
    const render = createPageRenderer(readApiWithNews(requests));
    const page = await render(`${PATHS.news}?etiquette=concert`);
    expect(requests).toContain('/api/news?tag=concert&limit=12');
    expect(page.markup).toContain('Le concert de printemps (concert)');
    const articlePage = await render(PATHS.newsArticle('le-concert-de-printemps'));
    expect(articlePage.markup).toContain('<h2>Le programme</h2>');
  });
});
